// 物流金融 (logisticsFinance/loan, loanProof) beyond the schemas of loan and loanProof, in the
// write's transaction:
// - a loan's applicant: a driver (himself, when a driver applies) or a fleet (车队, through its
//   captain, whose code is the loan's driverCode: the data scope of driver users);
// - a proof: a waybill of a draft loan the caller reaches, carried by the applicant (a fleet: by
//   one of its approved members or its captain), signed, its freight accounted (运费核算) and not
//   paid or being paid, with a balance still owed; pledged in one open loan at a time (draft,
//   submitted, approved, disbursed, overdue), refused otherwise naming that loan; its receivable
//   is the accounting's balance;
// - the loan's proof count, receivables and approvable cap (80% of the receivables, down to the
//   fen) follow its proofs; 提交 needs a proof and every proof still unpaid; 审批 at most the cap
//   and the amount asked; 放款 at most the amount approved, due date = disbursed date + term;
//   还款 not before the disbursement; a disbursed loan past its due date becomes 已逾期 in the
//   daily sweep (runLoanSweep, started with the server); the proofs keep their loan's state.
// The money moves between the financier and the carrier, outside the platform's ledger.
import type { FastifyPluginAsync } from 'fastify';
import { fromFen, toFen } from '../../../src/core/money/fen';
import type { AppContext } from '../../context';
import type { EntityFieldError } from '../../entities/fieldErrors';
import { registerEntityHooks, type EntityWriteHooks, type HookContext } from '../../entities/hooks';
import type { EntityDb } from '../../entities/listQuery';
import type { EntityRecord } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import type { Db } from '../../storage/database';
import { displayTime, HOUR_MS } from '../../storage/clock';
import { periodicSweep } from '../../lib/periodicSweep';

const OWNER = 'logisticsFinance';
const LOAN = 'loan';
const PROOF = 'loanProof';
export const OPEN_LOAN_STATES = ['draft', 'submitted', 'approved', 'disbursed', 'overdue'];
const SIGNED = new Set(['signed', 'completed']);
const BEING_PAID = new Set(['paying', 'paid']);
/** The share of the receivables a financier lends at most. */
export const CAP_PERCENT = 80;

const tables = (db: unknown) => db as EntityDb;
const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);
const dictName = (ctx: HookContext, dict: string, code: unknown) => String(ctx.texts.entityT(`dict.${dict}.${String(code)}`, { defaultValue: String(code ?? '') }));

function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}
const message = (ctx: HookContext, entity: string, key: string, params: Record<string, string | number> = {}) => String(ctx.texts.entityT(`entity.${entity}.error.${key}`, params));

/** The approvable cap in fen: 80% of the receivables, rounded down. */
export const capFen = (receivableFen: number) => Math.floor((receivableFen * CAP_PERCENT) / 100);

/** yyyyMMdd of the China day of `now`. */
export const chinaDay = (now: Date) => displayTime(now).slice(0, 10).replace(/-/g, '');

/** yyyyMMdd plus days. */
export function addDays(day: string, days: number): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)) + days));
  return date.toISOString().slice(0, 10).replace(/-/g, '');
}

interface LoanRow {
  id: number;
  loan_number: string;
  status: string;
  applicant_type: string;
  driver_code: string | null;
  team_code: string | null;
  applicant_name: string | null;
  branch_code: string;
}

async function loanByNumber(db: unknown, branchCode: string, loanNumber: string): Promise<LoanRow | undefined> {
  return await tables(db).selectFrom('loan_application').select(['id', 'loan_number', 'status', 'applicant_type', 'driver_code', 'team_code', 'applicant_name', 'branch_code'])
    .where('branch_code', '=', branchCode).where('loan_number', '=', loanNumber).executeTakeFirst() as LoanRow | undefined;
}

// ------------------------------------------------------------------------------------ the loan

