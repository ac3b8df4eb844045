// What the merchant centre's rules share: the entity tables as the entity API stores them, the
// module's hook owner, money and date texts, and the entity's own refusal messages.
import type { Kysely, Transaction } from 'kysely';
import { fromFen } from '../../../src/core/money/fen';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { HookContext } from '../../entities/hooks';
import type { Db } from '../../storage/database';
import type { Database, EntityRow } from '../../storage/schema';
import { displayTime } from '../../storage/clock';

export const OWNER = 'merchant';

export type AnyDb = Db | Transaction<Database>;

/** The entity tables, read and written with SQL here (the entity API's rows). */
export type MerchantDb = Kysely<Record<string, EntityRow>>;

export const tables = (db: AnyDb): MerchantDb => db as unknown as MerchantDb;

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** ¥1,200.00 as a Chinese back office writes an amount. */
export function yuanText(fen: number): string {
  return `¥${fromFen(fen).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** 2026-05-14 12:00:00 → 20260514 (the date-ymd of the validity fields). */
export const ymdOf = (at: Date): string => displayTime(at).slice(0, 10).replace(/-/g, '');

/** 2026-05-14 12:00:00 → 2026-05 (a spend's month). */
export const monthOf = (at: Date): string => displayTime(at).slice(0, 7);

/** The entity's own message (entity.<entity>.error.<key>) on a field. */
export function refusal(ctx: HookContext, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

/** A fleet or driver who spends at merchants and tops up his spending balance. */
export interface SpendingParty {
  type: 'driver' | 'fleet';
  code: string;
}

/** The party's name and the driver whose data scope its records belong to (a fleet's captain);
 * undefined when the branch has no such driver or fleet. */
export async function partyOf(db: AnyDb, branchCode: string, party: SpendingParty): Promise<{ name: string; driverCode: string } | undefined> {
  if (party.type === 'driver') {
    const row = await tables(db).selectFrom('basic_driver').select(['driver_code', 'driver_name'])
      .where('branch_code', '=', branchCode).where('driver_code', '=', party.code).executeTakeFirst();
    return row ? { name: text(row.driver_name), driverCode: text(row.driver_code) } : undefined;
  }
  const row = await tables(db).selectFrom('basic_driver_team').select(['team_name', 'captain_code'])
    .where('branch_code', '=', branchCode).where('team_code', '=', party.code).executeTakeFirst();
  return row ? { name: text(row.team_name), driverCode: text(row.captain_code) } : undefined;
}
