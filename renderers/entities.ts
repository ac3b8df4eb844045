// The entity schemas (schemas/entities/*.json) as the renderers read them: API base, field
// metadata from the `x-` keywords, and the state actions of `x-states`.
import type { EntityField, EntitySchema, StateAction } from '../src/core/generated/entity-language';

const modules = import.meta.glob<EntitySchema>('/schemas/entities/*.json', { eager: true, import: 'default' });

const entities = new Map<string, EntitySchema>(
  Object.values(modules).map((schema) => [schema.$id, schema]),
);

export type { EntityField, EntitySchema, StateAction };

/** The entity schema; throws for an unknown name, which `npm run validate` rules out for pages. */
export function entityFor(name: string): EntitySchema {
  const entity = entities.get(name);
  if (!entity) throw new Error(`Unknown entity "${name}": no schemas/entities/${name}.json`);
  return entity;
}

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
