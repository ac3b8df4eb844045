// A schema without what only describes it (titles, descriptions, comments, x- keywords), for
// the generated validators: ajv's standalone code embeds the schema objects it refers to (an
// enum, a default), and the annotations would only make the files larger. Validation is the same.

type Schema = Record<string, unknown>;

const isAnnotation = (keyword: string) => keyword.startsWith('x-') || keyword === 'title' || keyword === 'description' || keyword === '$comment';
/** Keywords whose value is a schema, a list of schemas, or a map of name -> schema. */
const SCHEMA = new Set(['items', 'additionalItems', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains', 'propertyNames']);
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'items']);
const SCHEMA_MAP = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);

function strip(value: unknown): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? withoutAnnotations(value as Schema) : value;
}

export function withoutAnnotations(schema: Schema): Schema {
  const kept: Schema = {};
  for (const [keyword, value] of Object.entries(schema)) {
    if (isAnnotation(keyword)) continue;
    if (SCHEMA_LIST.has(keyword) && Array.isArray(value)) kept[keyword] = value.map(strip);
    else if (SCHEMA.has(keyword)) kept[keyword] = strip(value);
    else if (SCHEMA_MAP.has(keyword) && typeof value === 'object' && value !== null) {
      kept[keyword] = Object.fromEntries(Object.entries(value).map(([name, item]) => [name, strip(item)]));
    } else kept[keyword] = value;
  }
  return kept;
}
