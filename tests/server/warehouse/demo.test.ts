// The warehouse demo adds up: every confirmed document has its moves and nothing else moved the
// stock; no stock is negative; every settlement's storage is the tonne-days its customer held
// times the rates, its total the sum of its lines, approved and paid ones have exactly their
// ledger journals; invoices carry their settlement's amount and the 6 % tax; the records name
// real shippers, goods and waybills of the demo.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { toFen } from '../../../src/core/money/fen';
import { tonneDays } from '../../../server/routes/warehouse/settlement';
import { includedTaxFen } from '../../../server/routes/warehouse/invoice';
import { tableRows, startFixture, type Fixture } from '../entities/support';
import { BRANCH, FIXTURE_TIMEOUT_MS } from './support';

let fx: Fixture;
beforeAll(async () => { fx = await startFixture(); }, FIXTURE_TIMEOUT_MS);
afterAll(() => fx.server.close());

const rows = (table: string) => tableRows(fx, table);
const fen = (value: unknown) => toFen(Number(value ?? 0));

describe('the warehouse demo', () => {
  test('three warehouses with locations, documents of every kind linked to real shippers, goods and waybills', async () => {
    expect((await rows('wh_warehouse')).map((w) => w.warehouse_name)).toEqual(['天津滨海物流仓', '廊坊固安冷链仓', '天津武清恒温仓']);
    expect((await rows('wh_location')).length).toBe(28);
    const orders = await rows('wh_order');
    expect(new Set(orders.map((o) => o.order_type))).toEqual(new Set(['inbound', 'outbound', 'transfer', 'damage', 'adjust']));
    expect(new Set(orders.map((o) => o.status))).toEqual(new Set(['draft', 'confirmed', 'cancelled']));
    const shippers = new Set((await rows('basic_shipper')).map((s) => s.shipper_code));
    const parties = new Set((await fx.server.db.selectFrom('party').select('code').execute()).map((p) => p.code));
    for (const order of orders) expect(shippers.has(order.shipper_code) || parties.has(String(order.shipper_code))).toBe(true);
    const goods = new Set((await rows('basic_goods')).map((g) => g.goods_code));
    for (const line of await rows('wh_order_line')) expect(goods.has(line.goods_code)).toBe(true);
    const waybills = new Set((await rows('tms_waybill')).map((w) => w.shipping_note_number));
    const linked = orders.filter((o) => o.shipping_note_number);
    expect(linked.length).toBeGreaterThan(0);
    for (const order of linked) expect(waybills.has(order.shipping_note_number)).toBe(true);
  });

  test('the stock is the moves of the confirmed documents only, never negative', async () => {
    const orders = await rows('wh_order');
    const lines = await rows('wh_order_line');
    const moves = await rows('wh_stock_move');
    for (const order of orders) {
      const own = moves.filter((m) => m.order_number === order.order_number);
      if (order.status !== 'confirmed') { expect(own, String(order.order_number)).toEqual([]); continue; }
      const quantity = lines.filter((l) => l.order_number === order.order_number).reduce((sum, l) => sum + Math.round(Number(l.quantity) * 100), 0);
      const moved = own.reduce((sum, m) => sum + Math.abs(Math.round(Number(m.quantity) * 100)), 0);
      expect(moved, String(order.order_number)).toBe(order.order_type === 'transfer' ? 2 * quantity : quantity);
    }
    const { rows: negative } = await sql<{ n: number }>`select count(*) as n from (select sum(quantity) as q, sum(weight) as w from wh_stock_move
      group by warehouse_code, location_code, shipper_code, goods_code having sum(quantity) < -0.001 or sum(weight) < -0.0005) t`.execute(fx.server.db);
    expect(Number(negative[0]!.n)).toBe(0);
    // ...at any moment: each key's running stock in time order.
    const running = new Map<string, number>();
    for (const move of [...moves].sort((a, b) => String(a.move_date_time).localeCompare(String(b.move_date_time)) || Number(a.id) - Number(b.id))) {
      const key = `${String(move.warehouse_code)}|${String(move.location_code)}|${String(move.shipper_code)}|${String(move.goods_code)}`;
      const next = (running.get(key) ?? 0) + Math.round(Number(move.quantity) * 100);
      expect(next, `${key} at ${String(move.move_date_time)}`).toBeGreaterThanOrEqual(0);
      running.set(key, next);
    }
    expect((await rows('wh_stock_view')).length).toBeGreaterThan(10);
  });

  test('settlements: storage from the tonne-days held, totals from the lines, the approved and paid ones posted exactly once', async () => {
    const settlements = await rows('wh_settlement');
    expect(new Set(settlements.map((s) => s.status))).toEqual(new Set(['draft', 'approved', 'paid']));
    const lines = await rows('wh_settlement_line');
    const warehouses = await rows('wh_warehouse');
    const { rows: journals } = await sql<{ business_type: string; business_number: string; amount_fen: number; journal_number: string }>`
      select business_type, business_number, amount_fen, journal_number from fin_journal where business_type in ('warehouseCharged', 'warehousePaid')`.execute(fx.server.db);
    for (const s of settlements) {
      const days = await tonneDays(fx.server.db, BRANCH, String(s.shipper_code), String(s.period_start), String(s.period_end));
      const storageFen = [...days].reduce((sum, [code, units]) => sum + Math.round((units * fen(warehouses.find((w) => w.warehouse_code === code)!.storage_rate)) / 1000), 0);
      expect(fen(s.storage_amount), String(s.settlement_number)).toBe(storageFen);
      const own = lines.filter((l) => l.settlement_number === s.settlement_number);
      expect(own.reduce((sum, l) => sum + fen(l.amount), 0)).toBe(fen(s.total_amount));
      expect(fen(s.storage_amount) + fen(s.labour_amount)).toBe(fen(s.total_amount));
      const posted = journals.filter((j) => j.business_number === s.settlement_number);
      const expected = s.status === 'draft' ? [] : s.status === 'approved' ? ['warehouseCharged'] : ['warehouseCharged', 'warehousePaid'];
      expect(posted.map((j) => j.business_type).sort(), String(s.settlement_number)).toEqual(expected.sort());
      for (const j of posted) expect(Number(j.amount_fen)).toBe(fen(s.total_amount));
      if (s.status !== 'draft') expect(s.charge_journal_number).toBe(posted.find((j) => j.business_type === 'warehouseCharged')!.journal_number);
    }
    const labour = await rows('wh_labour');
    for (const work of labour.filter((w) => w.settlement_number)) {
      const s = settlements.find((x) => x.settlement_number === work.settlement_number)!;
      expect(work.status).toBe(s.status === 'draft' ? 'billed' : 'settled');
    }
  });

  test('invoices: the paid settlement\'s amount, 6 % included in fen, one live invoice per settlement', async () => {
    const invoices = await rows('wh_invoice');
    expect(invoices.length).toBeGreaterThan(0);
    const settlements = await rows('wh_settlement');
    for (const invoice of invoices) {
      const s = settlements.find((x) => x.settlement_number === invoice.settlement_number)!;
      expect(s.status).toBe('paid');
      expect(fen(invoice.amount)).toBe(fen(s.total_amount));
      expect(fen(invoice.tax_amount)).toBe(includedTaxFen(fen(s.total_amount)));
      expect(fen(invoice.amount_excluding_tax) + fen(invoice.tax_amount)).toBe(fen(invoice.amount));
    }
    expect(new Set(invoices.map((i) => i.live_key)).size).toBe(invoices.length);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['issued', 'applied']));
  });
});
