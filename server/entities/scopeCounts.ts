// Row counts per entity and data scope, kept exact by the database where its dialect can
// (SQLite triggers; server/storage/keptCounts.ts), so the total of a list with no filter beyond
// the caller's scope — branch staff opening a list of a million rows — is one primary-key
// look-up instead of a count over an index (60–120 ms at 1,000,000 rows when the total cache is
// cold). The entity declares which scopes get counts (`x-kept-counts`); a list of a shape
// nobody keeps is counted in the table, so a total is never wrong.
import { sql, type Expression, type Kysely, type SelectQueryBuilder } from 'kysely';
import { COUNT_TABLE, recountKept, scopeValuesKey, SHAPE_TABLE, type ScopeShape } from '../storage/keptCounts';
import type { EntityRow } from '../storage/schema';
import type { EntityDefinition, EntityField } from './definition';
import type { ScopeCondition } from './scope';

type AnyDb = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the bench and the entity API type their databases differently
type CountQuery = SelectQueryBuilder<Record<string, EntityRow>, never, { total: number }>;
type KeptCountKind = NonNullable<EntityDefinition['schema']['x-kept-counts']>[number];

/** The scope columns of each kept kind, branch first and the party second, as the scope
 * conditions of a caller list them; a kind whose scope field the entity lacks is skipped. */
function shapeOf(entity: EntityDefinition, kind: KeptCountKind): ScopeShape | null {
  const { branch, shipper, driver } = entity.scope;
  const inBranch = branch ? [branch.column] : [];
  const party = (field: EntityField | undefined) => (field ? [...inBranch, field.column] : null);
  switch (kind) {
    case 'all': return [];
    case 'branch': return branch ? inBranch : null;
    case 'shipper': return party(shipper);
    case 'driver': return party(driver);
  }
}

/** The scope column lists whose counts the entity keeps (`x-kept-counts`). */
export function scopeShapes(entity: EntityDefinition): ScopeShape[] {
  const shapes = new Map<string, ScopeShape>();
  for (const kind of entity.schema['x-kept-counts'] ?? []) {
    const columns = shapeOf(entity, kind);
    if (columns) shapes.set(columns.join(','), columns);
  }
  return [...shapes.values()];
}

export { scopeValuesKey };

/** Counts the entity's rows again for every kept shape (after a bulk load without triggers). */
export async function recountScopes(db: AnyDb, entity: EntityDefinition): Promise<void> {
  await recountKept(db, entity.table);
}

/** The total of an unfiltered scoped list: the kept count when the database keeps the shape of
 * the caller's scope conditions (their columns in order, branch first), else `counted`. */
export function scopeCountQuery(db: Kysely<Record<string, EntityRow>>, entity: EntityDefinition, scope: ScopeCondition[], counted: Expression<unknown>): CountQuery {
  const columns = scope.map((condition) => condition.column).join(',');
  const values = scopeValuesKey(scope.map((condition) => condition.value));
  return db.selectNoFrom(sql<number>`case
    when exists (select 1 from ${sql.table(SHAPE_TABLE)} where table_name = ${entity.table} and scope_columns = ${columns})
    then coalesce((select row_count from ${sql.table(COUNT_TABLE)} where table_name = ${entity.table} and scope_columns = ${columns} and scope_values = ${values}), 0)
    else (${counted}) end`.as('total'));
}
