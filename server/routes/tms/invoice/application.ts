// 申请开票 (invoiceApplication) beyond its schema, in the write's transaction:
// - the chosen waybills (shippingNoteNumbers) exist in the branch, are signed or completed, are
//   the caller's own when a shipper asks, belong to one shipper, have their freight accounted
//   (settlement) and are not held by another live application: a waybill is invoiced once;
// - the buyer comes from an invoice message of that shipper, the mailing contact too when the
//   form leaves it empty; a paper invoice needs somewhere to be mailed;
// - the server computes the amounts (amounts.ts) and writes the lines (lines.ts); an edit while
//   pending recomputes them; once reviewed the waybills no longer change;
// - issue: the invoice number is unused in the branch, the seller is the branch's default company
//   invoicing details, the lines take the number and tax period; an issued re-issue completes
//   its transfer (发票转开); mail: only a paper invoice; reject and removal let the waybills go;
// - on every read: shippingNoteNumbers from the lines, and the first waybill's id and receipt
//   photos (the link to its page, the review's documents).
import { fromFen } from '../../../../src/core/money/fen';
import type { EntityFieldError } from '../../../entities/fieldErrors';
import type { EntityWriteHooks, HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { totalsOf } from '../../../entities/shared';
import { displayTime } from '../../../storage/clock';
import { invoiceAmounts, type InvoiceAmounts } from './amounts';
import { deleteLines, insertLines, invoiceLines, linesOf, releaseLines } from './lines';
import { heldWaybills, invoiceMessage, sellerOf, waybillSources, type WaybillSource } from './sources';
import { tables, type AnyDb } from './tables';

export const ENTITY = 'invoiceApplication';
const SIGNED = new Set(['signed', 'completed']);

/** Invoice entities whose lists a write of this module changes (their cached totals go). */
export const INVOICE_ENTITIES = ['invoiceApplication', 'invoiceLine', 'invoiceTransfer', 'invoiceableWaybill'];

export function forgetTotals(ctx: HookContext): void {
  for (const entity of INVOICE_ENTITIES) totalsOf(ctx.db).forget(entity);
}

export function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);
const text = (value: unknown) => (value === undefined || value === null || value === '' ? null : String(value));

/** What a create or a recomputing update worked out, kept for afterWrite (same transaction). */
interface Computed {
  amounts: InvoiceAmounts;
  sources: Map<string, WaybillSource>;
}
const computedIn = new WeakMap<object, Computed>();

/** The chosen waybill numbers, each once, in the order chosen. */
function chosen(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string' && item !== ''))] : [];
}

/** Checks the waybills and works out the amounts; errors, or the values to store. */
async function compute(ctx: HookContext, record: EntityRecord, numbers: string[], ownNumber: string | null): Promise<EntityFieldError[] | Computed> {
  const field = 'shippingNoteNumbers';
  if (numbers.length === 0) return [refusal(ctx, ENTITY, field, 'waybillsRequired')];
  const branchCode = branchOf(ctx, record);
  const sources = await waybillSources(ctx.trx, branchCode, numbers);
  const held = await heldWaybills(ctx.trx, branchCode, numbers, ownNumber);
  const errors: EntityFieldError[] = [];
  const { caller } = ctx;
  for (const number of numbers) {
    const source = sources.get(number);
    const params = { shippingNoteNumber: number };
    if (!source) errors.push(refusal(ctx, ENTITY, field, 'waybillUnknown', params));
    else if (caller.dataScope === 'shipper' && source.waybill.shipper_code !== caller.code) errors.push(refusal(ctx, ENTITY, field, 'notOwnWaybill', params));
    else if (!SIGNED.has(source.waybill.status)) errors.push(refusal(ctx, ENTITY, field, 'waybillNotSigned', params));
    else if (held.has(number)) errors.push(refusal(ctx, ENTITY, field, 'waybillTaken', { ...params, applicationNumber: held.get(number)! }));
    else if (!source.accounting) errors.push(refusal(ctx, ENTITY, field, 'waybillNotAccounted', params));
  }
  if (errors.length > 0) return errors;
  const first = sources.get(numbers[0]!)!.waybill;
  const other = numbers.map((number) => sources.get(number)!.waybill).find((waybill) => waybill.shipper_code !== first.shipper_code);
  if (other) {
    return [refusal(ctx, ENTITY, field, 'mixedShippers', { shippingNoteNumber: other.shipping_note_number, otherName: String(other.shipper_name ?? ''), shipperName: String(first.shipper_name ?? '') })];
  }
  const amounts = invoiceAmounts(numbers.map((number) => sources.get(number)!.accounting!), Number(record.taxRate ?? 9));
  return { amounts, sources };
}

