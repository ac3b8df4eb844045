// Input no field may hold whatever its schema says: unstorable text and non-finite numbers,
// found anywhere in a value and refused by every validator wrapped with withInputHygiene.
import { describe, expect, it } from 'vitest';
import {
  createAjv, describeAjvErrors, isBlank, isUnstorableText, nonFiniteNumberPointers, unstorableTextPointers, withInputHygiene,
} from '../../../src/core';

describe('unstorable text: a NUL byte or a lone surrogate', () => {
  it.each([
    ['a NUL byte', 'ab\u0000c'],
    ['a lone high surrogate', 'ab\uD83D'],
    ['a lone low surrogate', '\uDE00ab'],
    ['two high surrogates', '\uD83D\uD83D'],
    ['a low surrogate before a high one', '\uDE00\uD83D'],
  ])('refuses %s', (_, text) => {
    expect(isUnstorableText(text)).toBe(true);
  });

  it.each([
    ['Chinese text', '唐山恒达钢铁有限公司'],
    ['an emoji (a surrogate pair)', '收货😀'],
    ['tabs and line breaks', '第一行\n第二行\t'],
    ['the empty string', ''],
  ])('accepts %s', (_, text) => {
    expect(isUnstorableText(text)).toBe(false);
  });

  it('is found at any depth, by JSON pointer', () => {
    expect(unstorableTextPointers({ a: 'ok', b: ['x', 'y\u0000'], 'c/d': { e: '\uD800' } })).toEqual(['/b/1', '/c~1d/e']);
  });
});

describe('blank text: empty once its surrounding white space is removed', () => {
  it.each([[''], ['   '], ['\t\n'], ['\u3000\u3000'], [' \u00a0 ']])('%j is blank', (text) => {
    expect(isBlank(text)).toBe(true);
  });

  it.each([['a'], [' 马 '], ['0']])('%j is not', (text) => {
    expect(isBlank(text)).toBe(false);
  });
});

describe('non-finite numbers: Infinity, -Infinity and NaN', () => {
  it('are found at any depth, by JSON pointer', () => {
    expect(nonFiniteNumberPointers({ a: 1, b: [Infinity, 2], c: { d: -Infinity, e: NaN }, f: '1e309' })).toEqual(['/b/0', '/c/d', '/c/e']);
  });

  it('the largest finite number is not one of them', () => {
    expect(nonFiniteNumberPointers({ a: Number.MAX_VALUE, b: -0 })).toEqual([]);
  });
});

describe('withInputHygiene: a validator that also refuses them', () => {
  const schema = {
    type: 'object',
    properties: { pageSize: { type: 'integer', minimum: 1, maximum: 1000 }, name: { type: 'string', maxLength: 20 } },
  };
  // Query strings are text: the server coerces them, which is where Infinity comes from.
  const validate = withInputHygiene(createAjv({ coerceTypes: true }).compile(schema));
  const bare = createAjv({ coerceTypes: true }).compile(schema);

  it.each([['Infinity'], ['-Infinity'], ['1e309'], ['-1e309']])('pageSize=%s: ajv alone lets it through, the wrapper refuses it at the field', (text) => {
    expect(bare({ pageSize: text })).toBe(true);
    const data = { pageSize: text };
    expect(validate(data)).toBe(false);
    expect(describeAjvErrors(validate.errors)).toEqual([{ field: '/pageSize', key: 'validation.type.number', params: {} }]);
  });

  it('NaN is refused once, by ajv\'s own type check', () => {
    expect(validate({ pageSize: 'NaN' })).toBe(false);
    expect(describeAjvErrors(validate.errors)).toEqual([{ field: '/pageSize', key: 'validation.type.integer', params: {} }]);
  });

  it('text with a NUL byte is refused with its own message', () => {
    expect(validate({ name: '马\u0000' })).toBe(false);
    expect(describeAjvErrors(validate.errors)).toEqual([{ field: '/name', key: 'validation.unstorableText', params: {} }]);
  });

  it('valid input passes and leaves no errors behind', () => {
    expect(validate({ pageSize: 'Infinity' })).toBe(false);
    expect(validate({ pageSize: '20', name: '马卫东' })).toBe(true);
    expect(validate.errors).toBeNull();
  });
});
