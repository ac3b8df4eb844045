// The demo's invoices (server/seed/moneyDemo.ts, after the postings): the shippers' invoice
// applications over their accounted signed waybills (settlement's freight accounting), each
// waybill on one live application at most, the amounts computed as the server computes them
// (amounts.ts) and the lines written as it writes them (lines.ts):
// - per shipper with an invoice message, his accounted waybills in signing order, in invoices of
//   1–6 waybills applied for a few days after the later of signing and accounting; his latest
//   waybills stay uninvoiced (申请开票 has waybills to choose);
// - the older ones issued by staff (数电票: a 20-digit number; paper 专票: a code and an 8-digit
//   number), the paper ones mailed and most received; a few rejected (their waybills free again);
//   the recent ones pending review or approved and waiting to be issued;
// - one issued invoice reversed (红冲) and re-issued to its shipper's other invoice message
//   through a transfer (发票转开), the waybills passing to the re-issue;
// - the lines of invoices issued before this month declared (运单申报);
// - each record's history (entity_action_log) as the actions write it.
// Invoices move no money: nothing is added to the timeline.
import { sql, type Transaction } from 'kysely';
import { fromFen } from '../../../../src/core/money/fen';
import type { DemoMoneyTimeline } from '../../../ledger';
import { createRandom, type Random } from '../../../seed/demo/random';
import { DEMO_BRANCH } from '../../../seed/organisation';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { invoiceAmounts } from './amounts';
import { copyLines, insertLines, invoiceLines, linesOf, releaseLines, reverseLines } from './lines';
import { sellerOf, waybillSources, type Seller } from './sources';
import { tables, type ApplicationRow, type InvoiceTables, type TransferRow } from './tables';
import { DemoNumbers } from '../../../seed/demo/numbers';

const SEED = 20261403;
const REJECTIONS = ['开票信息与营业执照不一致', '纳税人识别号有误，请核对', '专票需提供一般纳税人资格证明', '所选运单回单不全，请补齐后再申请'];
const COURIERS: Array<[string, number]> = [['SF', 55], ['EMS', 20], ['JD', 15], ['ZTO', 10]];
const REMARKS = ['请尽快开具，月底前需入账', '发票请寄财务部', '与上月运费发票一并邮寄', ''];

type Trx = Transaction<Database>;
const parseTime = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

interface Accounted {
  number: string;
  shipperCode: string;
  signed: Date;
  accounted: Date;
}


/** Invoice numbers as the tax system gives them: 数电票 20 digits (year, 37 for 山东, running
 * number); a paper invoice a 10-digit code of its batch and an 8-digit number. */
class InvoiceNumbers {
  private electronic = 0;
  private paper = 0;
  next(paper: boolean, at: Date): { code: string | null; number: string } {
    const year = displayTime(at).slice(2, 4);
    if (!paper) {
      this.electronic += 1;
      return { code: null, number: `${year}37200000${String(21 + this.electronic * 7).padStart(10, '0')}` };
    }
    this.paper += 1;
    return { code: `3700${year}3130`, number: String(1035 + this.paper * 3).padStart(8, '0') };
  }
}

async function staffCode(trx: Trx): Promise<string> {
  return (await trx.selectFrom('party').select('code').where('username', '=', 'staff').executeTakeFirst())?.code ?? '';
}