/** The values an application takes from its waybills and amounts. */
function amountValues(computed: Computed, numbers: string[]): EntityRecord {
  const { amounts, sources } = computed;
  const first = sources.get(numbers[0]!)!.waybill;
  const lastSigned = numbers.map((number) => sources.get(number)!.waybill.signed_date_time ?? '').sort().at(-1) || null;
  return {
    shippingNoteNumber: first.shipping_note_number,
    waybillCount: amounts.waybillCount,
    shipperCode: first.shipper_code,
    shipperName: first.shipper_name,
    consignee: first.consignee?.slice(0, 100) ?? null,
    descriptionOfGoods: first.description_of_goods?.slice(0, 100) ?? null,
    signedDateTime: lastSigned,
    freightTotal: fromFen(amounts.freightFen),
    serviceFeeRate: amounts.feeRate,
    serviceFeeAmount: fromFen(amounts.feeFen),
    freightAmount: fromFen(amounts.totalFen),
    taxAmount: fromFen(amounts.taxFen),
    amountExcludingTax: fromFen(amounts.exclFen),
  };
}

/** The buyer: an invoice message of the shipper; the mailing contact from it when left empty. */
async function buyerErrors(ctx: HookContext, values: EntityRecord, record: EntityRecord, messageChanged: boolean): Promise<EntityFieldError[]> {
  if (record.invoiceMessageId === undefined || record.invoiceMessageId === null) return [refusal(ctx, ENTITY, 'invoiceMessageId', 'messageRequired')];
  const message = await invoiceMessage(ctx.trx, Number(record.invoiceMessageId));
  if (!message || message.shipper_code !== record.shipperCode) {
    return [refusal(ctx, ENTITY, 'invoiceMessageId', 'messageOfOtherShipper', { shipperName: String(record.shipperName ?? '') })];
  }
  if (messageChanged) {
    const fill: Record<string, string | null> = {
      receiverName: message.receiver_name, receiverMobile: message.receiver_mobile, receiverAddress: message.receiver_address, receiverEmail: message.receiver_email,
    };
    for (const [property, value] of Object.entries(fill)) {
      if (text(record[property]) === null && value) {
        values[property] = value;
        record[property] = value;
      }
    }
    values.invoiceMedium = message.invoice_medium ?? 'electronic';
    record.invoiceMedium = values.invoiceMedium;
  }
  if (record.invoiceMedium === 'paper' && (!text(record.receiverName) || !text(record.receiverMobile) || !text(record.receiverAddress))) {
    return [refusal(ctx, ENTITY, 'receiverAddress', 'receiverRequired')];
  }
  return [];
}

