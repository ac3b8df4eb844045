// 电子回单: the electronic receipt of one paid payment line, as a bank's payment receipt reads —
// the payer (the platform, paying for the shipper) and its account, the payee, his account and
// bank, the amount in figures and in Chinese capitals (大写金额), the bank's serial number and
// time, the payment order and transfer, the purpose (the waybill's freight) and the waybill's
// particulars. Every value comes from the line, its application, its waybill and the branch's
// own account; labels in the request's language.
import type { TFunction } from 'i18next';
import { amountInChineseCapitals } from '../../../../src/core/money/chineseCapitals';
import { renderPdf } from '../../../pdf/document';
import { displayTime } from '../../../storage/clock';
import { bankName, edb, fenOf, money, platformAccount, platformParty, TABLE, type AnyDb, type Row } from './tables';

const label = (t: TFunction, key: string, params: Record<string, unknown> = {}) => t(`entity.paymentOrderLine.receipt.${key}`, params);

/** The receipt's bytes. `line` is the stored row, its card as the caller may see it. */
export async function receiptPdf(db: AnyDb, line: Row, shownCard: string, t: TFunction, now: Date): Promise<Buffer> {
  const branchCode = String(line.branch_code);
  const platform = await platformParty(db, branchCode);
  const account = await platformAccount(db, branchCode);
  const application = await edb(db).selectFrom(TABLE.application).select(['payee_bank_branch', 'deduction_amount', 'deduction_reason'])
    .where('application_number', '=', String(line.application_number)).where('branch_code', '=', branchCode).executeTakeFirst();
  const waybill = await edb(db).selectFrom(TABLE.waybill).select(['place_of_loading', 'goods_receipt_place', 'description_of_goods', 'goods_item_gross_weight'])
    .where('shipping_note_number', '=', String(line.shipping_note_number)).where('branch_code', '=', branchCode).executeTakeFirst();
  const netFen = fenOf(line.net_amount);
  const payeeBank = [await bankName(db, line.payee_bank_code), application?.payee_bank_branch].filter(Boolean).join(' ');
  const payerBank = account ? [await bankName(db, account.bankCode), account.bankBranch].filter(Boolean).join(' ') : '';
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return renderPdf({
    title: label(t, 'title'),
    subtitle: label(t, 'subtitle', { serial: text(line.bank_serial_number), printed: displayTime(now) }),
    author: platform.name,
    blocks: [
      { heading: label(t, 'payer'), fields: [
        [label(t, 'accountName'), account?.accountName ?? platform.name],
        [label(t, 'accountNumber'), account?.cardNumber ?? ''],
        [label(t, 'bank'), payerBank],
        [label(t, 'onBehalfOf'), text(line.shipper_name)],
      ] },
      { heading: label(t, 'payee'), fields: [
        [label(t, 'accountName'), text(line.payee_account_name)],
        [label(t, 'accountNumber'), shownCard],
        [label(t, 'bank'), payeeBank],
        [label(t, 'driver'), `${text(line.driver_name)} ${text(line.vehicle_number)}`.trim()],
      ] },
      { heading: label(t, 'transaction'), columns: 1, fields: [
        [label(t, 'amount'), money(netFen)],
        [label(t, 'amountInWords'), `${label(t, 'currency')}${amountInChineseCapitals(netFen)}`],
        [label(t, 'serial'), text(line.bank_serial_number)],
        [label(t, 'paidAt'), text(line.paid_date_time)],
        [label(t, 'paymentNumber'), `${text(line.payment_number)}（${t(`dict.payment_order_type.${text(line.payment_type)}`)}）`],
        [label(t, 'transferNumber'), text(line.transfer_number)],
        [label(t, 'purpose'), label(t, 'purposeText', { shippingNoteNumber: text(line.shipping_note_number) })],
      ] },
      { heading: label(t, 'waybill'), columns: 2, fields: [
        [label(t, 'shippingNoteNumber'), text(line.shipping_note_number)],
        [label(t, 'goods'), [text(waybill?.description_of_goods), waybill?.goods_item_gross_weight ? `${text(waybill.goods_item_gross_weight)}t` : ''].filter(Boolean).join(' ')],
        [label(t, 'from'), text(waybill?.place_of_loading)],
        [label(t, 'to'), text(waybill?.goods_receipt_place)],
        [label(t, 'payable'), money(fenOf(line.amount))],
        [label(t, 'tax'), `${money(fenOf(line.tax_amount))}（${Number(line.tax_rate ?? 0).toFixed(2)}%）`],
        [label(t, 'deduction'), fenOf(application?.deduction_amount) > 0 ? `${money(fenOf(application?.deduction_amount))} ${text(application?.deduction_reason)}` : money(0)],
        [label(t, 'journal'), text(line.journal_number)],
      ] },
    ],
    footer: label(t, 'footer', { platform: platform.name }),
  }, now);
}
