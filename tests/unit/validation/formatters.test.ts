import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatInteger, formatPercent, MAX_AMOUNT, MAX_PERCENT } from '../../../src/core';

const money = (input: string) => formatDecimal(input, { places: 2 });
const signedMoney = (input: string) => formatDecimal(input, { places: 2, allowNegative: true });

describe('characters other than digits, one decimal point and (when allowed) one leading minus are dropped', () => {
  it.each([
    ['1,234.5', '1234.5'],
    ['1e5', '15'],
    ['¥ 12.50元', '12.50'],
    ['12a.3b4', '12.34'],
    ['1.2.3', '1.23'],
    ['5-', '5'],
    ['-5', '5'],
  ])('%s shows as %s', (input, shown) => {
    expect(money(input)).toBe(shown);
  });

  it.each([
    ['-5', '-5'],
    ['--5', '-5'],
    ['-1-2', '-12'],
    ['5-', '5'],
  ])('with negatives allowed, %s shows as %s', (input, shown) => {
    expect(signedMoney(input)).toBe(shown);
  });

  it.each([
    ['１２３', '123'],
    ['１２。５', '12.5'],
    ['－３．５', '-3.5'],
  ])('full-width input from a Chinese input method, %s, shows as %s', (input, shown) => {
    expect(signedMoney(input)).toBe(shown);
  });
});

describe('decimals are cut to places, not rounded', () => {
  it.each([
    [1, '0.99', '0.9'],
    [2, '1.999', '1.99'],
    [3, '3.14159', '3.141'],
    [3, '2.0005', '2.000'],
  ] as const)('with %i places, %s shows as %s', (places, input, shown) => {
    expect(formatDecimal(input, { places })).toBe(shown);
  });
});

describe('leading zeros are stripped', () => {
  it.each([
    ['007', '7'],
    ['00.5', '0.5'],
    ['0', '0'],
    ['000', '0'],
    ['0012.30', '12.30'],
  ])('%s shows as %s', (input, shown) => {
    expect(money(input)).toBe(shown);
  });

  it('-007 shows as -7 when negatives are allowed', () => {
    expect(signedMoney('-007')).toBe('-7');
  });
});

describe('values above 1,000,000,000 clamp to 1,000,000,000', () => {
  it.each([
    ['1000000001', '1000000000'],
    ['99999999999.99', '1000000000'],
    ['1000000000.01', '1000000000'],
    ['1000000000', '1000000000'],
    ['999999999.99', '999999999.99'],
  ])('%s shows as %s', (input, shown) => {
    expect(money(input)).toBe(shown);
  });

  it('a negative value clamps to -1,000,000,000', () => {
    expect(signedMoney('-2000000000')).toBe('-1000000000');
  });
});

describe('a half-typed value stays typeable', () => {
  it.each([
    ['', ''],
    ['.', '0.'],
    ['12.', '12.'],
    ['0.', '0.'],
  ])('%j shows as %j', (input, shown) => {
    expect(money(input)).toBe(shown);
  });

  it.each([
    ['-', '-'],
    ['-0', '-0'],
    ['-.', '-0.'],
    ['-0.', '-0.'],
  ])('with negatives allowed, %j shows as %j', (input, shown) => {
    expect(signedMoney(input)).toBe(shown);
  });

  it('a lone minus disappears when negatives are not allowed', () => {
    expect(money('-')).toBe('');
  });
});

describe('formatInteger keeps whole numbers and clamps at 1,000,000,000', () => {
  it.each([
    ['1,234', '1234'],
    ['007', '7'],
    ['12.5', '12'],
    ['12.', '12'],
    ['.5', ''],
    ['12345678901', '1000000000'],
    ['-12', '12'],
  ])('%s shows as %s', (input, shown) => {
    expect(formatInteger(input)).toBe(shown);
  });

  it.each([
    ['-12', '-12'],
    ['-', '-'],
    ['-99999999999', '-1000000000'],
  ])('with negatives allowed, %s shows as %s', (input, shown) => {
    expect(formatInteger(input, { allowNegative: true })).toBe(shown);
  });
});

