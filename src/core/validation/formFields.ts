/** A field's schema as the console's forms validate it: the JSON Schema keywords of the entity
 * property, without its `x-` keywords (they become the form's uiSchema) and its description. */
export function formFieldSchema(property: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(property).filter(([keyword]) => !keyword.startsWith('x-') && keyword !== 'description'));
}
