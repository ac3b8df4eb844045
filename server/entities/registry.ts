// Every entity of schemas/entities/, ready to serve: its definition, the validators of its
// payloads and list queries (generated ahead of time, server/http/validators.ts), its default sort and its
// export columns. Which screens work over it, and what they allow, is the menu's to say
// (screens.ts); nothing here reads pages/.
import type { ValidateFunction } from 'ajv';
import { withInputHygiene } from '../../src/core/validation';
import { validatorFor } from '../http/validators';
import { defineEntity, readEntitySchemas, DEFAULT_ENTITIES_DIR, type EntityDefinition, type EntitySchema } from './definition';
import { listQuerySchema, LIST_PAGE_SIZES } from './listQuerySchema';
import { aggregateDeclarationOf, type AggregateDeclaration } from './aggregateQuery';

/** The largest batch one export call writes (the branch's exportable quantity is at most this). */
export const MAX_EXPORT_BATCH = 50_000;

export interface RegisteredEntity extends EntityDefinition {
  defaultSort: { property: string; order: 'asc' | 'desc' };
  /** Columns of a server export: x-export, else the x-list properties. */
  exportColumns: string[];
  validateCreate: ValidateFunction;
  validateUpdate: ValidateFunction;
  validateAction: ReadonlyMap<string, ValidateFunction>;
  validateList: ValidateFunction;
  validateExport: ValidateFunction;
  /** The validators of report queries (GET <entity>/aggregate); null without x-dimensions. */
  aggregate: AggregateDeclaration | null;
}

export interface EntityRegistry {
  all: RegisteredEntity[];
  get(name: string): RegisteredEntity | undefined;
}

/** The record schema as ajv compiles it: without the editor link and the id (one ajv holds
 * several variants of each entity), and with the x- keywords the vocabulary declares. */
function recordSchema(schema: EntitySchema, required: string[]): Record<string, unknown> {
  const { $schema: _link, $id: _id, required: _required, ...rest } = schema;
  return required.length > 0 ? { ...rest, required } : rest;
}

function actionSchema(schema: EntitySchema, fields: string[], required: string[]): Record<string, unknown> {
  const properties = Object.fromEntries(fields.map((field) => [field, schema.properties[field]]));
  return { type: 'object', additionalProperties: false, properties, ...(required.length > 0 ? { required } : {}) };
}

// Payloads are JSON: no type coercion, so a number sent as text is refused. Defaults fill a
// new record's fields the form left empty (serialNumber 0000, policyNumber none). List queries
// are text: "20" is coerced to 20 (and what coercion makes of "Infinity" refused).

function register(schema: EntitySchema): RegisteredEntity {
  const entity = defineEntity(schema);
  const sort = schema['x-default-sort'];
  const required = (schema.required ?? []).filter((property) => !entity.readonly.has(property));
  const actions = Object.entries(entity.states?.actions ?? {});
  return {
    ...entity,
    defaultSort: sort ? { property: sort.field, order: sort.order } : { property: entity.primaryKey.property, order: 'desc' },
    exportColumns: schema['x-export'] ?? entity.fields.filter((f) => f.schema['x-list']).map((f) => f.property),
    validateCreate: validatorFor('payloadWithDefaults', recordSchema(schema, required)),
    validateUpdate: validatorFor('payload', recordSchema(schema, [])),
    validateAction: new Map(actions.map(([name, action]) =>
      [name, validatorFor('payload', actionSchema(schema, action.fields ?? [], action.required ?? []))])),
    validateList: withInputHygiene(validatorFor('query', listQuerySchema(entity, { pageSizes: LIST_PAGE_SIZES }))),
    validateExport: withInputHygiene(validatorFor('query', listQuerySchema(entity, { maxPageSize: MAX_EXPORT_BATCH }))),
    aggregate: aggregateDeclarationOf(entity, { list: { pageSizes: LIST_PAGE_SIZES }, export: { maxPageSize: MAX_EXPORT_BATCH } }),
  };
}

export function createEntityRegistry(entitiesDir = DEFAULT_ENTITIES_DIR): EntityRegistry {
  const all = readEntitySchemas(entitiesDir).map(register);
  const byName = new Map(all.map((entity) => [entity.name, entity]));
  return { all, get: (name) => byName.get(name) };
}
