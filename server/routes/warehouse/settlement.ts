// 仓储结算 (entity warehouseSettlement): one customer, one period, once.
// - Storage: for each warehouse, the tonnes the customer held there at the end of each day of the
//   period (the sum of his moves' weights up to that day's end), summed as tonne-days, times the
//   warehouse's rate (元/吨·天); one storage line per warehouse.
// - Handling: his work records (装卸作业) of the period still 待结算, one line each; they become
//   结算中 with the settlement, 已结算 when it is approved, 待结算 again when it is cancelled.
// - An overlapping period of the same customer (not cancelled) is refused, as are periods ending
//   before they start or after today, and a period with nothing to charge.
// - 审核通过 (the final level) posts warehouseCharged (the customer owes it, the platform earns it),
//   key `wh-charge:<branch>:<number>`; 收款 posts warehousePaid from the customer's wallet, key
//   `wh-paid:<branch>:<number>`, refused with the figures when the wallet is short (nothing moves).

import { fromFen, toFen } from '../../../src/core/money/fen';
import { registerEntityHooks, type HookContext } from '../../entities/hooks';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { EntityRecord } from '../../entities/records';
import { LedgerRefusal, platformParty, postJournal, recipes, type Party } from '../../ledger';
import { DAY_MS, displayTime } from '../../storage/clock';
import { fromWeightUnits, message, OWNER, refusal, tables, text, weightUnits, type AnyDb } from './shared';

const ENTITY = 'warehouseSettlement';
export const chargeKey = (branchCode: string, number: string) => `wh-charge:${branchCode}:${number}`;
export const paidKey = (branchCode: string, number: string) => `wh-paid:${branchCode}:${number}`;

/** yyyyMMdd → yyyy-MM-dd */
const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
/** The day after a yyyy-MM-dd day. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export interface SettlementLine {
  lineType: 'storage' | 'labour';
  warehouseCode: string;
  warehouseName: string;
  labourNumber: string | null;
  description: string;
  /** Thousandths of a tonne-day (storage) or of a tonne (labour). */
  quantityUnits: number;
  rateFen: number;
  amountFen: number;
}

export interface SettlementCharges {
  lines: SettlementLine[];
  tonneDayUnits: number;
  storageFen: number;
  labourFen: number;
  labourCount: number;
  labourIds: number[];
}

/** The tonne-days a customer held in each warehouse over the period (days yyyyMMdd, inclusive),
 * in thousandths of a tonne-day. */
export async function tonneDays(db: AnyDb, branchCode: string, shipperCode: string, start: string, end: string): Promise<Map<string, number>> {
  const first = dashed(start);
  const stop = nextDay(dashed(end));
  const moves = await tables(db).selectFrom('wh_stock_move').select(['warehouse_code', 'move_date_time', 'weight'])
    .where('branch_code', '=', branchCode).where('shipper_code', '=', shipperCode)
    .where('move_date_time', '<', `${stop} 00:00:00`).orderBy('move_date_time').orderBy('id').execute();
  const held = new Map<string, number>();
  const total = new Map<string, number>();
  let index = 0;
  // What was held when the period started.
  for (; index < moves.length && text(moves[index]!.move_date_time) < `${first} 00:00:00`; index += 1) {
    const move = moves[index]!;
    held.set(text(move.warehouse_code), (held.get(text(move.warehouse_code)) ?? 0) + weightUnits(move.weight));
  }
  for (let day = first; day < stop; day = nextDay(day)) {
    const dayEnd = `${nextDay(day)} 00:00:00`;
    for (; index < moves.length && text(moves[index]!.move_date_time) < dayEnd; index += 1) {
      const move = moves[index]!;
      held.set(text(move.warehouse_code), (held.get(text(move.warehouse_code)) ?? 0) + weightUnits(move.weight));
    }
    for (const [warehouse, units] of held) if (units > 0) total.set(warehouse, (total.get(warehouse) ?? 0) + units);
  }
  return total;
}

