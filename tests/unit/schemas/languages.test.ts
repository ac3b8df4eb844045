import { describe, expect, it } from 'vitest';
import { readRepoJson } from './jsonSource';

type Schema = Record<string, unknown>;
const LANGUAGES = ['schemas/page.schema.json', 'schemas/entity.schema.json'];

const SCHEMA_MAPS = ['properties', 'definitions'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf'];
const SCHEMA_SLOTS = ['items', 'additionalProperties', 'propertyNames', 'if', 'then', 'else', 'not'];

/** Every subschema of `schema` (following JSON Schema's structure, not every object), with its pointer. */
function* schemaNodes(schema: unknown, pointer = ''): Generator<[string, Schema]> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Schema;
  yield [pointer, node];
  for (const key of SCHEMA_MAPS)
    for (const [name, sub] of Object.entries((node[key] ?? {}) as Schema)) yield* schemaNodes(sub, `${pointer}/${key}/${name}`);
  for (const key of SCHEMA_LISTS) for (const [i, sub] of ((node[key] ?? []) as unknown[]).entries()) yield* schemaNodes(sub, `${pointer}/${key}/${i}`);
  for (const key of SCHEMA_SLOTS) yield* schemaNodes(node[key], `${pointer}/${key}`);
}

function resolve(root: Schema, schema: Schema): Schema {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || Object.keys(schema).some((k) => k === 'title')) return schema;
  const name = ref.replace('#/definitions/', '');
  return resolve(root, (root.definitions as Record<string, Schema>)[name]);
}

describe('a language an editor completes: title, description and examples on every property', () => {
  it.each(LANGUAGES)('%s', (file) => {
    const root = readRepoJson<Schema>(file);
    const missing: string[] = [];
    for (const [pointer, schema] of schemaNodes(root)) {
      // Branch and rule subschemas (if/then/not) only repeat properties declared elsewhere.
      if (/\/(if|then|else|not)(\/|$)/.test(pointer) || !schema.properties || typeof schema.properties !== 'object') continue;
      for (const [name, property] of Object.entries(schema.properties as Record<string, Schema>)) {
        const resolved = resolve(root, property);
        for (const keyword of ['title', 'description', 'examples'])
          if (resolved[keyword] === undefined) missing.push(`${pointer}/properties/${name} lacks ${keyword}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('a strict language: additionalProperties is never left open', () => {
  it.each(LANGUAGES)('%s', (file) => {
    const open = [...schemaNodes(readRepoJson(file))]
      .filter(([, schema]) => schema.type === 'object' && (schema.additionalProperties === undefined || schema.additionalProperties === true))
      .map(([pointer]) => pointer);
    expect(open).toEqual([]);
  });
});

describe('the page kinds are if/then branches keyed on kind', () => {
  it('list, form and detail each select their branch definition; blocks, report and dashboard share the page of blocks', () => {
    const page = readRepoJson<{ allOf: { if: Schema; then: Schema }[] }>('schemas/page.schema.json');
    expect(page.allOf.map((rule) => [rule.if, rule.then])).toEqual([
      ...[
        ['list', 'ListPage'],
        ['form', 'FormPage'],
        ['detail', 'DetailPage'],
      ].map(([kind, branch]) => [{ properties: { kind: { const: kind } }, required: ['kind'] }, { $ref: `#/definitions/${branch}` }]),
      [{ properties: { kind: { enum: ['blocks', 'report', 'dashboard'] } }, required: ['kind'] }, { $ref: '#/definitions/BlockPage' }],
    ]);
  });
});

describe('the block types are if/then branches keyed on type', () => {
  it('each type of BlockType selects its <Type>Block definition', () => {
    const language = readRepoJson<{ definitions: { BlockType: { enum: string[] }; Block: { allOf: { if: Schema; then: Schema }[] } } }>('schemas/page.schema.json');
    const branchOf = (type: string) => `${type[0]!.toUpperCase()}${type.slice(1)}Block`;
    expect(language.definitions.Block.allOf.map((rule) => [rule.if, rule.then])).toEqual(
      language.definitions.BlockType.enum.map((type) => [{ properties: { type: { const: type } }, required: ['type'] }, { $ref: `#/definitions/${branchOf(type)}` }]),
    );
  });
});

describe('the entity language offers exactly the formats of the validation rules', () => {
  it('FieldFormat lists every name of src/core/validation formats, and no other', async () => {
    const { FORMAT_NAMES } = await import('../../../src/core/validation');
    const language = readRepoJson('schemas/entity.schema.json') as { definitions: { FieldFormat: { enum: string[] } } };
    expect([...language.definitions.FieldFormat.enum].sort()).toEqual([...FORMAT_NAMES].sort());
  });
});
