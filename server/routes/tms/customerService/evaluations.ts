// 评价 (evaluation): when a waybill is signed the server opens its two evaluations, the shipper
// rating the driver and the driver rating the shipper (pending: the valuating_count to-do). A
// party fills in only its own side; staff reply and are recorded as the replier.
import type { Transaction } from 'kysely';
import { translate } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { displayTime } from '../../../storage/clock';
import type { Database } from '../../../storage/schema';
import { partyKindOf } from './complaints';
import { csDb, type CustomerServiceTables } from './tables';

export const SHIPPER_RATES_DRIVER = 'shipper_to_driver';
export const DRIVER_RATES_SHIPPER = 'driver_to_shipper';
const ROUTE_MAX = 120;

export interface SignedWaybill {
  shipping_note_number: string; shipper_code: string | null; shipper_name: string | null; driver_code: string | null; driver_name: string | null;
  vehicle_number: string | null; loading_country_subdivision_code: string | null; receipt_country_subdivision_code: string | null;
  signed_date_time: string | null; branch_code: string | null;
}

/** The city (or province-level city) name of a 6-digit division code. */
async function cityNames(trx: Transaction<Database>, codes: string[]): Promise<Map<string, string>> {
  const cities = [...new Set(codes.filter((code) => /^\d{6}$/.test(code)).flatMap((code) => [`${code.slice(0, 4)}00`, `${code.slice(0, 2)}0000`]))];
  if (cities.length === 0) return new Map();
  const rows = await csDb(trx).selectFrom('area').select(['code', 'name']).where('code', 'in', cities).execute();
  return new Map(rows.map((row) => [row.code, row.name]));
}

/** 装货城市 → 卸货城市 of a waybill (济南市 → 上海市). */
export function routeOf(waybill: SignedWaybill, names: Map<string, string>): string | null {
  const city = (code: string | null) => {
    if (!code) return undefined;
    const name = names.get(`${code.slice(0, 4)}00`);
    return name && !name.endsWith('城区') && !name.endsWith('辖区') ? name : names.get(`${code.slice(0, 2)}0000`);
  };
  const from = city(waybill.loading_country_subdivision_code);
  const to = city(waybill.receipt_country_subdivision_code);
  return from && to ? `${from} → ${to}`.slice(0, ROUTE_MAX) : null;
}

export type EvaluationRow = Omit<CustomerServiceTables['tms_evaluation'], 'id'>;

/** The two pending evaluations of each signed waybill that has none yet. */
export async function pendingEvaluations(trx: Transaction<Database>, waybills: SignedWaybill[], now: Date): Promise<EvaluationRow[]> {
  if (waybills.length === 0) return [];
  const db = csDb(trx);
  const existing = new Set<string>();
  for (let i = 0; i < waybills.length; i += 500) {
    const rows = await db.selectFrom('tms_evaluation').select('shipping_note_number')
      .where('shipping_note_number', 'in', waybills.slice(i, i + 500).map((w) => w.shipping_note_number)).execute();
    for (const row of rows) existing.add(row.shipping_note_number);
  }
  const names = await cityNames(trx, waybills.flatMap((w) => [w.loading_country_subdivision_code ?? '', w.receipt_country_subdivision_code ?? '']));
  const at = displayTime(now);
  return waybills.filter((w) => !existing.has(w.shipping_note_number)).flatMap((w) => [SHIPPER_RATES_DRIVER, DRIVER_RATES_SHIPPER].map((direction) => ({
    direction, shipping_note_number: w.shipping_note_number, shipper_code: w.shipper_code, shipper_name: w.shipper_name,
    driver_code: w.driver_code, driver_name: w.driver_name, vehicle_number: w.vehicle_number, route: routeOf(w, names),
    signed_date_time: w.signed_date_time ?? at, status: 'pending', score: null, tags: null, content: null, rate_date_time: null,
    reply_content: null, replier_name: null, reply_date_time: null, branch_code: w.branch_code, gmt_created: at, gmt_modified: at,
  })));
}

export async function insertEvaluations(trx: Transaction<Database>, rows: EvaluationRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 400) await csDb(trx).insertInto('tms_evaluation').values(rows.slice(i, i + 400)).execute();
}

/** Waybill 签收: its evaluations open. */
export const waybillEvaluationHooks = {
  afterWrite: async (ctx: HookContext, change: { action: string; after: EntityRecord | null }) => {
    const after = change.after;
    if (change.action !== 'sign' || after?.status !== 'signed') return;
    const waybill = await csDb(ctx.trx).selectFrom('tms_waybill').select([
      'shipping_note_number', 'shipper_code', 'shipper_name', 'driver_code', 'driver_name', 'vehicle_number',
      'loading_country_subdivision_code', 'receipt_country_subdivision_code', 'signed_date_time', 'branch_code',
    ]).where('id', '=', Number(after.id)).executeTakeFirst();
    if (waybill) await insertEvaluations(ctx.trx, await pendingEvaluations(ctx.trx, [waybill], ctx.now));
  },
};

/** The side a party rates: the shipper rates the driver, the driver rates the shipper. */
const SIDE_OF = { shipper: SHIPPER_RATES_DRIVER, driver: DRIVER_RATES_SHIPPER } as const;

export const evaluationHooks = {
  beforeAction: async (ctx: HookContext, action: string, _id: number, stored: EntityRecord, values: EntityRecord) => {
    if (action === 'rate') {
      const kind = partyKindOf(ctx.caller);
      if (!kind || stored.direction !== SIDE_OF[kind]) return translate(ctx.texts, 'entity.evaluation.error.notYourSide');
    }
    if (action === 'reply') values.replierName = ctx.caller.name;
  },
};