describe('formatPercent is a whole number that clamps at 100', () => {
  it.each([
    ['50', '50'],
    ['100', '100'],
    ['101', '100'],
    ['150.5', '100'],
    ['12.5', '12'],
    ['-5', '5'],
    ['50%', '50'],
    ['007', '7'],
    ['', ''],
  ])('%j shows as %j', (input, shown) => {
    expect(formatPercent(input)).toBe(shown);
  });
});

// Property tests: whatever is typed or pasted, the shown value keeps the invariants.

/** Typed text: mostly characters that matter to a number, plus arbitrary Unicode. */
const typed = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'0123456789..--,e ', '１', '。', 'a', '元'), maxLength: 24 }),
  fc.string({ unit: 'grapheme', maxLength: 24 }),
);

const TYPEABLE = /^-?(?:\d+(?:\.\d*)?)?$/;
const decimalsOf = (shown: string) => (shown.includes('.') ? shown.split('.')[1].length : 0);
const isPrefixOnly = (shown: string) => shown === '' || shown === '-';

interface FormatterCase {
  name: string;
  format: (input: string) => string;
  places: number;
  clamp: number;
  allowNegative: boolean;
}

const decimalCases = [1, 2, 3].flatMap((places) =>
  [false, true].map(
    (allowNegative): FormatterCase => ({
      name: `formatDecimal(places ${places}${allowNegative ? ', negatives' : ''})`,
      format: (input) => formatDecimal(input, { places: places as 1 | 2 | 3, allowNegative }),
      places,
      clamp: MAX_AMOUNT,
      allowNegative,
    }),
  ),
);

const CASES: FormatterCase[] = [
  ...decimalCases,
  { name: 'formatInteger', format: (input) => formatInteger(input), places: 0, clamp: MAX_AMOUNT, allowNegative: false },
  {
    name: 'formatInteger(negatives)',
    format: (input) => formatInteger(input, { allowNegative: true }),
    places: 0,
    clamp: MAX_AMOUNT,
    allowNegative: true,
  },
  { name: 'formatPercent', format: formatPercent, places: 0, clamp: MAX_PERCENT, allowNegative: false },
];

describe.each(CASES)('$name properties', ({ format, places, clamp, allowNegative }) => {
  it('always shows a number or a typeable prefix of one', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const shown = format(input);
        expect(shown).toMatch(TYPEABLE);
        if (!isPrefixOnly(shown)) expect(Number.isFinite(Number(shown))).toBe(true);
      }),
    );
  });

  it(`never shows more than ${places} decimals`, () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(decimalsOf(format(input))).toBeLessThanOrEqual(places);
      }),
    );
  });

  it(`never exceeds ${clamp}`, () => {
    fc.assert(
      fc.property(typed, (input) => {
        const shown = format(input);
        if (!isPrefixOnly(shown)) expect(Math.abs(Number(shown))).toBeLessThanOrEqual(clamp);
      }),
    );
  });

  it('formatting twice gives the same result', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(format(format(input))).toBe(format(input));
      }),
    );
  });

  it('never shows superfluous leading zeros', () => {
    fc.assert(
      fc.property(typed, (input) => {
        expect(format(input)).not.toMatch(/^-?0\d/);
      }),
    );
  });

  it(allowNegative ? 'shows a minus only in front' : 'never shows a minus', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const shown = format(input);
        expect(shown.slice(1)).not.toContain('-');
        if (!allowNegative) expect(shown).not.toContain('-');
      }),
    );
  });

  it('leaves a well-formed value within the limits as typed', () => {
    const wellFormed = fc
      .tuple(
        fc.integer({ min: 0, max: clamp - 1 }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: places }),
        fc.boolean(),
      )
      .map(([integer, decimals, negative]) => {
        const sign = negative && allowNegative ? '-' : '';
        return places > 0 && decimals !== '' ? `${sign}${integer}.${decimals}` : `${sign}${integer}`;
      });
    fc.assert(
      fc.property(wellFormed, (value) => {
        expect(format(value)).toBe(value);
      }),
    );
  });
});
