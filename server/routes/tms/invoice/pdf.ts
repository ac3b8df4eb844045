// The issued invoice as a PDF (server/pdf/document.ts): the freight-transport e-invoice of
// ../shared/domain.md — number, code and date; buyer and seller (name, taxpayer number, address
// and phone, bank and account); the item 货物运输服务 with amount, rate and tax; the totals in
// figures and in Chinese capitals (大写); the remark; then, as the invoice's 特定业务 part, one row
// per waybill with origin, destination, vehicle kind, plate and goods. A reversal's red-letter
// invoice is the same with the amounts negative.
// Texts in the request's language (entity.invoiceApplication.pdf.*); dictionary names from
// dict_item in that language.
import type { TFunction } from 'i18next';
import type { Language } from '../../../../src/core/api/client';
import { amountInChineseCapitals } from '../../../../src/core/money/chineseCapitals';
import { toFen } from '../../../../src/core/money/fen';
import type { PdfDocumentContent } from '../../../pdf/document';
import { tables, type AnyDb, type ApplicationRow, type LineRow, type TransferRow } from './tables';

/** Fen as yuan with thousands separators: 1234567 → 12,345.67 (−12,345.67 when negative). */
export function money(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${yuan}.${String(abs % 100).padStart(2, '0')}`;
}

const fen = (value: number | null | undefined) => toFen(value ?? 0);

async function dictNames(db: AnyDb, type: string, codes: string[], lang: Language): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await tables(db).selectFrom('dict_item').selectAll().where('type', '=', type).where('code', 'in', codes).execute();
  const pick = (row: (typeof rows)[number]) => (lang === 'en' ? row.name_en : lang === 'es' ? row.name_es : lang === 'ja' ? row.name_ja : null) ?? row.name;
  return new Map(rows.map((row) => [row.code, pick(row)]));
}

interface Figures {
  totalFen: number;
  taxFen: number;
  exclFen: number;
}

/** The document of an invoice (sign −1: its red-letter reversal). */
async function invoiceDocument(db: AnyDb, t: TFunction, lang: Language, application: ApplicationRow, lines: LineRow[], red: TransferRow | null): Promise<PdfDocumentContent> {
  const k = (key: string, params: Record<string, unknown> = {}) => String(t(`entity.invoiceApplication.pdf.${key}`, params));
  const sign = red ? -1 : 1;
  const figures: Figures = { totalFen: sign * fen(application.freight_amount), taxFen: sign * fen(application.tax_amount), exclFen: sign * fen(application.amount_excluding_tax) };
  const kinds = await dictNames(db, 'vehicle_type', [...new Set(lines.map((line) => line.vehicle_type).filter((code): code is string => !!code))], lang);
  const date = (red ? red.reversed_date_time : application.issue_date_time)?.slice(0, 10) ?? '';
  const number = red ? red.red_invoice_number ?? '' : application.invoice_number ?? '';
  const code = red ? red.red_invoice_code : application.invoice_code;
  const subtitle = [k('number', { invoiceNumber: number }), code ? k('code', { invoiceCode: code }) : '', k('date', { date })].filter(Boolean).join('    ');
  const rate = `${Number(application.tax_rate)}%`;
  const party = (name: string | null, taxNumber: string | null, addressPhone: string, bank: string): Array<[string, string]> => [
    [k('name'), name ?? ''], [k('taxNumber'), taxNumber ?? ''], [k('addressPhone'), addressPhone], [k('bank'), bank],
  ];
  const joined = (...parts: Array<string | null>) => parts.filter((part) => part).join(' ');
  const remark = k('remarkText', {
    count: lines.length, freight: money(sign * fen(application.freight_total)), fee: money(sign * fen(application.service_fee_amount)),
    rate: Number(application.service_fee_rate ?? 0).toFixed(2), applicationNumber: application.application_number,
  });
  const notes = [remark];
  if (red) notes.push(String(t('entity.invoiceTransfer.pdf.reverses', { number: application.invoice_number ?? '', date: application.issue_date_time?.slice(0, 10) ?? '', transferNumber: red.transfer_number, reason: red.reason ?? '' })));
  else if (application.status === 'reversed') notes.push(k('reversed', { date: application.reversed_date_time?.slice(0, 10) ?? '', number: application.red_invoice_number ?? '' }));
  return {
    title: red ? String(t('entity.invoiceTransfer.pdf.title')) : application.invoice_type === 'vat_normal' ? k('titleNormal') : k('title'),
    subtitle,
    author: application.seller_name ?? '',
    blocks: [
      { heading: k('buyer'), columns: 1, fields: party(application.invoice_title, application.tax_number, joined(application.registered_address, application.registered_phone), joined(application.bank_name, application.bank_account)) },
      { heading: k('seller'), columns: 1, fields: party(application.seller_name, application.seller_tax_number, application.seller_address_phone ?? '', application.seller_bank_account ?? '') },
      {
        heading: k('items'),
        columns: [{ label: k('items'), width: 199 }, { label: k('amount'), width: 110, align: 'right' }, { label: k('taxRate'), width: 70, align: 'right' }, { label: k('tax'), width: 120, align: 'right' }],
        rows: [
          [k('item'), money(figures.exclFen), rate, money(figures.taxFen)],
          [k('totals'), `¥${money(figures.exclFen)}`, '', `¥${money(figures.taxFen)}`],
        ],
      },
      { heading: k('totals'), columns: 1, fields: [[k('grand'), `${k('inWords')}${amountInChineseCapitals(figures.totalFen)}    ${k('figures')}¥${money(figures.totalFen)}`]] },
      { heading: k('remark'), columns: 1, fields: [[k('remark'), notes.join('  ')]] },
      {
        heading: k('lines'),
        columns: [
          { label: k('waybill'), width: 92 }, { label: k('origin'), width: 86 }, { label: k('destination'), width: 86 }, { label: k('vehicleKind'), width: 66 },
          { label: k('plate'), width: 56 }, { label: k('goods'), width: 52 }, { label: k('amount'), width: 61, align: 'right' },
        ],
        rows: lines.map((line) => [
          line.shipping_note_number, line.place_of_loading ?? '', line.goods_receipt_place ?? '',
          line.vehicle_type ? kinds.get(line.vehicle_type) ?? line.vehicle_type : '', line.vehicle_number ?? '', line.description_of_goods ?? '',
          money(sign * fen(line.line_amount)),
        ]),
      },
    ],
    footer: `${k('issuer', { name: application.issuer_name ?? '' })}    ${k('footer', { seller: application.seller_name ?? '' })}`,
  };
}

export async function applicationPdfContent(db: AnyDb, t: TFunction, lang: Language, application: ApplicationRow): Promise<PdfDocumentContent> {
  const lines = await tables(db).selectFrom('tms_invoice_line').selectAll().where('branch_code', '=', application.branch_code)
    .where('application_number', '=', application.application_number).orderBy('id').execute();
  return invoiceDocument(db, t, lang, application, lines, null);
}

export async function redPdfContent(db: AnyDb, t: TFunction, lang: Language, transfer: TransferRow): Promise<PdfDocumentContent | undefined> {
  const original = await tables(db).selectFrom('tms_invoice_application').selectAll().where('branch_code', '=', transfer.branch_code)
    .where('application_number', '=', transfer.original_application_number).executeTakeFirst();
  if (!original) return undefined;
  const lines = await tables(db).selectFrom('tms_invoice_line').selectAll().where('branch_code', '=', transfer.branch_code)
    .where('application_number', '=', original.application_number).orderBy('id').execute();
  return invoiceDocument(db, t, lang, original, lines, transfer);
}
