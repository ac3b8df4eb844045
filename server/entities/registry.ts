// Every entity of schemas/entities/, ready to serve: its definition, the validators of its
// payloads and list queries (compiled once, with the project's ajv), the list page that names
// it (whose menu leaf gives the permission codes) and that page's default sort.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { createAjv } from '../../src/core/validation';
import { defineEntity, readEntitySchemas, DEFAULT_ENTITIES_DIR, type EntityDefinition, type EntitySchema } from './definition';
import { listQuerySchema, LIST_PAGE_SIZES } from './listQuerySchema';

export const DEFAULT_PAGES_DIR = path.resolve(import.meta.dirname, '../../pages');
/** The largest batch one export call writes (the branch's exportable quantity is at most this). */
export const MAX_EXPORT_BATCH = 50_000;

export interface RegisteredEntity extends EntityDefinition {
  /** Component of the list page naming the entity (`basic/DriverManage`); its menu leaf's name
   * prefixes the permission codes. */
  listPage: string | null;
  defaultSort: { property: string; order: 'asc' | 'desc' };
  /** Columns of a server export: the list page's columns, else the x-list properties. */
  exportColumns: string[];
  validateCreate: ValidateFunction;
  validateUpdate: ValidateFunction;
  validateAction: ReadonlyMap<string, ValidateFunction>;
  validateList: ValidateFunction;
  validateExport: ValidateFunction;
}

export interface EntityRegistry {
  all: RegisteredEntity[];
  get(name: string): RegisteredEntity | undefined;
}

interface ListPage { component: string; entity: string; defaultSort?: { field: string; order: 'asc' | 'desc' }; columns?: { field: string }[] }

function listPages(dir: string, prefix = ''): ListPage[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return listPages(path.join(dir, entry.name), relative);
    if (!entry.name.endsWith('.json')) return [];
    const page = JSON.parse(readFileSync(path.join(dir, entry.name), 'utf8')) as Partial<ListPage> & { kind?: string };
    if (page.kind !== 'list' || !page.entity) return [];
    return [{ component: relative.replace(/\.json$/, ''), entity: page.entity, defaultSort: page.defaultSort, columns: page.columns }];
  });
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
// new record's fields the form left empty (serialNumber 0000, policyNumber none).
const createAjvInstance = createAjv({ useDefaults: true });
const updateAjv = createAjv();
// List queries are text: coerce "20" to 20.
const queryAjv = createAjv({ coerceTypes: true });

function register(schema: EntitySchema, pages: ListPage[]): RegisteredEntity {
  const entity = defineEntity(schema);
  const page = pages.find((p) => p.entity === entity.name) ?? null;
  const sortProperty = page?.defaultSort && entity.byProperty.has(page.defaultSort.field) ? page.defaultSort.field : entity.primaryKey.property;
  const required = (schema.required ?? []).filter((property) => !entity.readonly.has(property));
  const actions = Object.entries(entity.states?.actions ?? {});
  const pageColumns = (page?.columns ?? []).map((column) => column.field).filter((field) => entity.byProperty.has(field));
  return {
    ...entity,
    listPage: page?.component ?? null,
    defaultSort: { property: sortProperty, order: page?.defaultSort?.order ?? 'desc' },
    exportColumns: pageColumns.length > 0 ? pageColumns : entity.fields.filter((f) => f.schema['x-list']).map((f) => f.property),
    validateCreate: createAjvInstance.compile(recordSchema(schema, required)),
    validateUpdate: updateAjv.compile(recordSchema(schema, [])),
    validateAction: new Map(actions.map(([name, action]) =>
      [name, updateAjv.compile(actionSchema(schema, action.fields ?? [], action.required ?? []))])),
    validateList: queryAjv.compile(listQuerySchema(entity, { pageSizes: LIST_PAGE_SIZES })),
    validateExport: queryAjv.compile(listQuerySchema(entity, { maxPageSize: MAX_EXPORT_BATCH })),
  };
}

export function createEntityRegistry(entitiesDir = DEFAULT_ENTITIES_DIR, pagesDir = DEFAULT_PAGES_DIR): EntityRegistry {
  const pages = listPages(pagesDir);
  const all = readEntitySchemas(entitiesDir).map((schema) => register(schema, pages));
  const byName = new Map(all.map((entity) => [entity.name, entity]));
  return { all, get: (name) => byName.get(name) };
}
