import { describe, expect, it } from 'vitest';
import { computeValue, roundedFor } from '../../../src/core/compute/computed';
import type { EntityField } from '../../../src/core/generated/entity-language';

const field = (schema: Partial<EntityField>): EntityField => ({ 'x-label': 'entity.refuelConsumption.field.amount', ...schema }) as EntityField;
const money = field({ type: 'number', 'x-places': 2 });

describe('computed numbers are rounded half up on the number as written', () => {
  it.each([
    [2051.685, 2051.69],
    [1.005, 1.01],
    [123456789.125, 123456789.13],
    [0.0000001, 0],
    [2.5, 2.5],
  ])('%d -> %d', (value, rounded) => {
    expect(roundedFor(money, value)).toBe(rounded);
  });

  it('an integer field rounds to whole numbers, a field with x-places 3 to three', () => {
    expect(roundedFor(field({ type: 'integer' }), 7.5)).toBe(8);
    expect(roundedFor(field({ type: 'number', 'x-places': 3 }), 1.0005)).toBe(1.001);
  });

  it('a product of a price and a quantity is the amount a person computes', () => {
    expect(computeValue(money, { product: ['litres', 'unitPrice'] }, { litres: 291.5, unitPrice: 7.03 })).toBe(2049.25);
    expect(computeValue(money, { product: ['litres', 'unitPrice'] }, { litres: 1.5, unitPrice: 1.67 })).toBe(2.51);
  });
});
