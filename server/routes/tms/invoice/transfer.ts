// 发票转开 (invoiceTransfer) beyond its schema, in the write's transaction:
// - the original is an issued invoice (issued, mailed or received) of the branch, the caller's
//   own when a shipper asks, with no other transfer in progress; a re-issue names an invoice
//   message of the same shipper (the corrected title and taxpayer number);
// - 红冲 (redden): the red-letter invoice's number is unused; the original becomes 已红冲 (its
//   lines let their waybills go) and names the transfer; for 红冲后重开 a new application is made
//   at once (待开票, already reviewed with the transfer) with the corrected buyer, the same
//   amounts and the same waybills (its lines hold them again in the same transaction: nothing is
//   freed for anyone else), and both applications name each other;
// - 重开 (issue): only for a re-issue; the new invoice's number is unused; the new application is
//   issued with it (its lines take the number), as 开票 on 申请开票 would.
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityWriteHooks, HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { recordOf, rowOf } from '../../../entities/records';
import { fillOnCreate } from '../../../entities/serverFields';
import { sharedRegistry } from '../../../entities/shared';
import { displayTime } from '../../../storage/clock';
import { ENTITY as APPLICATION, forgetTotals, issueValues, numberTaken, refusal } from './application';
import { copyLines, invoiceLines, linesOf, reverseLines } from './lines';
import { invoiceMessage } from './sources';
import { ISSUED, tables, type AnyDb, type ApplicationRow } from './tables';

export const ENTITY = 'invoiceTransfer';
/** Transfers still working on their original. */
const IN_PROGRESS = ['pending', 'approved'];

const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);

async function applicationByNumber(db: AnyDb, branchCode: string, number: string): Promise<ApplicationRow | undefined> {
  return tables(db).selectFrom('tms_invoice_application').selectAll().where('branch_code', '=', branchCode)
    .where('application_number', '=', number).executeTakeFirst();
}

async function check(ctx: HookContext, values: EntityRecord, stored: EntityRecord | null): Promise<EntityFieldError[]> {
  // Once reviewed its fields are locked (x-locks) and its original may be reversed already.
  if (stored && stored.status !== 'pending') return [];
  const record = { ...stored, ...values };
  const branchCode = branchOf(ctx, record);
  const number = String(record.originalApplicationNumber ?? '');
  const original = await applicationByNumber(ctx.trx, branchCode, number);
  if (!original || !(ISSUED as readonly string[]).includes(original.status)) {
    return [refusal(ctx, ENTITY, 'originalApplicationNumber', 'originalNotIssued', { applicationNumber: number })];
  }
  if (ctx.caller.dataScope === 'shipper' && original.shipper_code !== ctx.caller.code) {
    return [refusal(ctx, ENTITY, 'originalApplicationNumber', 'notOwnInvoice', { applicationNumber: number })];
  }
  let other = tables(ctx.trx).selectFrom('tms_invoice_transfer').select('transfer_number').where('branch_code', '=', branchCode)
    .where('original_application_number', '=', number).where('status', 'in', IN_PROGRESS);
  if (stored) other = other.where('id', '!=', Number(stored.id));
  const busy = await other.limit(1).executeTakeFirst();
  if (busy) return [refusal(ctx, ENTITY, 'originalApplicationNumber', 'originalInTransfer', { applicationNumber: number, transferNumber: busy.transfer_number })];
  Object.assign(values, {
    shipperCode: original.shipper_code, shipperName: original.shipper_name, originalInvoiceCode: original.invoice_code,
    originalInvoiceNumber: original.invoice_number, originalIssueDateTime: original.issue_date_time, originalInvoiceTitle: original.invoice_title,
    originalTaxNumber: original.tax_number, originalInvoiceAmount: original.freight_amount, originalTaxAmount: original.tax_amount, waybillCount: original.waybill_count,
  });
  if (record.transferType !== 'reissue') {
    Object.assign(values, { newInvoiceMessageId: null, newInvoiceTitle: null, newTaxNumber: null });
    return [];
  }
  if (record.newInvoiceMessageId === undefined || record.newInvoiceMessageId === null) return [refusal(ctx, ENTITY, 'newInvoiceMessageId', 'messageRequired')];
  const message = await invoiceMessage(ctx.trx, Number(record.newInvoiceMessageId));
  if (!message || message.shipper_code !== original.shipper_code) {
    return [refusal(ctx, ENTITY, 'newInvoiceMessageId', 'messageOfOtherShipper', { shipperName: String(original.shipper_name ?? '') })];
  }
  Object.assign(values, { newInvoiceTitle: message.invoice_title, newTaxNumber: message.tax_number });
  return [];
}