export async function seedInvoiceDemo(trx: Trx, now: Date, _timeline: DemoMoneyTimeline): Promise<void> {
  const branchCode = DEMO_BRANCH.code;
  const seller = await sellerOf(trx, branchCode);
  if (!seller) return;
  const random = createRandom(SEED);
  const t = tables(trx);
  const { rows } = await sql<{ shipping_note_number: string; shipper_code: string; signed_date_time: string; accounted_date_time: string | null }>`
    select w.shipping_note_number, w.shipper_code, w.signed_date_time, a.accounted_date_time
    from tms_freight_accounting a
    join tms_waybill w on w.shipping_note_number = a.shipping_note_number and w.branch_code = a.branch_code
    where a.status = 'accounted' and a.branch_code = ${branchCode} and w.status in ('signed', 'completed')
      and w.signed_date_time is not null and w.shipper_code is not null
    order by w.signed_date_time, w.id`.execute(trx);
  const messages = await t.selectFrom('basic_invoice_message').selectAll().where('branch_code', '=', branchCode)
    .where('owner_type', '=', 'shipper').orderBy('id').execute();
  const messagesOf = new Map<string, typeof messages>();
  for (const message of messages) {
    if (!message.shipper_code) continue;
    messagesOf.set(message.shipper_code, [...(messagesOf.get(message.shipper_code) ?? []), message]);
  }
  const byShipper = new Map<string, Accounted[]>();
  for (const row of rows) {
    if (!messagesOf.has(row.shipper_code)) continue;
    const signed = parseTime(row.signed_date_time);
    const accounted = row.accounted_date_time ? parseTime(row.accounted_date_time) : signed;
    byShipper.set(row.shipper_code, [...(byShipper.get(row.shipper_code) ?? []), { number: row.shipping_note_number, shipperCode: row.shipper_code, signed, accounted }]);
  }
  const operator = await staffCode(trx);
  const numbers = new DemoNumbers();
  const invoiceNumbers = new InvoiceNumbers();
  const issued: ApplicationRow[] = [];
  for (const [shipperCode, waybills] of byShipper) {
    const own = messagesOf.get(shipperCode)!;
    // A paper invoice when he has such details (专票 are mostly mailed), else his default.
    const message = own.find((m) => m.invoice_medium === 'paper') ?? own.find((m) => m.is_default) ?? own[0]!;
    // His latest waybills stay to be invoiced.
    const keep = Math.max(2, Math.round(waybills.length * 0.2));
    const chosen = waybills.slice(0, Math.max(0, waybills.length - keep));
    const groups: Accounted[][] = [];
    for (let at = 0; at < chosen.length;) {
      const size = random.weighted([[1, 15], [2, 25], [3, 25], [4, 15], [5, 10], [6, 10]] as const);
      groups.push(chosen.slice(at, at + size));
      at += size;
    }
    for (const [index, group] of groups.entries()) {
      const ready = Math.max(...group.map((w) => Math.max(w.signed.getTime(), w.accounted.getTime())));
      let created = addMs(new Date(ready), random.int(1, 6) * DAY_MS + random.int(1, 9) * HOUR_MS);
      // His last invoice was asked for these days: waiting for review, or approved and waiting to be issued.
      const latest = index === groups.length - 1 && groups.length > 2;
      if (latest) created = new Date(Math.max(ready + HOUR_MS, now.getTime() - random.int(2, 120) * HOUR_MS));
      if (created.getTime() > now.getTime() - HOUR_MS) continue;
      const application = await makeApplication(trx, random, { branchCode, numbers, group: group.map((w) => w.number), message, created, now, seller, invoiceNumbers, operator, latest });
      if (application && application.status === 'issued' && application.invoice_medium === 'electronic') issued.push(application);
    }
  }
  await reissueOne(trx, random, { branchCode, numbers, invoiceNumbers, issued, messagesOf, now, seller, operator });
}

interface Context {
  branchCode: string;
  numbers: DemoNumbers;
  invoiceNumbers: InvoiceNumbers;
  seller: Seller;
  operator: string;
  now: Date;
}

async function history(trx: Trx, entity: string, id: number, operator: string, steps: Array<[action: string, from: string, to: string, at: Date, payload: Record<string, unknown>]>): Promise<void> {
  for (const [action, from, to, at, payload] of steps) {
    await tables(trx).insertInto('entity_action_log').values({
      entity, record_id: id, action, from_state: from, to_state: to, party_code: operator, payload: JSON.stringify(payload), gmt_created: displayTime(at),
    }).execute();
  }
}

type Message = InvoiceTables['basic_invoice_message'];