async function applicantErrors(ctx: HookContext, record: EntityRecord, values: EntityRecord): Promise<EntityFieldError[]> {
  const branchCode = branchOf(ctx, record);
  const db = tables(ctx.trx);
  const own = ctx.caller.dataScope === 'driver';
  if (record.applicantType === 'fleet') {
    const code = String(record.teamCode ?? '');
    if (!code) return [refusal(ctx, LOAN, 'teamCode', 'teamRequired')];
    const team = await db.selectFrom('basic_driver_team').select(['team_name', 'captain_code', 'review_status'])
      .where('branch_code', '=', branchCode).where('team_code', '=', code).executeTakeFirst() as { team_name: string; captain_code: string; review_status: string } | undefined;
    if (!team || team.review_status !== 'approved') return [refusal(ctx, LOAN, 'teamCode', 'unknownTeam', { code })];
    if (own && team.captain_code !== ctx.caller.code) return [refusal(ctx, LOAN, 'teamCode', 'notOwn')];
    Object.assign(values, { driverCode: team.captain_code, applicantName: team.team_name });
    return [];
  }
  const code = String(record.driverCode ?? '');
  if (!code) return [refusal(ctx, LOAN, 'driverCode', 'driverRequired')];
  if (own && code !== ctx.caller.code) return [refusal(ctx, LOAN, 'driverCode', 'notOwn')];
  const driver = await db.selectFrom('basic_driver').select(['driver_name', 'review_status'])
    .where('branch_code', '=', branchCode).where('driver_code', '=', code).executeTakeFirst() as { driver_name: string; review_status: string } | undefined;
  if (!driver || driver.review_status !== 'approved') return [refusal(ctx, LOAN, 'driverCode', 'unknownDriver', { code })];
  Object.assign(values, { applicantName: driver.driver_name, teamCode: null });
  return [];
}

interface ProofRow {
  id: number;
  shipping_note_number: string;
  receivable_amount: number | null;
}

async function proofsOf(db: unknown, branchCode: string, loanNumber: string): Promise<ProofRow[]> {
  return await tables(db).selectFrom('loan_proof').select(['id', 'shipping_note_number', 'receivable_amount'])
    .where('branch_code', '=', branchCode).where('loan_number', '=', loanNumber).orderBy('id').execute() as ProofRow[];
}

/** The loan's proof count, receivables and cap from its proofs. */
export async function refreshLoanTotals(db: unknown, branchCode: string, loanNumber: string, now: Date): Promise<void> {
  const proofs = await proofsOf(db, branchCode, loanNumber);
  const receivableFen = proofs.reduce((sum, proof) => sum + toFen(Number(proof.receivable_amount ?? 0)), 0);
  await tables(db).updateTable('loan_application').set({
    proof_count: proofs.length, receivable_total: fromFen(receivableFen), max_approvable: fromFen(capFen(receivableFen)), gmt_modified: displayTime(now),
  }).where('branch_code', '=', branchCode).where('loan_number', '=', loanNumber).execute();
}

