// What a write settles beyond the record written, as the entity schema declares it: its computed
// fields (x-compute: sums, products, ratios and the growth since the previous record of its
// series), the next record of the series (its previous record changed), and the flag of the
// latest record of each series touched (x-latest). Runs inside the write's transaction, after the
// row is written; the arithmetic is src/core/compute/computed.ts, shared with the demo data.
// Nothing here names an entity.
import { sql, type Transaction } from 'kysely';
import { computeAll, computedFields, seriesOfComputed, type Values } from '../../src/core/compute/computed';
import type { Database } from '../storage/schema';
import type { EntityDefinition } from './definition';
import type { EntityDb } from './listQuery';
import { recordOf, rowOf, storedScalar, type EntityRecord } from './records';

type Trx = Transaction<Database>;

/** Whether writes of the entity settle anything here. */
export function settlesDerived(entity: EntityDefinition): boolean {
  return computedFields(entity.schema).length > 0 || entity.schema['x-latest'] !== undefined;
}

/** A series is named by its per fields within the record's branch. */
function seriesColumns(entity: EntityDefinition, per: readonly string[]): string[] {
  const columns = per.map((name) => entity.byProperty.get(name)!.column);
  const branch = entity.scope.branch?.column;
  return branch && !columns.includes(branch) ? [branch, ...columns] : columns;
}

function seriesWhere(entity: EntityDefinition, per: readonly string[], record: EntityRecord) {
  const columns = seriesColumns(entity, per);
  const byColumn = (column: string) => record[entity.byColumn.get(column)!.property];
  return sql.join(columns.map((column) => {
    const value = byColumn(column);
    return value === undefined || value === null ? sql`${sql.ref(column)} is null` : sql`${sql.ref(column)} = ${storedScalar(value as string | number | boolean)}`;
  }), sql` and `);
}

/** The record before (or after) `record` in its series' order; ties broken by the primary key. */
async function neighbour(trx: Trx, entity: EntityDefinition, per: readonly string[], order: string, record: EntityRecord, direction: 'previous' | 'next'): Promise<EntityRecord | undefined> {
  const orderColumn = sql.ref(entity.byProperty.get(order)!.column);
  const idColumn = sql.ref(entity.primaryKey.column);
  const at = record[order] as string | number | undefined;
  const id = record[entity.primaryKey.property] as number;
  if (at === undefined || at === null) return undefined;
  const [compare, sort] = direction === 'previous' ? [sql`<`, sql`desc`] : [sql`>`, sql`asc`];
  const { rows } = await sql<Record<string, string | number | null>>`select * from ${sql.table(entity.table)}
    where ${seriesWhere(entity, per, record)} and (${orderColumn} ${compare} ${at} or (${orderColumn} = ${at} and ${idColumn} ${compare} ${id}))
    order by ${orderColumn} ${sort}, ${idColumn} ${sort} limit 1`.execute(trx);
  return rows[0] ? recordOf(entity, rows[0]) : undefined;
}

/** Writes the record's computed fields when they differ from the stored ones; answers whether it wrote. */
async function settleComputed(trx: Trx, entity: EntityDefinition, record: EntityRecord): Promise<boolean> {
  const series = seriesOfComputed(entity.schema);
  const previous = series ? await neighbour(trx, entity, series.per, series.order, record, 'previous') : undefined;
  const computed = computeAll(entity.schema, record as Values, previous as Values | undefined);
  const changed: EntityRecord = {};
  for (const [property, value] of Object.entries(computed)) {
    if ((record[property] ?? null) !== (value ?? null)) changed[property] = value ?? null;
  }
  if (Object.keys(changed).length === 0) return false;
  await (trx as unknown as EntityDb).updateTable(entity.table).set(rowOf(entity, changed))
    .where(entity.primaryKey.column, '=', record[entity.primaryKey.property] as number).execute();
  return true;
}

/** Flags the latest record of the record's series and unflags the others (x-latest). */
async function settleLatest(trx: Trx, entity: EntityDefinition, record: EntityRecord): Promise<void> {
  const latest = entity.schema['x-latest']!;
  const flag = sql.ref(entity.byProperty.get(latest.flag)!.column);
  const by = sql.ref(entity.byProperty.get(latest.by)!.column);
  const idColumn = sql.ref(entity.primaryKey.column);
  const where = seriesWhere(entity, latest.per, record);
  await sql`update ${sql.table(entity.table)} set ${flag} = case when ${idColumn} = (
      select ${idColumn} from ${sql.table(entity.table)} where ${where} order by ${by} desc, ${idColumn} desc limit 1
    ) then 1 else 0 end where ${where}`.execute(trx);
}

async function reread(trx: Trx, entity: EntityDefinition, id: number): Promise<EntityRecord> {
  const row = await (trx as unknown as EntityDb).selectFrom(entity.table).selectAll().where(entity.primaryKey.column, '=', id).executeTakeFirstOrThrow();
  return recordOf(entity, row);
}

/** Settles a write (`before` null for a create, `after` null for a removal); answers the record
 * as stored afterwards (`after` reread when something of it changed). */
export async function settleDerived(trx: Trx, entity: EntityDefinition, before: EntityRecord | null, after: EntityRecord | null): Promise<EntityRecord | null> {
  if (!settlesDerived(entity)) return after;
  const id = (after ?? before)?.[entity.primaryKey.property] as number;
  let changed = after ? await settleComputed(trx, entity, after) : false;
  const series = seriesOfComputed(entity.schema);
  if (series) {
    // The records that followed it, where it was and where it is, have a new previous record.
    for (const record of [before, after]) {
      if (!record) continue;
      const next = await neighbour(trx, entity, series.per, series.order, { ...record, [entity.primaryKey.property]: id }, 'next');
      if (next && next[entity.primaryKey.property] !== id) await settleComputed(trx, entity, next);
    }
  }
  if (entity.schema['x-latest']) {
    for (const record of before && after ? [before, after] : [before ?? after!]) await settleLatest(trx, entity, record);
    changed = changed || Boolean(after);
  }
  if (!after || !changed) return after;
  // The stored fields as they are now; what other tables add to the record (hooks) stays.
  const fresh = await reread(trx, entity, id);
  const settled: EntityRecord = { ...after };
  for (const { property } of entity.fields) {
    if (property in fresh) settled[property] = fresh[property];
    else delete settled[property];
  }
  return settled;
}
