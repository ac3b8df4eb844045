import { describe, expect, it } from 'vitest';
import { withActionDefaults } from '../../../src/core/page/actionDefaults';

const load = { defaults: { despatchActualDateTime: 'now', loadingWeight: { copy: 'goodsItemGrossWeight' } } } as const;
const now = new Date('2026-11-27T02:30:00Z');

describe('a state action dialog offers its defaults in the empty fields', () => {
  it('装货: now (China time) as the time and the waybill weight as the loading weight', () => {
    expect(withActionDefaults(load, { goodsItemGrossWeight: 31.5 }, now)).toMatchObject({ despatchActualDateTime: '2026-11-27 10:30:00', loadingWeight: 31.5 });
  });

  it('a value the record holds stays, and a copy of an empty field offers nothing', () => {
    const values = withActionDefaults(load, { despatchActualDateTime: '2026-11-26 08:00:00', loadingWeight: 30 }, now);
    expect(values).toMatchObject({ despatchActualDateTime: '2026-11-26 08:00:00', loadingWeight: 30 });
    expect(withActionDefaults(load, {}, now)).not.toHaveProperty('loadingWeight');
  });

  it('an action without defaults leaves the record as it is', () => {
    expect(withActionDefaults({}, { a: 1 }, now)).toEqual({ a: 1 });
  });
});
