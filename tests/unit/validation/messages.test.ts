import i18next, { type i18n } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAjv, describeAjvErrors, FORMAT_NAMES, formatMessageKey, messageForKeyword } from '../../../src/core';
import enCatalogue from '../../../locales/en.json';
import esCatalogue from '../../../locales/es.json';
import jaCatalogue from '../../../locales/ja.json';
import zhCatalogue from '../../../locales/zh.json';

// The validation namespace of each catalogue.
const pick = (catalogue: { validation: object }) => ({ validation: catalogue.validation });
const CATALOGUES = { zh: pick(zhCatalogue), en: pick(enCatalogue), es: pick(esCatalogue), ja: pick(jaCatalogue) };

function describeErrors(schema: object, data: unknown) {
  const validate = createAjv().compile(schema);
  validate(data);
  return describeAjvErrors(validate.errors);
}

describe('formatMessageKey(format) is validation.format.<format>', () => {
  it('names the mobile-phone message validation.format.cn-mobile', () => {
    expect(formatMessageKey('cn-mobile')).toBe('validation.format.cn-mobile');
  });
});

describe('ajv errors map to { field, key, params } i18n descriptors', () => {
  it('format: the key of the format', () => {
    expect(describeErrors({ type: 'string', format: 'cn-mobile' }, '123')).toEqual([
      { field: '', key: 'validation.format.cn-mobile', params: {} },
    ]);
  });

  it('format: a standard format without a project message gets the generic message', () => {
    expect(describeErrors({ type: 'string', format: 'date' }, 'tomorrow')).toEqual([
      { field: '', key: 'validation.invalid', params: {} },
    ]);
  });

  it('required: the field is the missing property, as a JSON pointer', () => {
    const schema = {
      type: 'object',
      properties: { contact: { type: 'object', properties: { mobile: { type: 'string' } }, required: ['mobile'] } },
    };
    expect(describeErrors(schema, { contact: {} })).toEqual([
      { field: '/contact/mobile', key: 'validation.required', params: {} },
    ]);
  });

  it('required: slashes and tildes in property names are escaped', () => {
    const schema = { type: 'object', properties: { 'a/b~c': { type: 'string' } }, required: ['a/b~c'] };
    expect(describeErrors(schema, {})).toEqual([{ field: '/a~1b~0c', key: 'validation.required', params: {} }]);
  });

  it.each([
    ['minimum', { type: 'number', minimum: 0 }, -1, 0],
    ['maximum', { type: 'number', maximum: 100 }, 101, 100],
    ['exclusiveMinimum', { type: 'number', exclusiveMinimum: 0 }, 0, 0],
    ['exclusiveMaximum', { type: 'number', exclusiveMaximum: 10 }, 10, 10],
    ['minLength', { type: 'string', minLength: 2 }, 'a', 2],
    ['maxLength', { type: 'string', maxLength: 3 }, 'abcd', 3],
  ])('%s: the limit is passed as {{limit}}', (keyword, schema, data, limit) => {
    expect(describeErrors({ type: 'object', properties: { weight: schema } }, { weight: data })).toEqual([
      { field: '/weight', key: `validation.${keyword}`, params: { limit } },
    ]);
  });

  it.each([
    ['pattern', { type: 'string', pattern: '^[A-Z]+$' }, 'abc'],
    ['enum', { type: 'string', enum: ['A', 'B'] }, 'C'],
  ])('%s: its own message, without the raw rule', (keyword, schema, data) => {
    expect(describeErrors(schema, data)).toEqual([{ field: '', key: `validation.${keyword}`, params: {} }]);
  });

  it.each([
    ['number', 'abc'],
    ['integer', 1.5],
    ['string', 12],
    ['boolean', 'yes'],
    ['array', {}],
    ['object', []],
  ])('type: a message per expected type (%s)', (type, data) => {
    expect(describeErrors({ type }, data)).toEqual([{ field: '', key: `validation.type.${type}`, params: {} }]);
  });

  it('type: a nullable field names the non-null type', () => {
    expect(describeErrors({ type: ['number', 'null'] }, 'abc')).toEqual([
      { field: '', key: 'validation.type.number', params: {} },
    ]);
  });

  it('any other keyword gets the generic message', () => {
    expect(describeErrors({ type: 'array', minItems: 1 }, [])).toEqual([
      { field: '', key: 'validation.invalid', params: {} },
    ]);
    expect(messageForKeyword('const', { allowedValue: 1 })).toEqual({ key: 'validation.invalid', params: {} });
  });
});

/** Every key `describeAjvError` can produce. */
const ALL_KEYS = [
  ...FORMAT_NAMES.map(formatMessageKey),
  ...['required', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength'],
  ...['pattern', 'enum', 'invalid', 'unstorableText'],
  ...['number', 'integer', 'string', 'boolean', 'array', 'object'].map((type) => `type.${type}`),
].map((key) => (key.startsWith('validation.') ? key : `validation.${key}`));

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafKeys(child, prefix ? `${prefix}.${key}` : key));
}

describe('every message has a clear text in all four catalogues', () => {
  let t: i18n['t'];
  beforeAll(async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'zh',
      resources: Object.fromEntries(Object.entries(CATALOGUES).map(([lng, part]) => [lng, { translation: part }])),
    });
    t = instance.t;
  });

  it('the four catalogues hold exactly the same keys, and exactly the keys in use', () => {
    for (const catalogue of Object.values(CATALOGUES)) {
      expect(leafKeys(catalogue).sort()).toEqual([...ALL_KEYS].sort());
    }
  });

  it.each(Object.keys(CATALOGUES))('%s: every key has its own non-empty text', (lng) => {
    const texts = ALL_KEYS.map((key) => t(key, { lng, limit: 5 }));
    expect(texts.filter((text, i) => text === '' || text === ALL_KEYS[i] || text.includes('{{'))).toEqual([]);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('the Chinese mobile-phone message reads 请输入正确的手机号码', () => {
    expect(t('validation.format.cn-mobile', { lng: 'zh' })).toBe('请输入正确的手机号码');
  });

  it('limits are shown with digit grouping: 不能大于 1,000,000,000', () => {
    expect(t('validation.maximum', { lng: 'zh', limit: 1_000_000_000 })).toBe('不能大于 1,000,000,000');
    expect(t('validation.maximum', { lng: 'en', limit: 1_000_000_000 })).toBe('Must be at most 1,000,000,000');
  });
});
