// What the warehouse module's rules share: the tables as the entity API stores them, quantities
// and weights in fixed decimals (hundredths of a unit, thousandths of a tonne) so sums never
// drift, and the entity's own refusal messages.
import type { Kysely, Transaction } from 'kysely';
import type { EntityFieldError } from '../../entities/fieldErrors';
import type { HookContext } from '../../entities/hooks';
import type { Db } from '../../storage/database';
import type { Database, EntityRow } from '../../storage/schema';

export const OWNER = 'warehouse';

export type WarehouseDb = Kysely<Record<string, EntityRow>>;
export type AnyDb = Db | Transaction<Database>;
export const tables = (db: AnyDb): WarehouseDb => db as unknown as WarehouseDb;

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Quantities keep 2 decimals, weights 3: compared and summed as integers of those units. */
export const qtyUnits = (value: unknown): number => Math.round(Number(value ?? 0) * 100);
export const weightUnits = (value: unknown): number => Math.round(Number(value ?? 0) * 1000);
export const fromQtyUnits = (units: number): number => units / 100;
export const fromWeightUnits = (units: number): number => units / 1000;

/** 120, 12.5 (no trailing zeros) */
export const quantityText = (units: number): string => String(fromQtyUnits(units));

/** The entity's own message (entity.<entity>.error.<key>). */
export function message(ctx: Pick<HookContext, 'texts'>, entity: string, key: string, params: Record<string, string | number> = {}): string {
  return String(ctx.texts.entityT(`entity.${entity}.error.${key}`, params));
}

/** The entity's own message on a field. */
export function refusal(ctx: Pick<HookContext, 'texts'>, entity: string, field: string, key: string, params: Record<string, string | number> = {}): EntityFieldError {
  const full = `entity.${entity}.error.${key}`;
  return { field: `/${field}`, key: full, params, message: String(ctx.texts.entityT(full, params)) };
}

/** Document number prefixes per document type: 入库 RK, 出库 CK, 调拨 DB, 损耗 SH, 盘点 PD. */
export const ORDER_PREFIX: Record<string, string> = { inbound: 'RK', outbound: 'CK', transfer: 'DB', damage: 'SH', adjust: 'PD' };
