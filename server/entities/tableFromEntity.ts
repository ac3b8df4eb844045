// Creates an entity's table from its schema, so adding an entity file and one migration line
// adds its storage: one column per property (snake_case), the primary key auto-numbered, and
// the indexes its list queries need.
import type { ColumnDataType, Kysely } from 'kysely';
import { autoId } from '../storage/migrations/columns';
import { defineEntity, type EntityDefinition, type EntityField, type EntitySchema } from './definition';

export interface TableOptions {
  /** Composite indexes the list queries need beyond the derived ones (property names). */
  composite?: string[][];
}

/** Money has 3 decimals as reported, tonnage 2: an exact decimal holds both. */
const DECIMAL: ColumnDataType = 'numeric(18, 3)';

function columnType(field: EntityField): ColumnDataType {
  switch (field.schema.type) {
    case 'string': return `varchar(${field.schema.maxLength ?? 255})`;
    case 'number': return DECIMAL;
    case 'integer': return 'bigint';
    case 'boolean': return 'integer';
    // Lists (uploaded files, linked plates) are stored as JSON text.
    case 'array': return 'text';
  }
}

/** Columns filtered exactly or by range, or sorted on: a b-tree index serves them. Contains
 * filters (`like`) cannot use one and get none. */
function indexedFields(entity: EntityDefinition): EntityField[] {
  return entity.fields.filter((f) => f !== entity.primaryKey &&
    (f.schema['x-sortable'] || f.schema['x-filter'] === true || f.schema['x-filter'] === 'range'));
}

export interface IndexPlan { name: string; columns: string[]; unique: boolean }

/** The indexes of an entity's table: one per filtered or sorted column, one per scope column,
 * one unique index per x-unique property within its branch, and the requested composites
 * (a scope column with the default sort, so a scoped first page is read straight from it). */
export function indexPlan(entity: EntityDefinition, options: TableOptions = {}): IndexPlan[] {
  const plans = new Map<string, IndexPlan>();
  const add = (columns: string[], unique = false) => {
    const name = `${entity.table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
    if (!plans.has(name)) plans.set(name, { name, columns, unique });
  };
  const column = (property: string) => {
    const field = entity.byProperty.get(property);
    if (!field) throw new Error(`entity ${entity.name}: index names the unknown property "${property}"`);
    return field.column;
  };
  const branch = entity.scope.branch?.column;
  for (const field of entity.fields.filter((f) => f.schema['x-unique'])) {
    add(branch ? [branch, field.column] : [field.column], true);
  }
  for (const field of indexedFields(entity)) add([field.column]);
  for (const scope of [entity.scope.branch, entity.scope.shipper, entity.scope.driver]) if (scope) add([scope.column]);
  for (const properties of options.composite ?? []) add(properties.map(column));
  return [...plans.values()];
}

export async function createEntityTable(db: Kysely<unknown>, schema: EntitySchema, options: TableOptions = {}): Promise<void> {
  const entity = defineEntity(schema);
  const required = new Set(schema.required ?? []);
  let table = db.schema.createTable(entity.table);
  for (const field of entity.fields) {
    if (field === entity.primaryKey) {
      table = table.addColumn(field.column, 'integer', autoId(db));
      continue;
    }
    const notNull = required.has(field.property) || field.property === 'gmtCreated' || field.property === 'gmtModified' ||
      field.property === entity.states?.field;
    table = table.addColumn(field.column, columnType(field), (col) => (notNull ? col.notNull() : col));
  }
  await table.execute();
  for (const plan of indexPlan(entity, options)) {
    const index = db.schema.createIndex(plan.name).on(entity.table).columns(plan.columns);
    await (plan.unique ? index.unique() : index).execute();
  }
}

export async function dropEntityTable(db: Kysely<unknown>, schema: EntitySchema): Promise<void> {
  await db.schema.dropTable(schema['x-table']).ifExists().execute();
}