/** The charges of a customer's period: storage per warehouse and his handling work still to bill. */
export async function chargesOf(db: AnyDb, branchCode: string, shipperCode: string, start: string, end: string): Promise<SettlementCharges> {
  const lines: SettlementLine[] = [];
  const days = await tonneDays(db, branchCode, shipperCode, start, end);
  const warehouses = days.size === 0 ? [] : await tables(db).selectFrom('wh_warehouse').selectAll().where('branch_code', '=', branchCode)
    .where('warehouse_code', 'in', [...days.keys()]).orderBy('warehouse_code').execute();
  let storageFen = 0;
  let tonneDayUnits = 0;
  for (const warehouse of warehouses) {
    const units = days.get(text(warehouse.warehouse_code)) ?? 0;
    const rateFen = toFen(Number(warehouse.storage_rate ?? 0));
    const amountFen = Math.round((units * rateFen) / 1000);
    tonneDayUnits += units;
    storageFen += amountFen;
    lines.push({
      lineType: 'storage', warehouseCode: text(warehouse.warehouse_code), warehouseName: text(warehouse.warehouse_name), labourNumber: null,
      description: `${dashed(start)} 至 ${dashed(end)} 仓储 ${fromWeightUnits(units)} 吨·天 × ${fromFen(rateFen).toFixed(2)} 元`,
      quantityUnits: units, rateFen, amountFen,
    });
  }
  const labour = await tables(db).selectFrom('wh_labour').selectAll().where('branch_code', '=', branchCode).where('shipper_code', '=', shipperCode)
    .where('status', '=', 'recorded').where('work_date_time', '>=', `${dashed(start)} 00:00:00`)
    .where('work_date_time', '<', `${nextDay(dashed(end))} 00:00:00`).orderBy('work_date_time').orderBy('id').execute();
  let labourFen = 0;
  for (const work of labour) {
    const amountFen = toFen(Number(work.amount ?? 0));
    labourFen += amountFen;
    lines.push({
      lineType: 'labour', warehouseCode: text(work.warehouse_code), warehouseName: text(work.warehouse_name), labourNumber: text(work.labour_number),
      description: `${text(work.work_date_time).slice(0, 10)} ${text(work.team_name)} ${text(work.order_number)}`,
      quantityUnits: weightUnits(work.tonnage), rateFen: toFen(Number(work.unit_price ?? 0)), amountFen,
    });
  }
  return { lines, tonneDayUnits, storageFen, labourFen, labourCount: labour.length, labourIds: labour.map((work) => Number(work.id)) };
}

/** Writes a settlement's lines and takes its work records (in its creating transaction). */
export async function writeCharges(db: AnyDb, settlement: { branchCode: string; settlementNumber: string; shipperCode: string; shipperName: string }, charges: SettlementCharges, at: string): Promise<void> {
  for (const line of charges.lines) {
    await tables(db).insertInto('wh_settlement_line').values({
      settlement_number: settlement.settlementNumber, shipper_code: settlement.shipperCode, shipper_name: settlement.shipperName,
      line_type: line.lineType, warehouse_code: line.warehouseCode, warehouse_name: line.warehouseName, labour_number: line.labourNumber,
      description: line.description, tonne_days: fromWeightUnits(line.quantityUnits), rate: fromFen(line.rateFen), amount: fromFen(line.amountFen),
      branch_code: settlement.branchCode, gmt_created: at, gmt_modified: at,
    }).execute();
  }
  if (charges.labourIds.length > 0) {
    await tables(db).updateTable('wh_labour').set({ status: 'billed', settlement_number: settlement.settlementNumber, gmt_modified: at })
      .where('id', 'in', charges.labourIds).execute();
  }
}

/** The settlement of the customer whose period overlaps [start, end], not cancelled. */
async function overlapping(db: AnyDb, branchCode: string, shipperCode: string, start: string, end: string) {
  return tables(db).selectFrom('wh_settlement').select(['settlement_number', 'period_start', 'period_end'])
    .where('branch_code', '=', branchCode).where('shipper_code', '=', shipperCode).where('status', '!=', 'cancelled')
    .where('period_start', '<=', end).where('period_end', '>=', start).executeTakeFirst();
}

const today = (now: Date) => displayTime(now).slice(0, 10).replace(/-/g, '');

