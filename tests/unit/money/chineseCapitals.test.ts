import { describe, expect, it } from 'vitest';
import { amountInChineseCapitals } from '../../../src/core/money/chineseCapitals';

describe('大写金额: an amount in fen in Chinese financial capitals (《支付结算办法》)', () => {
  it.each([
    [0, '零元整'],
    [100, '壹元整'],
    [1000, '壹拾元整'],
    [10000, '壹佰元整'],
    [10050, '壹佰元伍角整'],
    [10005, '壹佰元零伍分'],
    [50, '伍角整'],
    [5, '伍分'],
    [55, '伍角伍分'],
    [100500, '壹仟零伍元整'],
    [168032, '壹仟陆佰捌拾元叁角贰分'],
    [1000000, '壹万元整'],
    [1234567, '壹万贰仟叁佰肆拾伍元陆角柒分'],
    [10001000, '壹拾万零壹拾元整'],
    [10200000, '壹拾万贰仟元整'],
    [10700053, '壹拾万柒仟元伍角叁分'],
    [100000000, '壹佰万元整'],
    [1000000000, '壹仟万元整'],
    [10000000000, '壹亿元整'],
    [10000200000, '壹亿零贰仟元整'],
    [10100000000, '壹亿零壹佰万元整'],
    [10000000100, '壹亿零壹元整'],
    [205169, '贰仟零伍拾壹元陆角玖分'],
    [100000000000, '壹拾亿元整'],
  ])('%s fen is %s', (fen, text) => {
    expect(amountInChineseCapitals(fen)).toBe(text);
  });

  it('a negative amount starts with 负; a fraction of a fen is refused', () => {
    expect(amountInChineseCapitals(-10050)).toBe('负壹佰元伍角整');
    expect(() => amountInChineseCapitals(1.5)).toThrow(RangeError);
    expect(() => amountInChineseCapitals(Number.NaN)).toThrow(RangeError);
  });
});
