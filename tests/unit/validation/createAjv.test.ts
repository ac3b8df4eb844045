import { describe, expect, it } from 'vitest';
import { createAjv, describeAjvErrors, ENTITY_KEYWORDS, FORMAT_NAMES, formatMessageKey, MAX_AMOUNT } from '../../../src/core';
import { entitySchema, INVALID_VALUES, VALID_VALUES } from './entitySchema';

describe('createAjv() compiles an entity schema using every format and x- keyword in strict mode', () => {
  const validate = createAjv().compile(entitySchema);

  it('accepts a record that satisfies every format', () => {
    expect(validate(VALID_VALUES)).toBe(true);
  });

  it('reports each broken format under the key validation.format.<name>, at the field', () => {
    expect(validate(INVALID_VALUES)).toBe(false);
    expect(describeAjvErrors(validate.errors)).toEqual(
      FORMAT_NAMES.map((format) => ({ field: `/${format}`, key: formatMessageKey(format), params: {} })),
    );
  });

  it('declares every x- keyword as an annotation', () => {
    expect(ENTITY_KEYWORDS.every((keyword) => keyword.startsWith('x-'))).toBe(true);
    expect(ENTITY_KEYWORDS.filter((keyword) => !(keyword in entitySchema))).toEqual([]);
  });
});

describe('createAjv() is strict', () => {
  const ajv = createAjv();

  it('rejects an undeclared x- keyword', () => {
    expect(() => ajv.compile({ type: 'string', 'x-colour': 'red' })).toThrow(/unknown keyword/);
  });

  it('rejects a misspelt format', () => {
    expect(() => ajv.compile({ type: 'string', format: 'cn-mobil' })).toThrow(/unknown format/);
  });

  it('rejects a keyword that does not apply to the declared type', () => {
    expect(() => ajv.compile({ type: 'string', minimum: 0 })).toThrow(/strict mode/);
  });
});

describe('createAjv() configuration', () => {
  it('replaces ajv-formats\' url (which allows ftp) with the project rule', () => {
    expect(createAjv().validate({ type: 'string', format: 'url' }, 'ftp://example.com')).toBe(false);
  });

  it('keeps the standard formats of ajv-formats', () => {
    const ajv = createAjv();
    expect(ajv.validate({ type: 'string', format: 'date' }, '2024-02-29')).toBe(true);
    expect(ajv.validate({ type: 'string', format: 'date' }, '2023-02-29')).toBe(false);
  });

  it('reports all errors, not only the first', () => {
    const validate = createAjv().compile(entitySchema);
    validate({ ...VALID_VALUES, 'cn-mobile': '1', email: 'x' });
    expect(validate.errors).toHaveLength(2);
  });

  it('supports $data references between fields', () => {
    const validate = createAjv().compile({
      type: 'object',
      properties: { min: { type: 'number' }, max: { type: 'number', minimum: { $data: '1/min' } } },
    });
    expect(validate({ min: 5, max: 4 })).toBe(false);
    expect(validate({ min: 5, max: 6 })).toBe(true);
  });

  it('caps amounts with MAX_AMOUNT as maximum, reported with its limit', () => {
    const validate = createAjv().compile({ type: 'number', maximum: MAX_AMOUNT });
    expect(validate(MAX_AMOUNT)).toBe(true);
    expect(validate(MAX_AMOUNT + 0.01)).toBe(false);
    expect(describeAjvErrors(validate.errors)).toEqual([
      { field: '', key: 'validation.maximum', params: { limit: 1_000_000_000 } },
    ]);
  });

  it('returns a new instance each time and applies option overrides', () => {
    expect(createAjv()).not.toBe(createAjv());
    expect(createAjv({ allErrors: false }).opts.allErrors).toBe(false);
  });
});
