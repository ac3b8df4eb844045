// The table an entity schema asks for: one column per property (snake_case), the primary key
// auto-numbered, the indexes its lists need and the scope counts it keeps. Migrations never read
// this: `npm run db:diff` compares it with the last migrated shape and writes the migration with
// the columns and indexes spelled out (server/storage/shape.ts).
import type { ColumnShape, IndexShape, StorageShape, TableShape } from '../storage/shape';
import { defineEntity, type EntityDefinition, type EntityField, type EntitySchema } from './definition';
import { scopeShapes } from './scopeCounts';
import { uniqueWith } from './unique';

/** Money has 3 decimals as reported, tonnage 2: an exact decimal holds both. */
const DECIMAL = 'numeric(18, 3)';

function columnType(field: EntityField): string {
  switch (field.schema.type) {
    case 'string': return `varchar(${field.schema.maxLength ?? 255})`;
    case 'number': return field.schema['x-decimals'] === undefined ? DECIMAL : `numeric(18, ${field.schema['x-decimals']})`;
    case 'integer': return 'bigint';
    case 'boolean': return 'integer';
    // Lists (uploaded files, linked plates) are stored as JSON text.
    case 'array': return 'text';
  }
}

/** Required properties, the state and the record's times are NOT NULL; an added NOT NULL
 * column fills existing rows with the field's first value (x-initial) or the initial state. */
export function columnPlan(entity: EntityDefinition): ColumnShape[] {
  const required = new Set(entity.schema.required ?? []);
  const stateField = entity.states?.field;
  // x-transient properties are kept elsewhere (the entity's write hooks store them).
  return entity.fields.filter((field) => !field.schema['x-transient']).map((field): ColumnShape => {
    if (field === entity.primaryKey) return { name: field.column, type: 'integer', notNull: true, primaryKey: true };
    const notNull = required.has(field.property) || field.property === 'gmtCreated' || field.property === 'gmtModified' ||
      field.property === stateField;
    const fill = field.schema['x-initial'] ?? (field.property === stateField ? entity.states!.initial : undefined);
    return { name: field.column, type: columnType(field), notNull, ...(fill === undefined ? {} : { fill }) };
  });
}

/** Columns filtered exactly or by range, or sorted on: a b-tree index serves them. Contains
 * filters (`like`) cannot use one and get none. */
function indexedFields(entity: EntityDefinition): EntityField[] {
  return entity.fields.filter((f) => f !== entity.primaryKey &&
    (f.schema['x-sortable'] || f.schema['x-filter'] === true || f.schema['x-filter'] === 'range'));
}

export type IndexPlan = IndexShape;

/** The indexes of an entity's table: one unique index per x-unique property within its branch,
 * one per filtered or sorted column, one per scope column, and the composites of `x-indexes`
 * (a scope column with the default sort, so a scoped first page is read straight from it). */
export function indexPlan(entity: EntityDefinition): IndexPlan[] {
  const plans = new Map<string, IndexPlan>();
  const add = (columns: string[], unique = false) => {
    const name = `${entity.table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
    if (!plans.has(name)) plans.set(name, { name, columns, unique });
  };
  const column = (property: string) => {
    const field = entity.byProperty.get(property);
    if (!field) throw new Error(`entity ${entity.name}: x-indexes names the unknown property "${property}"`);
    return field.column;
  };
  const branch = entity.scope.branch?.column;
  for (const field of entity.fields.filter((f) => f.schema['x-unique'])) {
    const together = uniqueWith(entity, field).map((f) => f.column);
    add([...(branch ? [branch] : []), ...together, field.column], true);
  }
  for (const field of indexedFields(entity)) add([field.column]);
  for (const scope of [entity.scope.branch, entity.scope.shipper, entity.scope.driver]) if (scope) add([scope.column]);
  for (const properties of entity.schema['x-indexes'] ?? []) add(properties.map(column));
  return [...plans.values()];
}

export function tableShape(entity: EntityDefinition): TableShape {
  return { columns: columnPlan(entity), indexes: indexPlan(entity), keptCounts: scopeShapes(entity) };
}

/** The tables of all the entities, by table name. */
export function storageShapeOf(schemas: EntitySchema[]): StorageShape {
  // An x-handwritten entity's tables, and an x-hand-migrated entity's table, are kept by
  // hand-written migrations; an x-view entity is a view (server/storage/views.ts).
  const entities = schemas.filter((schema) => !schema['x-handwritten'] && !schema['x-hand-migrated'] && !schema['x-view']).map(defineEntity);
  return Object.fromEntries(entities.map((entity) => [entity.table, tableShape(entity)]));
}