async function loanAction(ctx: HookContext, action: string, stored: EntityRecord, values: EntityRecord): Promise<EntityFieldError[] | string | void> {
  const branchCode = branchOf(ctx, stored);
  const yuan = (fen: number) => fromFen(fen).toFixed(2);
  switch (action) {
    case 'apply': {
      const proofs = await proofsOf(ctx.trx, branchCode, String(stored.loanNumber));
      if (proofs.length === 0) return message(ctx, LOAN, 'noProofs');
      const numbers = proofs.map((proof) => proof.shipping_note_number);
      const paid = await tables(ctx.trx).selectFrom('tms_freight_accounting').select(['shipping_note_number', 'payment_status'])
        .where('branch_code', '=', branchCode).where('shipping_note_number', 'in', numbers).where('payment_status', 'in', [...BEING_PAID]).executeTakeFirst() as
        { shipping_note_number: string; payment_status: string } | undefined;
      if (paid) return message(ctx, LOAN, 'proofPaid', { shippingNoteNumber: paid.shipping_note_number, state: dictName(ctx, 'freight_payment_status', paid.payment_status) });
      return;
    }
    case 'approve': {
      const proofs = await proofsOf(ctx.trx, branchCode, String(stored.loanNumber));
      const receivableFen = proofs.reduce((sum, proof) => sum + toFen(Number(proof.receivable_amount ?? 0)), 0);
      const amountFen = toFen(Number(values.approvedAmount));
      if (amountFen > capFen(receivableFen)) {
        return [refusal(ctx, LOAN, 'approvedAmount', 'overCap', { amount: yuan(amountFen), cap: yuan(capFen(receivableFen)), receivable: yuan(receivableFen) })];
      }
      if (amountFen > toFen(Number(stored.amountRequested))) {
        return [refusal(ctx, LOAN, 'approvedAmount', 'overRequested', { amount: yuan(amountFen), requested: yuan(toFen(Number(stored.amountRequested))) })];
      }
      values.reviewerName = ctx.caller.name;
      return;
    }
    case 'reject':
      values.reviewerName = ctx.caller.name;
      return;
    case 'disburse': {
      const amountFen = toFen(Number(values.disbursedAmount));
      const approvedFen = toFen(Number(stored.approvedAmount ?? 0));
      if (amountFen > approvedFen) return [refusal(ctx, LOAN, 'disbursedAmount', 'overApproved', { amount: yuan(amountFen), approved: yuan(approvedFen) })];
      values.dueDate = addDays(String(values.disbursedDate), Number(stored.termDays));
      return;
    }
    case 'repay':
      if (stored.disbursedDate && String(values.repaidDate) < String(stored.disbursedDate)) {
        return [refusal(ctx, LOAN, 'repaidDate', 'repaidBeforeDisbursed', { date: String(stored.disbursedDate) })];
      }
      return;
    default:
      return;
  }
}

const loanHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => {
    const errors = await applicantErrors(ctx, values, values);
    if (errors.length > 0) return errors;
    Object.assign(values, { proofCount: 0, receivableTotal: 0, maxApprovable: 0 });
  },
  beforeUpdate: async (ctx, _id, stored, values) => {
    if (['applicantType', 'driverCode', 'teamCode'].some((field) => values[field] !== undefined && values[field] !== stored[field])) {
      const errors = await applicantErrors(ctx, { ...stored, ...values }, values);
      if (errors.length > 0) return errors;
      // A new applicant: the proofs were the former applicant's waybills.
      if (values.driverCode !== undefined && values.driverCode !== stored.driverCode) {
        const proofs = await proofsOf(ctx.trx, branchOf(ctx, stored), String(stored.loanNumber));
        if (proofs.length > 0) return [refusal(ctx, LOAN, 'driverCode', 'notOwn')];
      }
    }
  },
  beforeAction: async (ctx, action, _id, stored, values) => loanAction(ctx, action, stored, values),
  afterWrite: async (ctx, change) => {
    const record = change.after ?? change.before;
    if (!record) return;
    const branchCode = branchOf(ctx, record);
    const proofs = tables(ctx.trx);
    if (change.action === 'remove') {
      await proofs.deleteFrom('loan_proof').where('branch_code', '=', branchCode).where('loan_number', '=', String(record.loanNumber)).execute();
    } else if (change.after && change.before && change.after.status !== change.before.status) {
      await proofs.updateTable('loan_proof').set({ loan_status: String(change.after.status), gmt_modified: displayTime(ctx.now) })
        .where('branch_code', '=', branchCode).where('loan_number', '=', String(record.loanNumber)).execute();
    }
    totalsOf(ctx.db).forget(PROOF);
  },
};

// ------------------------------------------------------------------------------------ a proof

/** Whether the waybill's driver is the applicant: the driver himself, or a fleet's member or captain. */
async function carriedByApplicant(ctx: HookContext, loan: LoanRow, driverCode: string | null): Promise<boolean> {
  if (!driverCode) return false;
  if (driverCode === loan.driver_code) return true;
  if (loan.applicant_type !== 'fleet' || !loan.team_code) return false;
  const member = await tables(ctx.trx).selectFrom('basic_driver_team_member').select('id').where('branch_code', '=', loan.branch_code)
    .where('team_code', '=', loan.team_code).where('driver_code', '=', driverCode).where('review_status', '=', 'approved').executeTakeFirst();
  return Boolean(member);
}