/** One application of the group of waybills, taken to the state its age allows. */
async function makeApplication(trx: Trx, random: Random, options: Context & { group: string[]; message: Message; created: Date; latest: boolean }): Promise<ApplicationRow | undefined> {
  const { branchCode, group, message, created, now, seller, operator } = options;
  const t = tables(trx);
  const sources = await waybillSources(trx, branchCode, group);
  const inputs = group.map((number) => sources.get(number)?.accounting).filter((input) => input !== null && input !== undefined);
  if (inputs.length !== group.length) return undefined;
  const amounts = invoiceAmounts(inputs, 9);
  const first = sources.get(group[0]!)!.waybill;
  const paper = message.invoice_medium === 'paper';
  const age = (now.getTime() - created.getTime()) / DAY_MS;
  const reviewed = addMs(created, random.int(2, 30) * HOUR_MS);
  const issuedAt = addMs(reviewed, random.int(2, 40) * HOUR_MS);
  const mailedAt = addMs(issuedAt, random.int(3, 30) * HOUR_MS);
  const receivedAt = addMs(mailedAt, random.int(30, 96) * HOUR_MS);
  const status = options.latest ? (age < 1 || random.chance(0.65) ? 'pending' : 'approved')
    : age < 3 ? (random.chance(0.75) ? 'pending' : 'approved')
    : random.chance(0.07) ? 'rejected'
      : age < 6 && random.chance(0.5) ? 'approved'
        : !paper ? 'issued'
          : receivedAt.getTime() < now.getTime() ? (random.chance(0.9) ? 'received' : 'mailed')
            : mailedAt.getTime() < now.getTime() ? 'mailed' : 'issued';
  const applicationNumber = options.numbers.next('KP', created);
  const decided = status !== 'pending';
  const isIssued = ['issued', 'mailed', 'received'].includes(status);
  const invoice = isIssued ? options.invoiceNumbers.next(paper, issuedAt) : null;
  const courier = random.weighted(COURIERS);
  const tracking = courier === 'SF' ? `SF${random.digits(13)}` : courier === 'JD' ? `JDV${random.digits(12)}` : random.digits(13);
  const lastSigned = group.map((number) => sources.get(number)!.waybill.signed_date_time ?? '').sort().at(-1) ?? null;
  const row = {
    application_number: applicationNumber, shipping_note_number: first.shipping_note_number, waybill_count: amounts.waybillCount,
    shipper_code: first.shipper_code, shipper_name: first.shipper_name, consignee: first.consignee?.slice(0, 100) ?? null,
    description_of_goods: first.description_of_goods?.slice(0, 100) ?? null, signed_date_time: lastSigned,
    freight_total: fromFen(amounts.freightFen), service_fee_rate: amounts.feeRate, service_fee_amount: fromFen(amounts.feeFen),
    freight_amount: fromFen(amounts.totalFen), tax_rate: 9, tax_amount: fromFen(amounts.taxFen), amount_excluding_tax: fromFen(amounts.exclFen),
    invoice_type: message.invoice_type ?? 'vat_special', invoice_medium: message.invoice_medium ?? 'electronic', invoice_message_id: message.id,
    invoice_title: message.invoice_title, tax_number: message.tax_number, registered_address: message.registered_address, registered_phone: message.registered_phone,
    bank_name: message.bank_name, bank_account: message.bank_account, receiver_name: message.receiver_name, receiver_mobile: message.receiver_mobile,
    receiver_address: message.receiver_address, receiver_email: message.receiver_email,
    invoice_code: invoice?.code ?? null, invoice_number: invoice?.number ?? null, issue_date_time: isIssued ? displayTime(issuedAt) : null,
    issuer_name: isIssued ? '陈晓燕' : null, seller_name: isIssued ? seller.sellerName : null, seller_tax_number: isIssued ? seller.sellerTaxNumber : null,
    seller_address_phone: isIssued ? seller.sellerAddressPhone : null, seller_bank_account: isIssued ? seller.sellerBankAccount : null,
    express_company: ['mailed', 'received'].includes(status) ? courier : null, tracking_number: ['mailed', 'received'].includes(status) ? tracking : null,
    mailed_date_time: ['mailed', 'received'].includes(status) ? displayTime(mailedAt) : null, received_date_time: status === 'received' ? displayTime(receivedAt) : null,
    transfer_number: null, original_application_number: null, reissued_application_number: null, red_invoice_number: null, reversed_date_time: null,
    status, remark: random.chance(0.15) ? random.pick(REMARKS) || null : null, review_level: decided && status !== 'rejected' ? 1 : 0,
    review_remark: status === 'rejected' ? random.pick(REJECTIONS) : null, review_date_time: decided ? displayTime(reviewed) : null,
    applicant_name: first.shipper_name, branch_code: branchCode, gmt_created: displayTime(created),
    gmt_modified: displayTime(status === 'received' ? receivedAt : status === 'mailed' ? mailedAt : isIssued ? issuedAt : decided ? reviewed : created),
  };
  const made = await t.insertInto('tms_invoice_application').values(row as unknown as ApplicationRow).returning('id').executeTakeFirstOrThrow();
  const id = Number(made.id);
  await insertLines(trx, { id, applicationNumber, branchCode, taxRate: 9 }, amounts, sources, created);
  const steps: Array<[string, string, string, Date, Record<string, unknown>]> = [];
  if (status === 'rejected') {
    steps.push(['reject', 'pending', 'rejected', reviewed, { reviewRemark: row.review_remark }]);
    await releaseLines(trx, branchCode, applicationNumber, reviewed);
  } else if (decided) {
    steps.push(['approve', 'pending', 'approved', reviewed, { reviewLevel: 1 }]);
  }
  if (isIssued && invoice) {
    steps.push(['issue', 'approved', 'issued', issuedAt, { invoiceCode: invoice.code, invoiceNumber: invoice.number }]);
    await invoiceLines(trx, branchCode, applicationNumber, { code: invoice.code, number: invoice.number, issuedAt: displayTime(issuedAt) }, issuedAt);
    // Lines of invoices issued before this month are declared, some days into the next month.
    const month = displayTime(now).slice(0, 7);
    if (displayTime(issuedAt).slice(0, 7) < month) {
      const declared = addMs(parseTime(`${displayTime(addMs(issuedAt, 32 * DAY_MS)).slice(0, 7)}-1${random.int(0, 4)} 10:00:00`), random.int(0, 300) * MINUTE_MS);
      await t.updateTable('tms_invoice_line').set({ declare_status: 'declared', declared_date_time: displayTime(declared), declarer_name: '陈晓燕' })
        .where('branch_code', '=', branchCode).where('application_number', '=', applicationNumber).execute();
    }
  }
  if (row.mailed_date_time) steps.push(['mail', 'issued', 'mailed', mailedAt, { expressCompany: row.express_company, trackingNumber: row.tracking_number }]);
  if (row.received_date_time) steps.push(['receive', 'mailed', 'received', receivedAt, {}]);
  await history(trx, 'invoiceApplication', id, operator, steps);
  return { ...(row as unknown as ApplicationRow), id };
}