async function beforeCreate(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[]> {
  const numbers = chosen(values.shippingNoteNumbers);
  const computed = await compute(ctx, values, numbers, null);
  if (Array.isArray(computed)) return computed;
  Object.assign(values, amountValues(computed, numbers));
  const errors = await buyerErrors(ctx, values, { ...values }, true);
  if (errors.length > 0) return errors;
  computedIn.set(ctx.trx, computed);
  return [];
}

async function beforeUpdate(ctx: HookContext, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[]> {
  const branchCode = branchOf(ctx, stored);
  const ownNumber = String(stored.applicationNumber);
  const current = (await linesOf(ctx.trx, branchCode, ownNumber)).map((line) => line.shipping_note_number);
  const asked = values.shippingNoteNumbers === undefined ? current : chosen(values.shippingNoteNumbers);
  const changed = asked.length !== current.length || asked.some((number, index) => number !== current[index]);
  if (stored.status !== 'pending') {
    if (!changed) return [];
    const state = String(ctx.texts.entityT(`dict.invoice_application_status.${String(stored.status)}`, { defaultValue: String(stored.status) }));
    return [refusal(ctx, ENTITY, 'shippingNoteNumbers', 'waybillsLocked', { state })];
  }
  const record = { ...stored, ...values };
  if (changed || (values.taxRate !== undefined && Number(values.taxRate) !== Number(stored.taxRate))) {
    const computed = await compute(ctx, record, asked, ownNumber);
    if (Array.isArray(computed)) return computed;
    Object.assign(values, amountValues(computed, asked));
    Object.assign(record, values);
    computedIn.set(ctx.trx, computed);
  }
  const messageChanged = values.invoiceMessageId !== undefined && values.invoiceMessageId !== stored.invoiceMessageId;
  return buyerErrors(ctx, values, record, messageChanged);
}

/** Another application (or a transfer's red or new invoice) already numbered so in the branch. */
export async function numberTaken(db: AnyDb, branchCode: string, invoiceNumber: string, ownId: number | null): Promise<string | undefined> {
  let query = tables(db).selectFrom('tms_invoice_application').select('application_number')
    .where('branch_code', '=', branchCode).where('invoice_number', '=', invoiceNumber);
  if (ownId !== null) query = query.where('id', '!=', ownId);
  const application = await query.limit(1).executeTakeFirst();
  if (application) return application.application_number;
  const red = await tables(db).selectFrom('tms_invoice_transfer').select('transfer_number')
    .where('branch_code', '=', branchCode).where('red_invoice_number', '=', invoiceNumber).limit(1).executeTakeFirst();
  return red?.transfer_number;
}

/** The seller and issuer of an invoice being issued, or the refusal when the branch has no seller. */
export async function issueValues(ctx: HookContext, branchCode: string): Promise<EntityRecord | string> {
  const seller = await sellerOf(ctx.trx, branchCode);
  if (!seller) return String(ctx.texts.entityT(`entity.${ENTITY}.error.noSeller`));
  return { ...seller, issuerName: ctx.caller.name };
}

async function beforeAction(ctx: HookContext, action: string, id: number, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | void> {
  const branchCode = branchOf(ctx, stored);
  if (action === 'issue') {
    const number = String(values.invoiceNumber ?? '');
    const taken = await numberTaken(ctx.trx, branchCode, number, id);
    if (taken) return [refusal(ctx, ENTITY, 'invoiceNumber', 'invoiceNumberTaken', { invoiceNumber: number, applicationNumber: taken })];
    const issued = await issueValues(ctx, branchCode);
    if (typeof issued === 'string') return issued;
    Object.assign(values, issued);
  }
  if (action === 'mail' && stored.invoiceMedium !== 'paper') return String(ctx.texts.entityT(`entity.${ENTITY}.error.electronicNotMailed`));
}

async function afterWrite(ctx: HookContext, change: { action: string; id: number; before: EntityRecord | null; after: EntityRecord | null }): Promise<void> {
  const record = change.after ?? change.before;
  if (!record) return;
  const branchCode = branchOf(ctx, record);
  const number = String(record.applicationNumber);
  const computed = computedIn.get(ctx.trx);
  computedIn.delete(ctx.trx);
  const ref = { id: change.id, applicationNumber: number, branchCode, taxRate: Number(record.taxRate ?? 9) };
  switch (change.action) {
    case 'create':
    case 'update':
      if (computed) {
        if (change.action === 'update') await deleteLines(ctx.trx, branchCode, number);
        await insertLines(ctx.trx, ref, computed.amounts, computed.sources, ctx.now);
        // The answer was read before the lines were written.
        if (change.after) change.after.shippingNoteNumbers = computed.amounts.lines.map((line) => line.shippingNoteNumber);
      }
      break;
    case 'reject':
      await releaseLines(ctx.trx, branchCode, number, ctx.now);
      break;
    case 'issue':
      await invoiceLines(ctx.trx, branchCode, number, { code: text(record.invoiceCode), number: String(record.invoiceNumber), issuedAt: String(record.issueDateTime) }, ctx.now);
      await completeTransfer(ctx, record);
      break;
    case 'remove':
      await deleteLines(ctx.trx, branchCode, number);
      break;
    default:
      break;
  }
  forgetTotals(ctx);
}

/** An application re-issuing a reversed invoice, issued here (开票): its transfer is 已重开. */
async function completeTransfer(ctx: HookContext, record: EntityRecord): Promise<void> {
  const transferNumber = text(record.transferNumber);
  if (!transferNumber || !text(record.originalApplicationNumber)) return;
  const t = tables(ctx.trx);
  const transfer = await t.selectFrom('tms_invoice_transfer').select(['id', 'status']).where('branch_code', '=', branchOf(ctx, record))
    .where('transfer_number', '=', transferNumber).executeTakeFirst();
  if (!transfer || transfer.status !== 'reversed') return;
  const time = displayTime(ctx.now);
  await t.updateTable('tms_invoice_transfer').set({
    status: 'reissued', new_invoice_code: text(record.invoiceCode), new_invoice_number: String(record.invoiceNumber), reissued_date_time: String(record.issueDateTime ?? time), gmt_modified: time,
  }).where('id', '=', transfer.id).execute();
  await t.insertInto('entity_action_log').values({
    entity: 'invoiceTransfer', record_id: transfer.id, action: 'issue', from_state: 'reversed', to_state: 'reissued', party_code: ctx.caller.code,
    payload: JSON.stringify({ newInvoiceNumber: record.invoiceNumber, newApplicationNumber: record.applicationNumber }), gmt_created: time,
  }).execute();
}

/** shippingNoteNumbers from the lines; the first waybill's id and receipt photos. */
async function decorate(db: AnyDb, records: EntityRecord[]): Promise<void> {
  const numbers = [...new Set(records.map((record) => record.applicationNumber).filter((n): n is string => typeof n === 'string'))];
  if (numbers.length === 0) return;
  const t = tables(db);
  const lines = await t.selectFrom('tms_invoice_line').select(['application_number', 'shipping_note_number', 'branch_code'])
    .where('application_number', 'in', numbers).orderBy('id').execute();
  const firsts = [...new Set(records.map((record) => record.shippingNoteNumber).filter((n): n is string => typeof n === 'string'))];
  const waybills = firsts.length === 0 ? [] : await t.selectFrom('tms_waybill').select(['id', 'shipping_note_number', 'receipt_images', 'branch_code'])
    .where('shipping_note_number', 'in', firsts).execute();
  for (const record of records) {
    const own = lines.filter((line) => line.application_number === record.applicationNumber && line.branch_code === record.branchCode);
    if (own.length > 0) record.shippingNoteNumbers = own.map((line) => line.shipping_note_number);
    const waybill = waybills.find((w) => w.shipping_note_number === record.shippingNoteNumber && w.branch_code === record.branchCode);
    if (!waybill) continue;
    record.waybillId = Number(waybill.id);
    const images: unknown = waybill.receipt_images ? JSON.parse(waybill.receipt_images) : [];
    if (Array.isArray(images) && images.length > 0) record.receiptImages = images;
  }
}

export const applicationHooks: EntityWriteHooks = {
  beforeCreate,
  beforeUpdate: (ctx, _id, stored, values) => beforeUpdate(ctx, stored, values),
  beforeAction,
  afterWrite,
  decorate,
};