async function proofErrors(ctx: HookContext, record: EntityRecord, ownId: number | null, values: EntityRecord): Promise<EntityFieldError[]> {
  const branchCode = branchOf(ctx, record);
  const loanNumber = String(record.loanNumber ?? '');
  const loan = await loanByNumber(ctx.trx, branchCode, loanNumber);
  if (!loan || (ctx.caller.dataScope === 'driver' && loan.driver_code !== ctx.caller.code) || ctx.caller.dataScope === 'shipper') {
    return [refusal(ctx, PROOF, 'loanNumber', 'loanUnknown', { loanNumber })];
  }
  if (loan.status !== 'draft') return [refusal(ctx, PROOF, 'loanNumber', 'loanLocked', { state: dictName(ctx, 'loan_status', loan.status) })];
  const shippingNoteNumber = String(record.shippingNoteNumber ?? '');
  const field = 'shippingNoteNumber';
  const params = { shippingNoteNumber };
  const db = tables(ctx.trx);
  const waybill = await db.selectFrom('tms_waybill').select(['status', 'driver_code', 'driver_name', 'vehicle_number', 'shipper_name', 'signed_date_time'])
    .where('branch_code', '=', branchCode).where('shipping_note_number', '=', shippingNoteNumber).executeTakeFirst() as
    { status: string; driver_code: string | null; driver_name: string | null; vehicle_number: string | null; shipper_name: string | null; signed_date_time: string | null } | undefined;
  if (!waybill) return [refusal(ctx, PROOF, field, 'waybillUnknown', params)];
  if (!await carriedByApplicant(ctx, loan, waybill.driver_code)) {
    return [refusal(ctx, PROOF, field, 'notApplicants', { ...params, driverName: String(waybill.driver_name ?? ''), applicantName: String(loan.applicant_name ?? '') })];
  }
  if (!SIGNED.has(waybill.status)) return [refusal(ctx, PROOF, field, 'notSigned', { ...params, state: dictName(ctx, 'waybill_status', waybill.status) })];
  const accounting = await db.selectFrom('tms_freight_accounting').select(['status', 'payment_status', 'accounted_freight', 'balance_amount'])
    .where('branch_code', '=', branchCode).where('shipping_note_number', '=', shippingNoteNumber).executeTakeFirst() as
    { status: string; payment_status: string; accounted_freight: number | null; balance_amount: number | null } | undefined;
  if (!accounting || accounting.status !== 'accounted') return [refusal(ctx, PROOF, field, 'notAccounted', params)];
  if (BEING_PAID.has(accounting.payment_status)) return [refusal(ctx, PROOF, field, 'paid', { ...params, state: dictName(ctx, 'freight_payment_status', accounting.payment_status) })];
  if (toFen(Number(accounting.balance_amount ?? 0)) <= 0) return [refusal(ctx, PROOF, field, 'nothingOwed', params)];
  let pledged = db.selectFrom('loan_proof as p').innerJoin('loan_application as l', (join) => join.onRef('l.loan_number', '=', 'p.loan_number').onRef('l.branch_code', '=', 'p.branch_code'))
    .select(['l.loan_number as loan_number', 'l.status as status']).where('p.branch_code', '=', branchCode).where('p.shipping_note_number', '=', shippingNoteNumber)
    .where('l.status', 'in', OPEN_LOAN_STATES);
  if (ownId !== null) pledged = pledged.where('p.id', '!=', ownId);
  const other = await pledged.executeTakeFirst() as { loan_number: string; status: string } | undefined;
  if (other) return [refusal(ctx, PROOF, field, 'pledged', { ...params, loanNumber: other.loan_number, state: dictName(ctx, 'loan_status', other.status) })];
  Object.assign(values, {
    driverCode: loan.driver_code, loanStatus: loan.status, carrierName: waybill.driver_name, vehicleNumber: waybill.vehicle_number,
    shipperName: waybill.shipper_name, signedDateTime: waybill.signed_date_time,
    accountedFreight: Number(accounting.accounted_freight ?? 0), receivableAmount: Number(accounting.balance_amount ?? 0),
  });
  return [];
}

