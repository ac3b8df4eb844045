// The stock is derived from the movements (issue 15): under a random sequence of documents —
// receipts, deliveries, transfers, damage and counts, some asking more than there is — the stock
// of every key equals inbound − outbound ± transfers − damage ± adjustments of the documents
// that were confirmed, it is never negative, and a refused document changes nothing.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { Status } from '../../../src/core/api/status';
import { startFixture, type Fixture } from '../entities/support';
import { FIXTURE_TIMEOUT_MS, warehouseHelpers } from './support';

let fx: Fixture;
const h = warehouseHelpers(() => fx);
let goods: { code: string }[];
let houses: { code: string; locations: string[] }[];

beforeAll(async () => {
  // Hundreds of calls a minute: the per-client limit is lifted for this test.
  fx = await startFixture({ limits: { apiPerClientPerMinute: 1_000_000, apiPerAccountPerMinute: 1_000_000 } });
  goods = await h.goods(2);
  houses = [await h.warehouse('PRPA', 1, 2), await h.warehouse('PRPB', 1, 2)];
}, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

type Op =
  | { kind: 'inbound'; house: number; location: number; goods: number; qty: number }
  | { kind: 'outbound' | 'damage'; house: number; location: number; goods: number; qty: number }
  | { kind: 'transfer'; house: number; location: number; goods: number; qty: number; toHouse: number; toLocation: number }
  | { kind: 'count'; house: number; location: number; goods: number; qty: number };

const place = { house: fc.integer({ min: 0, max: 1 }), location: fc.integer({ min: 0, max: 1 }), goods: fc.integer({ min: 0, max: 1 }) };
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('inbound' as const), ...place, qty: fc.integer({ min: 1, max: 60 }) }),
  fc.record({ kind: fc.constantFrom('outbound' as const, 'damage' as const), ...place, qty: fc.integer({ min: 1, max: 80 }) }),
  fc.record({ kind: fc.constant('transfer' as const), ...place, qty: fc.integer({ min: 1, max: 80 }), toHouse: fc.integer({ min: 0, max: 1 }), toLocation: fc.integer({ min: 0, max: 1 }) }),
  fc.record({ kind: fc.constant('count' as const), ...place, qty: fc.integer({ min: 0, max: 60 }) }),
);

test('stock = the confirmed movements per key, never negative; refused movements change nothing', async () => {
  let run = 0;
  await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 10 }), async (ops) => {
    run += 1;
    // Each run has a customer of its own (the two demo shipper accounts, by turns) and starts
    // from what the earlier runs left: the model is read from the moves first.
    const shipperCode = run % 2 === 0 ? fx.codes.shipper : fx.codes.shipperco;
    const keyOf = (house: number, location: number, g: number) => ({
      warehouseCode: houses[house]!.code, locationCode: houses[house]!.locations[location]!, shipperCode, goodsCode: goods[g]!.code,
    });
    const id = (k: ReturnType<typeof keyOf>) => `${k.warehouseCode}|${k.locationCode}|${k.goodsCode}`;
    const model = new Map<string, number>();
    for (let a = 0; a < 2; a += 1) for (let b = 0; b < 2; b += 1) for (let c = 0; c < 2; c += 1) {
      const k = keyOf(a, b, c);
      model.set(id(k), (await h.movesSum(k)).qty);
    }
    for (const step of ops) {
      const k = keyOf(step.house, step.location, step.goods);
      const held = model.get(id(k))!;
      const moves = await h.count('wh_stock_move');
      if (step.kind === 'count') {
        const row = await h.stockRow(k);
        if (!row) continue;
        const answer = await h.post(`warehouseStock/${row.id}/count`, { countedQuantity: step.qty, countReason: '随机盘点' });
        if (step.qty === held) expect(answer.status).toBe(Status.INVALID_PAYLOAD);
        else {
          expect(answer.status, h.messageOf(answer)).toBe(Status.OK);
          model.set(id(k), step.qty);
        }
      } else {
        const header: Record<string, unknown> = { warehouseCode: k.warehouseCode, shipperCode };
        const line: Record<string, unknown> = { goodsCode: k.goodsCode, locationCode: k.locationCode, quantity: step.qty };
        if (step.kind === 'inbound') line.weight = step.qty / 10;
        if (step.kind === 'damage') Object.assign(header, { damageReason: 'broken', responsibleParty: 'warehouse' });
        let target: ReturnType<typeof keyOf> | null = null;
        if (step.kind === 'transfer') {
          target = keyOf(step.toHouse, step.toLocation, step.goods);
          if (id(target) === id(k)) continue;
          header.toWarehouseCode = target.warehouseCode;
          line.toLocationCode = target.locationCode;
        }
        const order = await h.draft(step.kind, header, [line]);
        const answer = await h.confirm(order);
        const fits = step.kind === 'inbound' || step.qty <= held;
        expect(answer.status, h.messageOf(answer)).toBe(fits ? Status.OK : Status.INVALID_PAYLOAD);
        if (!fits) {
          expect(h.messageOf(answer)).toContain(`可用 ${held}`);
          expect(await h.count('wh_stock_move')).toBe(moves);
        } else if (step.kind === 'inbound') model.set(id(k), held + step.qty);
        else {
          model.set(id(k), held - step.qty);
          if (target) model.set(id(target), model.get(id(target))! + step.qty);
        }
      }
      // Every key: the moves' sum is the model, the view shows it, nothing below zero.
      for (const [name, expected] of model) {
        const [warehouseCode, locationCode, goodsCode] = name.split('|') as [string, string, string];
        const sum = await h.movesSum({ warehouseCode, locationCode, shipperCode, goodsCode });
        expect(sum.qty, name).toBe(expected);
        expect(sum.qty).toBeGreaterThanOrEqual(0);
        expect(sum.weight).toBeGreaterThanOrEqual(0);
        const row = await h.stockRow({ warehouseCode, locationCode, shipperCode, goodsCode });
        expect(row ? Number(row.quantity) : 0, name).toBe(expected);
      }
    }
  }), { numRuns: 12, seed: 20261515 });
}, 600_000);
