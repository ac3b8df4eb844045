// Annotation keywords of entity schemas. Ajv runs in strict mode, which rejects unknown
// keywords; declaring these lets entity schemas carry labels, dictionaries and list, form and
// server hints next to the JSON Schema rules. Add new ones here, nowhere else.
export const ENTITY_KEYWORDS = [
  'x-label',
  'x-dict',
  'x-list',
  'x-filter',
  'x-sortable',
  'x-readonly',
  'x-relation',
  'x-upload',
  'x-service',
  'x-table',
  'x-primary-key',
  'x-widget',
  'x-states',
  'x-actions',
  'x-scope',
  'x-order',
  'x-width',
  'x-group',
  'x-unique',
  'x-search',
  'x-placeholder',
  'x-help',
  'x-rows',
  'x-places',
] as const;

export type EntityKeyword = (typeof ENTITY_KEYWORDS)[number];
