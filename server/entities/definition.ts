// What the server derives from one entity schema (schemas/entities/<entity>.json): where its
// endpoints live, its table and columns, which names a list may sort and filter on, which
// columns tie a record to a branch or to a shipper or driver party, and its state machine.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityField as GeneratedField, EntitySchema as GeneratedEntitySchema, StateAction as GeneratedStateAction } from '../../src/core/generated/entity-language';
import { columnOf } from './names';

export const DEFAULT_ENTITIES_DIR = path.resolve(import.meta.dirname, '../../schemas/entities');

export type FilterKind = true | 'like' | 'range';

/** One property as the entity schema declares it (generated from schemas/entity.schema.json). */
export type PropertySchema = GeneratedField;
export type StateAction = GeneratedStateAction;
export type EntitySchema = GeneratedEntitySchema;

export interface EntityField {
  property: string;
  column: string;
  schema: PropertySchema;
}

export interface EntityDefinition {
  name: string;
  schema: EntitySchema;
  /** `/ntocc-<service>-api/<entity>` */
  base: string;
  table: string;
  primaryKey: EntityField;
  /** Every property in x-order. */
  fields: EntityField[];
  byProperty: ReadonlyMap<string, EntityField>;
  byColumn: ReadonlyMap<string, EntityField>;
  sortable: ReadonlySet<string>;
  filters: ReadonlyMap<string, FilterKind>;
  readonly: ReadonlySet<string>;
  /** x-transient: properties no column stores (the entity's write hooks use them). */
  transient: ReadonlySet<string>;
  /** x-hidden: columns never answered, exported or logged. */
  hidden: ReadonlySet<string>;
  /** openTo: party scopes reaching the whole branch (x-scope openTo: the order hall). */
  scope: { branch?: EntityField; shipper?: EntityField; driver?: EntityField; openTo: readonly ('shipper' | 'driver')[] };
  states?: EntitySchema['x-states'] & { fieldColumn: string };
}

export function readEntitySchemas(dir = DEFAULT_ENTITIES_DIR): EntitySchema[] {
  return readdirSync(dir).filter((file) => file.endsWith('.json')).sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as EntitySchema);
}

export function defineEntity(schema: EntitySchema): EntityDefinition {
  const fields = Object.entries(schema.properties)
    .map(([property, propertySchema]) => ({ property, column: columnOf(property), schema: propertySchema }))
    .sort((a, b) => (a.schema['x-order'] ?? 0) - (b.schema['x-order'] ?? 0));
  const byProperty = new Map(fields.map((field) => [field.property, field]));
  const field = (property: string | undefined): EntityField | undefined => {
    if (property === undefined) return undefined;
    const found = byProperty.get(property);
    if (!found) throw new Error(`entity ${schema.$id}: x- keyword names the unknown property "${property}"`);
    return found;
  };
  const filters = new Map<string, FilterKind>();
  for (const f of fields) if (f.schema['x-filter'] !== undefined) filters.set(f.property, f.schema['x-filter']);
  const states = schema['x-states'];
  return {
    name: schema.$id,
    schema,
    base: `/ntocc-${schema['x-service']}-api/${schema.$id}`,
    table: schema['x-table'],
    primaryKey: field(schema['x-primary-key'])!,
    fields,
    byProperty,
    byColumn: new Map(fields.filter((f) => !f.schema['x-transient']).map((f) => [f.column, f])),
    sortable: new Set(fields.filter((f) => f.schema['x-sortable']).map((f) => f.property)),
    filters,
    readonly: new Set(fields.filter((f) => f.schema['x-readonly']).map((f) => f.property)),
    transient: new Set(fields.filter((f) => f.schema['x-transient']).map((f) => f.property)),
    hidden: new Set(fields.filter((f) => f.schema['x-hidden']).map((f) => f.property)),
    scope: {
      branch: field(schema['x-scope']?.branch),
      shipper: field(schema['x-scope']?.shipper),
      driver: field(schema['x-scope']?.driver),
      openTo: schema['x-scope']?.openTo ?? [],
    },
    states: states ? { ...states, fieldColumn: field(states.field)!.column } : undefined,
  };
}