/** One issued electronic invoice reversed and re-issued to its shipper's other title. */
async function reissueOne(trx: Trx, random: Random, options: Context & { issued: ApplicationRow[]; messagesOf: Map<string, Message[]> }): Promise<void> {
  const { branchCode, issued, messagesOf, now, seller, operator } = options;
  const candidate = issued.find((application) => (messagesOf.get(String(application.shipper_code))?.length ?? 0) > 1
    && application.issue_date_time && now.getTime() - parseTime(application.issue_date_time).getTime() > 20 * DAY_MS);
  if (!candidate) return;
  const message = messagesOf.get(String(candidate.shipper_code))!.find((m) => m.id !== candidate.invoice_message_id)!;
  const t = tables(trx);
  const applied = addMs(parseTime(candidate.issue_date_time!), random.int(3, 6) * DAY_MS);
  const approved = addMs(applied, random.int(2, 20) * HOUR_MS);
  const reversed = addMs(approved, random.int(2, 20) * HOUR_MS);
  const reissued = addMs(reversed, random.int(1, 6) * HOUR_MS);
  const transferNumber = options.numbers.next('ZK', applied);
  const red = options.invoiceNumbers.next(false, reversed);
  const fresh = options.invoiceNumbers.next(false, reissued);
  const newNumber = options.numbers.next('KP', reversed);
  // What the corrected invoice message changes names the reason.
  const [reasonType, reason] = message.invoice_title !== candidate.invoice_title ? ['title_error', '购方名称填写为简称，需按营业执照全称重新开具']
    : message.tax_number !== candidate.tax_number ? ['tax_number_error', '纳税人识别号填写有误，按正确税号重新开具']
      : ['bank_error', '购方开户行及账号变更，按新的开票信息重新开具'];
  const transfer = await t.insertInto('tms_invoice_transfer').values({
    transfer_number: transferNumber, transfer_type: 'reissue', original_application_number: candidate.application_number,
    original_invoice_code: candidate.invoice_code, original_invoice_number: candidate.invoice_number, original_issue_date_time: candidate.issue_date_time,
    original_invoice_title: candidate.invoice_title, original_tax_number: candidate.tax_number, original_invoice_amount: candidate.freight_amount,
    original_tax_amount: candidate.tax_amount, waybill_count: candidate.waybill_count, shipper_code: candidate.shipper_code, shipper_name: candidate.shipper_name,
    reason_type: reasonType, reason, new_invoice_message_id: message.id, new_invoice_title: message.invoice_title, new_tax_number: message.tax_number,
    red_invoice_code: red.code, red_invoice_number: red.number, reversed_date_time: displayTime(reversed), new_application_number: newNumber,
    new_invoice_code: fresh.code, new_invoice_number: fresh.number, reissued_date_time: displayTime(reissued), status: 'reissued', review_level: 1,
    review_remark: null, review_date_time: displayTime(approved), applicant_name: '陈晓燕', branch_code: branchCode,
    gmt_created: displayTime(applied), gmt_modified: displayTime(reissued),
  } as unknown as TransferRow).returning('id').executeTakeFirstOrThrow();
  await history(trx, 'invoiceTransfer', Number(transfer.id), operator, [
    ['approve', 'pending', 'approved', approved, { reviewLevel: 1 }],
    ['redden', 'approved', 'reversed', reversed, { redInvoiceCode: red.code, redInvoiceNumber: red.number }],
    ['issue', 'reversed', 'reissued', reissued, { newInvoiceCode: fresh.code, newInvoiceNumber: fresh.number }],
  ]);
  const lines = await linesOf(trx, branchCode, candidate.application_number);
  await t.updateTable('tms_invoice_application').set({
    status: 'reversed', transfer_number: transferNumber, red_invoice_number: red.number, reversed_date_time: displayTime(reversed),
    reissued_application_number: newNumber, gmt_modified: displayTime(reversed),
  }).where('id', '=', candidate.id).execute();
  await reverseLines(trx, branchCode, candidate.application_number, reversed);
  await history(trx, 'invoiceApplication', candidate.id, operator, [['reverse', candidate.status, 'reversed', reversed, { transferNumber, redInvoiceNumber: red.number }]]);
  const { id: _id, ...copied } = candidate;
  const made = await t.insertInto('tms_invoice_application').values({
    ...copied, application_number: newNumber, invoice_type: message.invoice_type ?? candidate.invoice_type, invoice_medium: message.invoice_medium ?? 'electronic',
    invoice_message_id: message.id, invoice_title: message.invoice_title, tax_number: message.tax_number, registered_address: message.registered_address,
    registered_phone: message.registered_phone, bank_name: message.bank_name, bank_account: message.bank_account,
    invoice_code: fresh.code, invoice_number: fresh.number, issue_date_time: displayTime(reissued), issuer_name: '陈晓燕', ...sellerColumns(seller),
    express_company: null, tracking_number: null, mailed_date_time: null, received_date_time: null,
    transfer_number: transferNumber, original_application_number: candidate.application_number, reissued_application_number: null,
    red_invoice_number: null, reversed_date_time: null, status: 'issued', review_level: 0, review_date_time: displayTime(approved),
    applicant_name: '陈晓燕', gmt_created: displayTime(reversed), gmt_modified: displayTime(reissued),
  } as unknown as ApplicationRow).returning('id').executeTakeFirstOrThrow();
  const newId = Number(made.id);
  await copyLines(trx, lines, { id: newId, applicationNumber: newNumber, branchCode, taxRate: Number(candidate.tax_rate) }, reversed);
  await invoiceLines(trx, branchCode, newNumber, { code: fresh.code, number: fresh.number, issuedAt: displayTime(reissued) }, reissued);
  await history(trx, 'invoiceApplication', newId, operator, [
    ['reissue', '', 'approved', reversed, { transferNumber, originalApplicationNumber: candidate.application_number }],
    ['issue', 'approved', 'issued', reissued, { invoiceCode: fresh.code, invoiceNumber: fresh.number }],
  ]);
}

function sellerColumns(seller: Seller) {
  return { seller_name: seller.sellerName, seller_tax_number: seller.sellerTaxNumber, seller_address_phone: seller.sellerAddressPhone, seller_bank_account: seller.sellerBankAccount };
}
