// The SQL of trees (x-parent): a node's children in sibling order with whether each has
// children of its own, whether a node lies under another (a recursive query walking up the
// parent chain: `with recursive ... union` reads the same on SQLite and PostgreSQL, and `union`
// stops on data that already loops), and the next sibling position.
import { sql, type Kysely } from 'kysely';
import type { EntityDefinition } from './definition';
import { whereOf, type Condition, type EntityDb } from './listQuery';
import type { EntityRecord } from './records';
import { reachOf, type Reach } from './scope';
import type { Caller } from './caller';
import type { EntityTree } from './tree';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the entity API's database or a transaction of the typed one

/** The children of `parentId` (null: the roots) that the reach holds, in sibling order, each
 * with the number of its own children within the same reach. */
export async function childRows(db: AnyDb, entity: EntityDefinition, tree: EntityTree, reach: Reach, parentId: number | null) {
  const edb = db as EntityDb;
  const parentColumn = tree.parent.column;
  const key = entity.primaryKey.column;
  let select = edb.selectFrom(entity.table).selectAll().where(whereOf(db, reach.scope, reach.filters))
    .where(parentColumn, parentId === null ? 'is' : '=', parentId);
  if (tree.order) select = select.orderBy(tree.order.column, 'asc');
  const rows = await select.orderBy(key, 'asc').execute();
  if (rows.length === 0) return [];
  const counts = await edb.selectFrom(entity.table).select([parentColumn, (eb) => eb.fn.countAll<number>().as('children')])
    .where(whereOf(db, reach.scope, reach.filters)).where(parentColumn, 'in', rows.map((row) => row[key] as number))
    .groupBy(parentColumn).execute();
  const byParent = new Map(counts.map((count) => [Number(count[parentColumn]), Number(count.children)]));
  return rows.map((row) => ({ row, children: byParent.get(Number(row[key])) ?? 0 }));
}

/** The row `id` when the caller reaches it (its data scope and the granting screens' filters). */
export async function findReachable(db: AnyDb, ctx: { entity: EntityDefinition; caller: Caller; screenFilter?: Condition | null }, id: number) {
  const reach = reachOf(ctx.entity, ctx.caller, ctx.screenFilter ?? null);
  if (reach === null) return undefined;
  return (db as EntityDb).selectFrom(ctx.entity.table).selectAll()
    .where(ctx.entity.primaryKey.column, '=', id).where(whereOf(db, reach.scope, reach.filters)).executeTakeFirst();
}

/** Whether `candidate` is `node` itself or lies anywhere under it. */
export async function isSelfOrDescendant(db: AnyDb, entity: EntityDefinition, tree: EntityTree, node: number, candidate: number): Promise<boolean> {
  const table = sql.table(entity.table);
  const key = entity.primaryKey.column;
  const parent = tree.parent.column;
  const { rows } = await sql<{ found: number }>`
    with recursive chain(node_id, parent_id) as (
      select ${sql.ref(key)}, ${sql.ref(parent)} from ${table} where ${sql.ref(key)} = ${candidate}
      union
      select up.${sql.ref(key)}, up.${sql.ref(parent)} from ${table} as up inner join chain on up.${sql.ref(key)} = chain.parent_id
    )
    select 1 as found from chain where node_id = ${node} limit 1`.execute(db);
  return rows.length > 0;
}

/** Every child of `parentId` (null: the roots) in sibling order, whoever may see it: the
 * siblings a move renumbers. Keyed like `childRows`, without the reach. */
export async function siblingIds(db: AnyDb, entity: EntityDefinition, tree: EntityTree, parentId: number | null, branch: { column: string; value: unknown } | null): Promise<{ id: number; order: unknown }[]> {
  const key = entity.primaryKey.column;
  let select = (db as EntityDb).selectFrom(entity.table).select(tree.order ? [key, tree.order.column] : [key])
    .where(tree.parent.column, parentId === null ? 'is' : '=', parentId);
  if (branch) select = select.where(branch.column, '=', branch.value as string);
  if (tree.order) select = select.orderBy(tree.order.column, 'asc');
  const rows = await select.orderBy(key, 'asc').execute();
  return rows.map((row) => ({ id: Number(row[key]), order: tree.order ? row[tree.order.column] : null }));
}

/** The order value after the last sibling under `parentId` (1 for a first child). */
export async function nextOrder(db: AnyDb, entity: EntityDefinition, tree: EntityTree & { order: NonNullable<EntityTree['order']> }, parentId: number | null, branch: { column: string; value: unknown } | null): Promise<number> {
  let select = (db as EntityDb).selectFrom(entity.table).select((eb) => eb.fn.max(tree.order.column).as('last'))
    .where(tree.parent.column, parentId === null ? 'is' : '=', parentId);
  if (branch) select = select.where(branch.column, '=', branch.value as string);
  const row = await select.executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

export type TreeNode = EntityRecord & { hasChildren: boolean };