async function created(ctx: HookContext, values: EntityRecord): Promise<EntityFieldError[] | void> {
  const branchCode = ctx.caller.branchCode;
  const shipperCode = text(values.shipperCode);
  const start = text(values.periodStart);
  const end = text(values.periodEnd);
  if (end < start || end > today(ctx.now)) return [refusal(ctx, ENTITY, 'periodEnd', 'period')];
  const other = await overlapping(ctx.trx, branchCode, shipperCode, start, end);
  if (other) {
    return [refusal(ctx, ENTITY, 'periodStart', 'overlap', {
      number: text(other.settlement_number), from: dashed(text(other.period_start)), to: dashed(text(other.period_end)),
    })];
  }
  const charges = await chargesOf(ctx.trx, branchCode, shipperCode, start, end);
  const totalFen = charges.storageFen + charges.labourFen;
  if (totalFen <= 0) return [refusal(ctx, ENTITY, 'periodStart', 'nothing')];
  Object.assign(values, {
    reviewLevel: 0,
    storageTonneDays: fromWeightUnits(charges.tonneDayUnits), storageAmount: fromFen(charges.storageFen),
    labourCount: charges.labourCount, labourAmount: fromFen(charges.labourFen), totalAmount: fromFen(totalFen),
  });
  await writeCharges(ctx.trx, { branchCode, settlementNumber: text(values.settlementNumber), shipperCode, shipperName: text(values.shipperName) }, charges, displayTime(ctx.now));
}

const shipperOf = (record: EntityRecord): Party => ({ type: 'shipper', code: text(record.shipperCode), name: text(record.shipperName) });

/** The journal of an approved settlement's charge. */
export async function chargeJournal(db: AnyDb, record: EntityRecord, at: Date, operator?: { code: string; name: string }) {
  const branchCode = text(record.branchCode);
  return {
    key: chargeKey(branchCode, text(record.settlementNumber)), branchCode, businessType: 'warehouseCharged', businessNumber: text(record.settlementNumber),
    remark: `仓储结算 ${dashed(text(record.periodStart))}–${dashed(text(record.periodEnd))}`, operator: operator ?? null, at,
    lines: recipes.warehouseCharged(shipperOf(record), await platformParty(db, branchCode), toFen(Number(record.totalAmount))),
  };
}

/** The journal of a settlement paid from the customer's wallet. */
export async function paidJournal(db: AnyDb, record: EntityRecord, at: Date, operator?: { code: string; name: string }) {
  const branchCode = text(record.branchCode);
  return {
    key: paidKey(branchCode, text(record.settlementNumber)), branchCode, businessType: 'warehousePaid', businessNumber: text(record.settlementNumber),
    remark: `仓储费收款 ${text(record.settlementNumber)}`, operator: operator ?? null, at,
    lines: recipes.warehousePaid(shipperOf(record), await platformParty(db, branchCode), toFen(Number(record.totalAmount))),
  };
}

export function registerSettlementRules(): void {
  registerEntityHooks(ENTITY, {
    beforeCreate: created,
    beforeAction: async (ctx, action, _id, stored, values) => {
      const operator = { code: ctx.caller.code, name: ctx.caller.name };
      const number = text(stored.settlementNumber);
      const branchCode = text(stored.branchCode);
      const at = displayTime(ctx.now);
      if (action === 'approve') {
        values.reviewerName = ctx.caller.name;
        if (values.status !== 'approved') return;
        const posted = await postJournal(ctx.trx, await chargeJournal(ctx.trx, stored, ctx.now, operator));
        values.chargeJournalNumber = posted.journalNumber;
        await tables(ctx.trx).updateTable('wh_labour').set({ status: 'settled', gmt_modified: at })
          .where('branch_code', '=', branchCode).where('settlement_number', '=', number).execute();
      }
      if (action === 'pay') {
        try {
          const posted = await postJournal(ctx.trx, await paidJournal(ctx.trx, stored, ctx.now, operator));
          values.paidJournalNumber = posted.journalNumber;
        } catch (error) {
          if (!(error instanceof LedgerRefusal) || error.code !== 'insufficient') throw error;
          const yuan = (fen: number) => fromFen(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
          return message(ctx, ENTITY, 'insufficient', { party: text(stored.shipperName), available: yuan(error.availableFen ?? 0), needed: yuan(error.neededFen ?? 0) });
        }
      }
      if (action === 'cancel') {
        await tables(ctx.trx).updateTable('wh_labour').set({ status: 'recorded', settlement_number: null, gmt_modified: at })
          .where('branch_code', '=', branchCode).where('settlement_number', '=', number).execute();
      }
    },
  }, OWNER);
}

/** Used by tests and the demo: a customer's period charges without writing anything. */
export const periodCharges = chargesOf;
