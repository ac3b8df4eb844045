// The entity schemas (schemas/entities/*.json) as the renderers read them: API base, field
// metadata from the `x-` keywords, and the state actions of `x-states`. A schema is fetched with
// the first screen that needs it (loadEntities, called by the page view before it renders), so
// the first bundle carries none of them.
import type { EntityField, EntitySchema, StateAction } from '../src/core/generated/entity-language';

const loaders = import.meta.glob<EntitySchema>('/schemas/entities/*.json', { import: 'default' });
const entities = new Map<string, EntitySchema>();

export type { EntityField, EntitySchema, StateAction };

const fileOf = (name: string): string => `/schemas/entities/${name}.json`;

/** Whether schemas/entities/<name>.json exists (loaded or not). */
export function isEntityName(name: string): boolean {
  return Object.hasOwn(loaders, fileOf(name));
}

/** Every entity name (for checks and tests). */
export function entityNames(): string[] {
  return Object.keys(loaders).map((file) => file.replace(/^\/schemas\/entities\//, '').replace(/\.json$/, ''));
}

/** Fetches the named schemas not loaded yet; unknown names are skipped (validate rules them out of pages). */
export async function loadEntities(names: Iterable<string>): Promise<EntitySchema[]> {
  const wanted = [...new Set(names)].filter(isEntityName);
  await Promise.all(wanted.filter((name) => !entities.has(name)).map(async (name) => {
    entities.set(name, await loaders[fileOf(name)]!());
  }));
  return wanted.map((name) => entities.get(name)!);
}

/** The entities another entity's relations point at (its remote selects need them). */
export function relatedEntityNames(entity: EntitySchema): string[] {
  return Object.values(entity.properties).flatMap((field) => (field['x-relation'] ? [field['x-relation'].entity] : []));
}

/** The entity schema, loaded before (loadEntities); throws for an unknown or unloaded name. */
export function entityFor(name: string): EntitySchema {
  const entity = entities.get(name);
  if (!entity) throw new Error(`Entity "${name}" is not loaded (or there is no schemas/entities/${name}.json)`);
  return entity;
}

/** Whether the entity is loaded. */
export function hasEntity(name: string): boolean {
  return entities.has(name);
}

/** `/ntocc-<x-service>-api/<entity>` (docs/contracts.md, "Generic entity API"). */
export function apiBase(entity: EntitySchema): string {
  return `/ntocc-${entity['x-service']}-api/${entity.$id}`;
}

export interface FieldMeta {
  name: string;
  /** i18n key of the label. */
  label: string;
  type: EntityField['type'];
  format?: string;
  dict?: string;
  widget?: EntityField['x-widget'];
  places?: number;
  rows?: number;
  readonly: boolean;
  required: boolean;
  relation?: EntityField['x-relation'];
  upload?: EntityField['x-upload'];
  group?: string;
  order: number;
  width?: number;
  filter?: EntityField['x-filter'];
  sortable: boolean;
  help?: string;
  placeholder?: string;
  schema: EntityField;
}

export function fieldMeta(entity: EntitySchema, name: string): FieldMeta {
  const field = entity.properties[name];
  if (!field) throw new Error(`Entity "${entity.$id}" has no field "${name}"`);
  return {
    name,
    label: field['x-label'],
    type: field.type,
    format: field.format ?? field.items?.format,
    dict: field['x-dict'],
    widget: field['x-widget'],
    places: field['x-places'],
    rows: field['x-rows'],
    readonly: field['x-readonly'] === true,
    required: entity.required?.includes(name) ?? false,
    relation: field['x-relation'],
    upload: field['x-upload'],
    group: field['x-group'],
    order: field['x-order'] ?? 0,
    width: field['x-width'],
    filter: field['x-filter'],
    sortable: field['x-sortable'] === true,
    help: field['x-help'],
    placeholder: field['x-placeholder'],
    schema: field,
  };
}

/** The name of the primary key (`x-primary-key`). */
export function primaryKey(entity: EntitySchema): string {
  return entity['x-primary-key'];
}

export interface NamedStateAction extends StateAction {
  name: string;
}

export function stateAction(entity: EntitySchema, name: string): NamedStateAction | undefined {
  const action = entity['x-states']?.actions[name];
  return action ? { ...action, name } : undefined;
}

export function stateActions(entity: EntitySchema): NamedStateAction[] {
  return Object.entries(entity['x-states']?.actions ?? {}).map(([name, action]) => ({ ...action, name }));
}

/** The state field and the codes a state action may start from, as a row condition. */
export function stateCondition(entity: EntitySchema, action: StateAction): { field: string; in: string[] } | undefined {
  const field = entity['x-states']?.field;
  return field ? { field, in: [...action.from] } : undefined;
}
