// Rows <-> records: columns are snake_case, records carry the schema's camelCase names; lists
// are JSON text in the row; empty optional fields are omitted from records (never null).
import type { EntityRow } from '../storage/schema';
import type { EntityDefinition } from './definition';

export type EntityRecord = Record<string, unknown>;

export function recordOf(entity: EntityDefinition, row: EntityRow): EntityRecord {
  const record: EntityRecord = {};
  for (const field of entity.fields) {
    // x-hidden columns (a password hash) never leave the server; x-transient ones are no column.
    if (entity.hidden.has(field.property) || entity.transient.has(field.property)) continue;
    const value = row[field.column];
    if (value === null || value === undefined) continue;
    if (field.schema.type === 'array') record[field.property] = JSON.parse(String(value)) as unknown;
    else if (field.schema.type === 'boolean') record[field.property] = value === 1;
    else record[field.property] = value;
  }
  return record;
}

/** The columns of the properties present in `values`. */
export function rowOf(entity: EntityDefinition, values: EntityRecord): EntityRow {
  const row: EntityRow = {};
  for (const [property, value] of Object.entries(values)) {
    const field = entity.byProperty.get(property);
    if (!field || value === undefined || entity.transient.has(property)) continue;
    if (value === null) row[field.column] = null;
    else if (field.schema.type === 'array') row[field.column] = JSON.stringify(value);
    else if (field.schema.type === 'boolean') row[field.column] = value ? 1 : 0;
    else row[field.column] = value as string | number;
  }
  return row;
}

/** A condition's value as stored: booleans are 1 or 0. */
export function storedScalar(value: string | number | boolean): string | number {
  return typeof value === 'boolean' ? (value ? 1 : 0) : value;
}
