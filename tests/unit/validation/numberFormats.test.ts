import { describe, expect, it } from 'vitest';
import { createAjv } from '../../../src/core';
import { describeFormat } from './formatExamples';

describeFormat('positive-number', 'number > 0, written plainly as typed into an input', {
  valid: [
    '1', '0.5', '0.01', '3.14159', '100', '999999999', '1000000000', '12.0', '1.50', '0.0001', '7',
    '42', '2.5', '1000000000000', '10.10',
  ],
  invalid: [
    '', '0', '0.0', '-1', '-0.5', '+1', '.5', '5.', '1e5', '1,000', ' 1', '1 ', 'abc', '007',
    '1.2.3', 'NaN', 'Infinity', '0x10',
  ],
});

describeFormat('positive-integer', 'integer > 0', {
  valid: [
    '1', '2', '9', '10', '42', '100', '999', '1000', '65535', '999999999', '1000000000',
    '12345678901234567890', '7', '80', '301',
  ],
  invalid: ['', '0', '00', '01', '-1', '1.0', '1.5', '+1', '1e3', ' 1', '1,000', 'one', '٣', '１', '0x1'],
});

describeFormat('money', 'non-negative number with up to 2 decimals', {
  valid: [
    '0', '0.0', '0.00', '0.5', '0.01', '1', '1.5', '1.55', '100', '99.99', '1000000000',
    '123456.78', '10.1', '20', '3.00',
  ],
  invalid: [
    '', '-1', '-0.01', '1.555', '0.001', '.5', '5.', '01', '00', '1,000.00', '¥100', '100元', '1e2',
    ' 1', 'abc', '1.2.3',
  ],
});

describeFormat('bank-account', 'bank-account-like number: 10 to 30 digits, no checksum', {
  valid: [
    '6222021234567890123', '6228480402564890018', '1234567890', '123456789012345678901234567890',
    '6217000010001234567', '110060149018000123456', '31050161393600000123', '4000023009200181386',
    '6226090000000048', '6212264100011335373', '955880100012345678', '0200000109200012345',
    '44201501100052512345', '6013821234567890', '622588012345678',
  ],
  invalid: [
    '', '123456789', '1234567890123456789012345678901', '6222 0212 3456 7890', '6222-0212-3456-7890',
    '622202123456789A', '６２２２０２１２３４５６７８９０', 'abcdefghijkl', ' 1234567890', '1234567890 ',
    '+1234567890', '12345.67890', 'account', '62220212345678901234567890123x', '1234567890\t',
  ],
});

// Entity payloads carry amounts and counts as JSON numbers, so in a schema these three formats
// check numbers ({ "type": "number", "format": "money" }).
describe('number formats in entity schemas check JSON numbers', () => {
  const ajv = createAjv();
  const accepts = (format: string, type: 'number' | 'integer', value: number) =>
    ajv.validate({ type, format }, value) as boolean;

  it('money accepts 0, 12.5 and 0.29 and rejects negatives and a third decimal', () => {
    expect([0, 12.5, 0.29, 1_000_000_000].map((n) => accepts('money', 'number', n))).toEqual([true, true, true, true]);
    expect([-0.01, 1.234, 0.001].map((n) => accepts('money', 'number', n))).toEqual([false, false, false]);
  });

  it('positive-number accepts 0.001 and rejects 0 and negatives', () => {
    expect(accepts('positive-number', 'number', 0.001)).toBe(true);
    expect(accepts('positive-number', 'number', 0)).toBe(false);
    expect(accepts('positive-number', 'number', -3)).toBe(false);
  });

  it('positive-integer accepts 1 and rejects 0 and negatives', () => {
    expect(accepts('positive-integer', 'integer', 1)).toBe(true);
    expect(accepts('positive-integer', 'integer', 0)).toBe(false);
    expect(accepts('positive-integer', 'integer', -1)).toBe(false);
    expect(accepts('positive-integer', 'number', 1.5)).toBe(false);
  });
});