const proofHooks: EntityWriteHooks = {
  beforeCreate: async (ctx, values) => proofErrors(ctx, values, null, values),
  beforeUpdate: async (ctx, id, stored, values) => {
    const moved = (['loanNumber', 'shippingNoteNumber'] as const).some((field) => values[field] !== undefined && values[field] !== stored[field]);
    if (moved) return proofErrors(ctx, { ...stored, ...values }, id, values);
  },
  afterWrite: async (ctx, change) => {
    const numbers = new Set([change.before?.loanNumber, change.after?.loanNumber].filter((n): n is string => typeof n === 'string'));
    const record = (change.after ?? change.before)!;
    for (const number of numbers) await refreshLoanTotals(ctx.trx, branchOf(ctx, record), number, ctx.now);
    totalsOf(ctx.db).forget(LOAN);
  },
  decorate: async (db, records) => {
    const numbers = [...new Set(records.map((record) => record.shippingNoteNumber).filter((n): n is string => typeof n === 'string'))];
    if (numbers.length === 0) return;
    const t = tables(db);
    const [waybills, accountings] = await Promise.all([
      t.selectFrom('tms_waybill').select(['id', 'shipping_note_number', 'branch_code']).where('shipping_note_number', 'in', numbers).execute(),
      t.selectFrom('tms_freight_accounting').select(['shipping_note_number', 'payment_status', 'branch_code']).where('shipping_note_number', 'in', numbers).execute(),
    ]) as [{ id: number; shipping_note_number: string; branch_code: string }[], { shipping_note_number: string; payment_status: string; branch_code: string }[]];
    for (const record of records) {
      const same = (row: { shipping_note_number: string; branch_code: string }) => row.shipping_note_number === record.shippingNoteNumber && row.branch_code === record.branchCode;
      const waybill = waybills.find(same);
      if (waybill) record.waybillId = Number(waybill.id);
      const accounting = accountings.find(same);
      if (accounting) record.paymentStatus = accounting.payment_status;
    }
  },
};

export function registerLogisticsFinanceRules(): void {
  registerEntityHooks(LOAN, loanHooks, OWNER);
  registerEntityHooks(PROOF, proofHooks, OWNER);
}

/** 已逾期: the disbursed loans whose due date has passed, with their history lines. */
export async function runLoanSweep(db: Db, now: Date): Promise<number> {
  const today = chinaDay(now);
  const time = displayTime(now);
  const moved = await db.transaction().execute(async (trx) => {
    const t = tables(trx);
    const due = await t.selectFrom('loan_application').select(['id', 'loan_number', 'branch_code']).where('status', '=', 'disbursed').where('due_date', '<', today).execute() as
      { id: number; loan_number: string; branch_code: string }[];
    for (const loan of due) {
      const result = await t.updateTable('loan_application').set({ status: 'overdue', gmt_modified: time }).where('id', '=', loan.id).where('status', '=', 'disbursed').executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) continue;
      await t.updateTable('loan_proof').set({ loan_status: 'overdue', gmt_modified: time }).where('branch_code', '=', loan.branch_code).where('loan_number', '=', loan.loan_number).execute();
      await trx.insertInto('entity_action_log').values({
        entity: LOAN, record_id: loan.id, action: 'overdue', from_state: 'disbursed', to_state: 'overdue', party_code: 'SYSTEM', payload: JSON.stringify({ today }), gmt_created: time,
      }).execute();
    }
    return due.length;
  });
  if (moved > 0) {
    totalsOf(db).forget(LOAN);
    totalsOf(db).forget(PROOF);
  }
  return moved;
}

const SWEEP_INTERVAL_MS = HOUR_MS;

/** The overdue sweep, at start and every hour. */
export function logisticsFinanceRoutes(ctx: AppContext): FastifyPluginAsync {
  return periodicSweep(() => runLoanSweep(ctx.db, ctx.now()), SWEEP_INTERVAL_MS);
}