async function log(ctx: HookContext, entity: string, id: number, action: string, from: string, to: string, payload: EntityRecord): Promise<void> {
  await tables(ctx.trx).insertInto('entity_action_log').values({
    entity, record_id: id, action, from_state: from, to_state: to, party_code: ctx.caller.code, payload: JSON.stringify(payload), gmt_created: displayTime(ctx.now),
  }).execute();
}

/** 红冲: the original is reversed; a re-issue's new application is made with the same waybills. */
async function redden(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | void> {
  const branchCode = branchOf(ctx, stored);
  const redNumber = String(values.redInvoiceNumber ?? '');
  const taken = await numberTaken(ctx.trx, branchCode, redNumber, null);
  if (taken) return [refusal(ctx, APPLICATION, 'redInvoiceNumber', 'invoiceNumberTaken', { invoiceNumber: redNumber, applicationNumber: taken })];
  const original = await applicationByNumber(ctx.trx, branchCode, String(stored.originalApplicationNumber));
  if (!original || !(ISSUED as readonly string[]).includes(original.status)) {
    return String(ctx.texts.entityT(`entity.${ENTITY}.error.originalNotIssued`, { applicationNumber: String(stored.originalApplicationNumber) }));
  }
  const t = tables(ctx.trx);
  const time = displayTime(ctx.now);
  const transferNumber = String(stored.transferNumber);
  await t.updateTable('tms_invoice_application').set({
    status: 'reversed', transfer_number: transferNumber, red_invoice_number: redNumber, reversed_date_time: String(values.reversedDateTime ?? time), gmt_modified: time,
  }).where('id', '=', original.id).execute();
  await log(ctx, APPLICATION, original.id, 'reverse', original.status, 'reversed', { transferNumber, redInvoiceNumber: redNumber });
  const lines = await linesOf(ctx.trx, branchCode, original.application_number);
  await reverseLines(ctx.trx, branchCode, original.application_number, ctx.now);
  if (stored.transferType !== 'reissue') return;

  // The re-issue: a new application of the same waybills and amounts, to the corrected buyer.
  const message = await invoiceMessage(ctx.trx, Number(stored.newInvoiceMessageId));
  const entity = sharedRegistry().get(APPLICATION)!;
  const made: EntityRecord = {};
  await fillOnCreate(ctx.trx, entity, made, ctx.caller, ctx.now);
  const copied = recordOf(entity, original as unknown as Parameters<typeof recordOf>[1]);
  const keep = ['shippingNoteNumber', 'waybillCount', 'shipperCode', 'shipperName', 'consignee', 'descriptionOfGoods', 'signedDateTime', 'freightTotal',
    'serviceFeeRate', 'serviceFeeAmount', 'freightAmount', 'taxRate', 'taxAmount', 'amountExcludingTax', 'receiverName', 'receiverMobile', 'receiverAddress',
    'receiverEmail', 'remark', 'branchCode'];
  const values2: EntityRecord = {
    ...Object.fromEntries(keep.map((property) => [property, copied[property] ?? null])),
    applicationNumber: made.applicationNumber,
    applicantName: ctx.caller.name,
    invoiceType: message?.invoice_type ?? original.invoice_type,
    invoiceMedium: message?.invoice_medium ?? original.invoice_medium,
    invoiceMessageId: message?.id ?? null,
    invoiceTitle: message?.invoice_title ?? null,
    taxNumber: message?.tax_number ?? null,
    registeredAddress: message?.registered_address ?? null,
    registeredPhone: message?.registered_phone ?? null,
    bankName: message?.bank_name ?? null,
    bankAccount: message?.bank_account ?? null,
    transferNumber,
    originalApplicationNumber: original.application_number,
    status: 'approved',
    reviewLevel: 0,
    reviewDateTime: String(stored.reviewDateTime ?? time),
    gmtCreated: time,
    gmtModified: time,
  };
  const inserted = await (ctx.trx as unknown as AnyDb).insertInto('tms_invoice_application' as never).values(rowOf(entity, values2) as never)
    .returning('id' as never).executeTakeFirstOrThrow() as { id: number };
  const newId = Number(inserted.id);
  await copyLines(ctx.trx, lines, { id: newId, applicationNumber: String(made.applicationNumber), branchCode, taxRate: Number(original.tax_rate) }, ctx.now);
  await t.updateTable('tms_invoice_application').set({ reissued_application_number: String(made.applicationNumber) }).where('id', '=', original.id).execute();
  await log(ctx, APPLICATION, newId, 'reissue', '', 'approved', { transferNumber, originalApplicationNumber: original.application_number });
  values.newApplicationNumber = made.applicationNumber;
}

/** 重开: the new application is issued with the new invoice's number. */
async function reissue(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | void> {
  if (stored.transferType !== 'reissue') return String(ctx.texts.entityT(`entity.${ENTITY}.error.notReissue`));
  const branchCode = branchOf(ctx, stored);
  const number = String(values.newInvoiceNumber ?? '');
  const taken = await numberTaken(ctx.trx, branchCode, number, null);
  if (taken) return [refusal(ctx, APPLICATION, 'newInvoiceNumber', 'invoiceNumberTaken', { invoiceNumber: number, applicationNumber: taken })];
  const application = await applicationByNumber(ctx.trx, branchCode, String(stored.newApplicationNumber ?? ''));
  if (!application || application.status !== 'approved') {
    return String(ctx.texts.entityT(`entity.${ENTITY}.error.originalNotIssued`, { applicationNumber: String(stored.newApplicationNumber ?? '') }));
  }
  const issued = await issueValues(ctx, branchCode);
  if (typeof issued === 'string') return issued;
  const time = String(values.reissuedDateTime ?? displayTime(ctx.now));
  const code = values.newInvoiceCode === undefined || values.newInvoiceCode === null ? null : String(values.newInvoiceCode);
  await tables(ctx.trx).updateTable('tms_invoice_application').set({
    status: 'issued', invoice_code: code, invoice_number: number, issue_date_time: time, issuer_name: String(issued.issuerName),
    seller_name: String(issued.sellerName), seller_tax_number: String(issued.sellerTaxNumber), seller_address_phone: String(issued.sellerAddressPhone),
    seller_bank_account: String(issued.sellerBankAccount), gmt_modified: displayTime(ctx.now),
  }).where('id', '=', application.id).execute();
  await invoiceLines(ctx.trx, branchCode, application.application_number, { code, number, issuedAt: time }, ctx.now);
  await log(ctx, APPLICATION, application.id, 'issue', 'approved', 'issued', { invoiceCode: code, invoiceNumber: number, transferNumber: stored.transferNumber });
}

async function beforeAction(ctx: HookContext, action: string, _id: number, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | void> {
  if (action === 'redden') return redden(ctx, stored, values);
  if (action === 'issue') return reissue(ctx, stored, values);
}

/** The linked applications' ids (their pages). */
async function decorate(db: AnyDb, records: EntityRecord[]): Promise<void> {
  const numbers = [...new Set(records.flatMap((record) => [record.originalApplicationNumber, record.newApplicationNumber]).filter((n): n is string => typeof n === 'string'))];
  if (numbers.length === 0) return;
  const found = await tables(db).selectFrom('tms_invoice_application').select(['id', 'application_number', 'branch_code'])
    .where('application_number', 'in', numbers).execute();
  const idOf = (number: unknown, branch: unknown) => found.find((row) => row.application_number === number && row.branch_code === branch)?.id;
  for (const record of records) {
    const original = idOf(record.originalApplicationNumber, record.branchCode);
    if (original) record.originalApplicationId = Number(original);
    const made = idOf(record.newApplicationNumber, record.branchCode);
    if (made) record.newApplicationId = Number(made);
  }
}

export const transferHooks: EntityWriteHooks = {
  beforeCreate: (ctx, values) => check(ctx, values, null),
  beforeUpdate: (ctx, _id, stored, values) => check(ctx, values, stored),
  beforeAction,
  afterWrite: async (ctx) => forgetTotals(ctx),
  decorate,
};
