// A record payload as the server stores it: text trimmed, blank fields absent, and the fields
// that cannot be stored at all named.
import { describe, expect, it } from 'vitest';
import { normalizePayload } from '../../../src/core';

describe('text is stored trimmed', () => {
  it('surrounding spaces, tabs and ideographic spaces are removed; inner ones kept', () => {
    const { values, errors } = normalizePayload({ driverName: '  马卫东 ', remark: '\u3000第一行\n第二行\t', amount: 12.5 });
    expect(values).toEqual({ driverName: '马卫东', remark: '第一行\n第二行', amount: 12.5 });
    expect(errors).toEqual([]);
  });

  it('the entries of a list are trimmed too', () => {
    expect(normalizePayload({ plates: [' 京A12345', '粤B12345 '] }).values).toEqual({ plates: ['京A12345', '粤B12345'] });
  });
});

describe('blank text is not filled in', () => {
  it('a blank optional field is left out', () => {
    expect(normalizePayload({ remark: '   ', name: '马' })).toEqual({ values: { name: '马' }, errors: [] });
  });

  it('a blank field that may not be emptied is refused as required', () => {
    const { values, errors } = normalizePayload({ driverName: ' \u3000 ', remark: '' }, new Set(['driverName']));
    expect(values).toEqual({});
    expect(errors).toEqual([{ field: '/driverName', key: 'validation.required', params: {} }]);
  });

  it('a blank entry of a list is refused at its index', () => {
    expect(normalizePayload({ plates: ['京A12345', '  '] }).errors).toEqual([{ field: '/plates/1', key: 'validation.required', params: {} }]);
  });
});

describe('what cannot be stored is named', () => {
  it('NUL bytes and lone surrogates, anywhere', () => {
    expect(normalizePayload({ name: 'a\u0000', list: ['ok', '\uD800'] }).errors).toEqual([
      { field: '/name', key: 'validation.unstorableText', params: {} },
      { field: '/list/1', key: 'validation.unstorableText', params: {} },
    ]);
  });

  it('non-finite numbers', () => {
    expect(normalizePayload({ amount: Infinity, weight: Number.NaN }).errors).toEqual([
      { field: '/amount', key: 'validation.type.number', params: {} },
      { field: '/weight', key: 'validation.type.number', params: {} },
    ]);
  });
});
