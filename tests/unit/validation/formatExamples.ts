// Shared shape of the format tests: one describe per rule, at least 15 valid and 15 invalid
// examples, each checked through the `formats` predicate and through `createAjv()`, so the
// rule the forms run and the rule the server runs cannot drift apart. The number formats
// check JSON numbers in schemas, so there ajv sees the valid examples as numbers.
import { describe, expect, it } from 'vitest';
import { createAjv, formats, numberFormats, type FormatName } from '../../../src/core';

const MIN_EXAMPLES = 15;

export interface FormatExamples {
  valid: readonly string[];
  invalid: readonly string[];
}

const ajv = createAjv();

function acceptedByAjv(format: FormatName, value: string): boolean {
  return ajv.validate({ type: 'string', format }, value) as boolean;
}

const label = (value: string) => JSON.stringify(value);

export function describeFormat(format: FormatName, rule: string, { valid, invalid }: FormatExamples): void {
  describe(`${format}: ${rule}`, () => {
    it(`is shown by at least ${MIN_EXAMPLES} valid and ${MIN_EXAMPLES} invalid examples`, () => {
      expect(new Set(valid).size).toBeGreaterThanOrEqual(MIN_EXAMPLES);
      expect(new Set(invalid).size).toBeGreaterThanOrEqual(MIN_EXAMPLES);
    });

    it.each(valid.map((value) => [label(value), value]))('accepts %s', (_, value) => {
      expect(formats[format](value)).toBe(true);
    });

    it.each(invalid.map((value) => [label(value), value]))('rejects %s', (_, value) => {
      expect(formats[format](value)).toBe(false);
    });

    if (numberFormats[format]) {
      it('accepts every valid example as a JSON number through createAjv()', () => {
        expect(valid.filter((value) => !ajv.validate({ type: 'number', format }, Number(value)))).toEqual([]);
      });
    } else {
      it('judges every example the same way through createAjv()', () => {
        const verdicts = [...valid, ...invalid].map((value) => acceptedByAjv(format, value));
        expect(verdicts).toEqual([...valid.map(() => true), ...invalid.map(() => false)]);
      });
    }
  });
}
