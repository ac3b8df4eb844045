// The JSON schema of an entity's list (and export) query, derived from the entity: paging,
// sortField from the x-sortable properties only, and one parameter per declared filter (two,
// <field>Start and <field>End, for a range), each with its property's type and format rules.
// Any other parameter name fails `additionalProperties`: names are never put into SQL unless
// the entity declares them.
import type { EntityDefinition, PropertySchema } from './definition';

export const LIST_PAGE_SIZES = [10, 20, 30, 50, 100, 500] as const;
export const SORT_TYPES = ['asc', 'desc'] as const;

/** The value rules of a property that a filter value must also meet. */
const VALUE_KEYWORDS = ['type', 'format', 'pattern', 'maxLength', 'minimum', 'maximum'] as const;

function valueRules(schema: PropertySchema): Record<string, unknown> {
  // A list field is filtered by one of its entries.
  if (schema.type === 'array') return { type: 'string', maxLength: 512 };
  return Object.fromEntries(VALUE_KEYWORDS.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]));
}

export interface PagingRule { pageSizes?: readonly number[]; maxPageSize?: number }

export function listQuerySchema(entity: EntityDefinition, paging: PagingRule): Record<string, unknown> {
  const properties: Record<string, unknown> = {
    // The token may travel as a query parameter (auth/authenticate.ts).
    token: { type: 'string', maxLength: 200 },
    pageNum: { type: 'integer', minimum: 1, maximum: 1_000_000_000 },
    pageSize: paging.pageSizes ? { type: 'integer', enum: [...paging.pageSizes] } : { type: 'integer', minimum: 1, maximum: paging.maxPageSize },
    sortField: { type: 'string', enum: entity.sortable.size > 0 ? [...entity.sortable] : [entity.primaryKey.property] },
    sortType: { type: 'string', enum: [...SORT_TYPES] },
    // The screen (menu leaf) the list is read on: its fixed filter narrows the records even when
    // the caller reaches the entity through other screens too (server/entities/screens.ts).
    screen: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' },
  };
  for (const [property, kind] of entity.filters) {
    const schema = entity.byProperty.get(property)!.schema;
    if (kind === 'range') {
      properties[`${property}Start`] = valueRules(schema);
      properties[`${property}End`] = valueRules(schema);
    } else if (kind === 'like') {
      properties[property] = { type: 'string', maxLength: schema.maxLength ?? 512 };
    } else {
      properties[property] = valueRules(schema);
    }
  }
  return { type: 'object', additionalProperties: false, properties };
}
