// The warehouse's demo (server/seed/moneyDemo.ts, before the postings): three warehouses the
// branch runs for its shippers (天津滨海 general, 廊坊固安 cold store, 天津武清 temperature-
// controlled) with their locations; four months of documents for four demo shippers — inbound
// receipts, outbound deliveries never above the stock, transfers between warehouses, damage and
// one count — each confirmed through the same stock moves as the screens (stock.ts), a few
// drafts and a cancelled one; handling work on the receipts and deliveries; a settlement per
// shipper and month (storage tonne-days × rate + handling) approved with its ledger charge and,
// for the older months, paid from the wallet (left approved when the wallet is short); the
// current month's waiting for approval; invoices for the paid ones, one still to issue.
import type { Transaction } from 'kysely';
import type { HookContext } from '../../entities/hooks';
import type { DemoMoneyTimeline } from '../../ledger';
import { DEMO_BRANCH } from '../../seed/organisation';
import { createRandom, type Random } from '../../seed/demo/random';
import { addMs, DAY_MS, displayTime, HOUR_MS, MINUTE_MS } from '../../storage/clock';
import type { Database } from '../../storage/schema';
import { includedTaxFen, WAREHOUSE_TAX_RATE } from './invoice';
import { chargeJournal, chargesOf, paidJournal, writeCharges } from './settlement';
import { moveStock, stockOf } from './stock';
import { recordCount } from './count';
import { fromQtyUnits, fromWeightUnits, ORDER_PREFIX, qtyUnits, tables, text, weightUnits } from './shared';
import { fromFen, toFen } from '../../../src/core/money/fen';
import { DemoNumbers } from '../../seed/demo/numbers';

type Trx = Transaction<Database>;
const SEED = 20261515;
const STAFF = ['赵立伟', '孙晓梅', '陈晓燕'];
const TEAMS: [string, string][] = [['装卸一班', '王大力、李长顺、张国庆'], ['装卸二班', '刘建军、马春生、赵小虎、周强'], ['叉车组', '孙永胜、何海涛']];

interface DemoWarehouse { code: string; name: string; type: string; station: string | null; areaCode: string; address: string; area: number; manager: string; phone: string; rate: number; zones: string[] }
const WAREHOUSES: DemoWarehouse[] = [
  { code: 'TJBH', name: '天津滨海物流仓', type: 'ordinary', station: '天津滨海新区物流仓', areaCode: '120116', address: '天津市滨海新区塘沽海洋高新区物流路66号', area: 12000, manager: '赵立伟', phone: '13820061234', rate: 1.2, zones: ['A', 'B', 'C'] },
  { code: 'LFGA', name: '廊坊固安冷链仓', type: 'cold', station: null, areaCode: '131022', address: '河北省廊坊市固安县新兴产业示范区冷链物流园8号', area: 6000, manager: '孙晓梅', phone: '13931675522', rate: 3.5, zones: ['L', 'M'] },
  { code: 'TJWQ', name: '天津武清恒温仓', type: 'constant', station: null, areaCode: '120114', address: '天津市武清区京滨工业园京滨大道128号', area: 8000, manager: '周海波', phone: '13512098876', rate: 2.0, zones: ['H', 'K'] },
];

/** Goods by name, their warehouse and the weight of one unit in tonnes. */
const GOODS: { name: string; warehouse: string; unitTonnes: number }[] = [
  { name: 'P.O 42.5 袋装水泥', warehouse: 'TJBH', unitTonnes: 0.05 },
  { name: '复合肥 15-15-15', warehouse: 'TJBH', unitTonnes: 0.04 },
  { name: '聚丙烯颗粒 PP', warehouse: 'TJBH', unitTonnes: 0.025 },
  { name: '洗衣液', warehouse: 'TJBH', unitTonnes: 0.012 },
  { name: '卫生纸', warehouse: 'TJBH', unitTonnes: 0.006 },
  { name: '冷冻猪肉', warehouse: 'LFGA', unitTonnes: 0.02 },
  { name: '冷冻鸡腿', warehouse: 'LFGA', unitTonnes: 0.015 },
  { name: '速冻水饺', warehouse: 'LFGA', unitTonnes: 0.01 },
  { name: '锂离子电池组', warehouse: 'TJWQ', unitTonnes: 0.03 },
  { name: '碳酸饮料', warehouse: 'TJWQ', unitTonnes: 0.012 },
];

const ymd = (at: Date) => displayTime(at).slice(0, 10).replace(/-/g, '');
const texts = { t: (key: string) => key, entityT: (key: string) => key } as unknown as HookContext['texts'];


/** A working time of the day `daysAgo` days before now, between the hours given: receipts in
 * the morning, transfers and damage at noon, deliveries in the afternoon, so that a day's
 * documents follow each other in the order they were made. */
function workTime(now: Date, daysAgo: number, random: Random, hours: [number, number] = [8, 17]): Date {
  const day = new Date(`${displayTime(addMs(now, -daysAgo * DAY_MS)).slice(0, 10)}T00:00:00+08:00`);
  return addMs(day, random.int(hours[0], hours[1]) * HOUR_MS + random.int(0, 59) * MINUTE_MS);
}

interface Customer { code: string; name: string; goods: { code: string; name: string; spec: string | null; unit: string; warehouse: string; unitTonnes: number }[] }

export async function seedWarehouseDemo(trx: Trx, now: Date, timeline: DemoMoneyTimeline): Promise<void> {
  const db = tables(trx);
  const branchCode = DEMO_BRANCH.code;
  const random = createRandom(SEED);
  const numbers = new DemoNumbers();
  const created = displayTime(addMs(now, -150 * DAY_MS));

  // Warehouses and locations.
  const locations = new Map<string, string[]>();
  for (const house of WAREHOUSES) {
    const station = house.station ? await db.selectFrom('basic_station').select(['id', 'name']).where('branch_code', '=', branchCode).where('name', '=', house.station).executeTakeFirst() : undefined;
    await db.insertInto('wh_warehouse').values({
      warehouse_code: house.code, warehouse_name: house.name, warehouse_type: house.type, station_id: station ? Number(station.id) : null,
      station_name: station ? text(station.name) : null, area_code: house.areaCode, address: house.address, floor_area: house.area,
      manager_name: house.manager, manager_phone: house.phone, storage_rate: house.rate, status: 'enabled', branch_code: branchCode, gmt_created: created, gmt_modified: created,
    }).execute();
    const codes: string[] = [];
    for (const zone of house.zones) {
      for (let n = 1; n <= 4; n += 1) {
        const code = `${house.code}-${zone}-${String(n).padStart(2, '0')}`;
        codes.push(code);
        await db.insertInto('wh_location').values({
          warehouse_code: house.code, warehouse_name: house.name, location_code: code, zone: `${zone}区`, capacity: house.type === 'ordinary' ? 500 : 200,
          status: 'enabled', branch_code: branchCode, gmt_created: created, gmt_modified: created,
        }).execute();
      }
    }
    locations.set(house.code, codes);
  }

  // Customers: the demo shipper accounts and two approved shipper companies, three goods each.
  const parties = await trx.selectFrom('party').select(['code', 'name']).where('branch_code', '=', branchCode).where('username', 'in', ['shipper', 'shipperco']).orderBy('username').execute();
  const others = await db.selectFrom('basic_shipper').select(['shipper_code', 'shipper_name']).where('branch_code', '=', branchCode)
    .where('review_status', '=', 'APPROVED').where('shipper_code', 'not in', parties.map((p) => p.code)).orderBy('id').limit(2).execute();
  const goodsRows = await db.selectFrom('basic_goods').select(['goods_code', 'name', 'spec', 'unit_name']).where('branch_code', '=', branchCode)
    .where('name', 'in', GOODS.map((g) => g.name)).execute();
  const goods = GOODS.flatMap((g) => {
    const row = goodsRows.find((r) => r.name === g.name);
    return row ? [{ code: text(row.goods_code), name: g.name, spec: (row.spec as string | null) ?? null, unit: text(row.unit_name) || '件', warehouse: g.warehouse, unitTonnes: g.unitTonnes }] : [];
  });
  if (goods.length < 3) return;
  const people = [...parties.map((p) => ({ code: p.code, name: p.name })), ...others.map((o) => ({ code: text(o.shipper_code), name: text(o.shipper_name) }))];
  const customers: Customer[] = people.map((person, index) => ({
    ...person, goods: [0, 1, 2].map((k) => goods[(index * 3 + k * 2) % goods.length]!),
  }));

  // Documents over 120 days, oldest first, each confirmed through the stock moves.
  const orders: { id: number; number: string; type: string; customer: Customer; at: Date; weight: number; warehouse: string }[] = [];
  const waybills = await db.selectFrom('tms_waybill').select(['shipping_note_number', 'shipper_code', 'vehicle_number']).where('branch_code', '=', branchCode)
    .where('shipper_code', 'in', customers.map((c) => c.code)).orderBy('id').limit(200).execute();
  const warehouseName = (code: string) => WAREHOUSES.find((w) => w.code === code)!.name;

  async function document(type: string, customer: Customer, at: Date, house: string, lines: { goods: Customer['goods'][number]; location: string; toLocation?: string; qty: number }[],
    extra: Record<string, unknown> = {}, status: 'confirmed' | 'draft' | 'cancelled' = 'confirmed'): Promise<void> {
    const number = numbers.next(ORDER_PREFIX[type]!, at);
    const time = displayTime(at);
    const entered = displayTime(addMs(at, -random.int(20, 90) * MINUTE_MS));
    const operator = random.pick(STAFF);
    const row = await db.insertInto('wh_order').values({
      order_number: number, order_type: type, warehouse_code: house, warehouse_name: warehouseName(house), shipper_code: customer.code, shipper_name: customer.name,
      business_date: ymd(at), status: 'draft', operator_name: operator, line_count: lines.length, total_quantity: 0, total_weight: 0,
      branch_code: branchCode, gmt_created: entered, gmt_modified: entered, ...extra,
    }).returning('id').executeTakeFirstOrThrow();
    let qty = 0;
    let weight = 0;
    for (const line of lines) {
      const w = type === 'inbound' ? weightUnits(line.qty * line.goods.unitTonnes) : null;
      qty += qtyUnits(line.qty);
      await db.insertInto('wh_order_line').values({
        order_number: number, order_type: type, warehouse_code: house, order_status: status, shipper_code: customer.code, shipper_name: customer.name,
        goods_code: line.goods.code, goods_name: line.goods.name, spec: line.goods.spec, unit_name: line.goods.unit, location_code: line.location,
        to_location_code: line.toLocation ?? null, quantity: line.qty, weight: w === null ? null : fromWeightUnits(w),
        batch_number: type === 'inbound' ? `B${ymd(at).slice(2)}${random.digits(2)}` : null,
        production_date: type === 'inbound' ? ymd(addMs(at, -random.int(5, 60) * DAY_MS)) : null,
        branch_code: branchCode, gmt_created: entered, gmt_modified: entered,
      }).execute();
    }
    if (status === 'confirmed') {
      const order = await db.selectFrom('wh_order').selectAll().where('id', '=', Number(row.id)).executeTakeFirstOrThrow();
      const refused = await moveStock({ trx, texts }, order, operator, at);
      if (refused) throw new Error(`warehouse demo: ${number} refused: ${refused}`);
      const lineWeights = await db.selectFrom('wh_order_line').select('weight').where('order_number', '=', number).execute();
      weight = lineWeights.reduce((sum, l) => sum + weightUnits(l.weight), 0);
      orders.push({ id: Number(row.id), number, type, customer, at, weight, warehouse: house });
    }
    await db.updateTable('wh_order').set({
      status, total_quantity: fromQtyUnits(qty), total_weight: fromWeightUnits(weight),
      ...(status === 'confirmed' ? { confirmed_date_time: time, confirmer_name: operator, gmt_modified: time } : {}),
      ...(status === 'cancelled' ? { cancel_reason: '货主通知暂缓入库', cancelled_date_time: time, gmt_modified: time } : {}),
    }).where('id', '=', Number(row.id)).execute();
  }

  const locationFor = (customer: Customer, item: Customer['goods'][number]) => {
    const codes = locations.get(item.warehouse)!;
    return codes[(customers.indexOf(customer) * 3 + customer.goods.indexOf(item)) % codes.length]!;
  };
  const stockQty = async (customer: Customer, house: string, location: string, item: Customer['goods'][number]) =>
    (await stockOf(trx, { branchCode, warehouseCode: house, locationCode: location, shipperCode: customer.code, goodsCode: item.code })).qty / 100;

  for (let day = 120; day >= 1; day -= 1) {
    for (const customer of customers) {
      if (random.chance(0.1)) {
        const items = random.shuffle(customer.goods).slice(0, random.int(1, 2));
        const house = items[0]!.warehouse;
        const sameHouse = items.filter((i) => i.warehouse === house);
        const waybill = waybills.filter((w) => w.shipper_code === customer.code);
        const link = waybill.length > 0 && random.chance(0.6) ? random.pick(waybill) : undefined;
        await document('inbound', customer, workTime(now, day, random, [8, 10]), house,
          sameHouse.map((item) => ({ goods: item, location: locationFor(customer, item), qty: random.int(20, 80) * 10 })),
          link ? { shipping_note_number: link.shipping_note_number, vehicle_number: link.vehicle_number } : { vehicle_number: `津${random.pick(['A', 'B', 'C', 'R'])}${random.digits(5)}` });
      }
      if (day < 115 && random.chance(0.12)) {
        const item = random.pick(customer.goods);
        const location = locationFor(customer, item);
        const held = await stockQty(customer, item.warehouse, location, item);
        if (held >= 20) {
          await document('outbound', customer, workTime(now, day, random, [14, 17]), item.warehouse,
            [{ goods: item, location, qty: Math.max(10, Math.round((held * random.int(20, 60)) / 1000) * 10) }],
            { vehicle_number: `冀${random.pick(['B', 'R', 'F'])}${random.digits(5)}` });
        }
      }
      if (day < 100 && random.chance(0.015)) {
        const item = random.pick(customer.goods);
        const location = locationFor(customer, item);
        const held = await stockQty(customer, item.warehouse, location, item);
        const codes = locations.get(item.warehouse)!;
        const target = codes[(codes.indexOf(location) + codes.length / 2) % codes.length]!;
        if (held >= 40) {
          await document('transfer', customer, workTime(now, day, random, [11, 11]), item.warehouse,
            [{ goods: item, location, toLocation: target, qty: Math.round(held / 40) * 10 }],
            { to_warehouse_code: item.warehouse, to_warehouse_name: warehouseName(item.warehouse), reason: '库位整理，并垛' });
        }
      }
      if (day < 90 && random.chance(0.008)) {
        const item = random.pick(customer.goods);
        const location = locationFor(customer, item);
        const held = await stockQty(customer, item.warehouse, location, item);
        if (held >= 10) {
          const [reason, party, note] = random.pick([['broken', 'warehouse', '叉车作业不慎碰破包装'], ['wet', 'warehouse', '库顶渗水，部分外包装受潮'], ['broken', 'carrier', '到库时外包装已破损，承运方签字确认']] as const);
          await document('damage', customer, workTime(now, day, random, [12, 12]), item.warehouse, [{ goods: item, location, qty: random.int(2, 8) }],
            { damage_reason: reason, responsible_party: party, reason: note });
        }
      }
    }
  }
  // A transfer between the two Tianjin warehouses, if the first customer holds goods in 滨海.
  const first = customers[0]!;
  const tianjin = first.goods.find((g) => g.warehouse === 'TJBH');
  if (tianjin) {
    const location = locationFor(first, tianjin);
    const held = await stockQty(first, 'TJBH', location, tianjin);
    if (held >= 20) {
      await document('transfer', first, addMs(now, -150 * MINUTE_MS), 'TJBH', [{ goods: tianjin, location, toLocation: 'TJWQ-K-01', qty: Math.round(held / 20) * 10 }],
        { to_warehouse_code: 'TJWQ', to_warehouse_name: warehouseName('TJWQ'), reason: '货主要求转入恒温仓存放' });
    }
  }
  // Damage found in the cold store and the general warehouse.
  for (const [customer, minutesAgo, note] of [[customers[1]!, 120, '冷库除霜时纸箱受潮破损'], [customers[2] ?? customers[0]!, 100, '叉车作业不慎碰破包装']] as const) {
    for (const item of customer.goods) {
      const location = locationFor(customer, item);
      const held = await stockQty(customer, item.warehouse, location, item);
      if (held < 10) continue;
      await document('damage', customer, addMs(now, -minutesAgo * MINUTE_MS), item.warehouse, [{ goods: item, location, qty: Math.min(6, Math.floor(held / 2)) }],
        { damage_reason: minutesAgo === 120 ? 'wet' : 'broken', responsible_party: 'warehouse', reason: note });
      break;
    }
  }
  // One count (盘亏), drafts waiting and a cancelled receipt.
  const counted = first.goods[0]!;
  const countLocation = locationFor(first, counted);
  const countHeld = await stockQty(first, counted.warehouse, countLocation, counted);
  if (countHeld > 5) {
    await recordCount(trx, {
      key: { branchCode, warehouseCode: counted.warehouse, locationCode: countLocation, shipperCode: first.code, goodsCode: counted.code },
      counted: countHeld - 3, reason: '月末盘点短少，待查', operatorName: STAFF[0]!, at: addMs(now, -80 * MINUTE_MS),
      names: { warehouseName: warehouseName(counted.warehouse), shipperName: first.name, goodsName: counted.name, spec: counted.spec, unitName: counted.unit },
    });
  }
  for (const customer of customers.slice(0, 2)) {
    const item = customer.goods[1]!;
    await document('inbound', customer, addMs(now, -random.int(10, 60) * MINUTE_MS), item.warehouse, [{ goods: item, location: locationFor(customer, item), qty: 300 }], {}, 'draft');
  }
  const lastItem = customers[1]!.goods[0]!;
  await document('inbound', customers[1]!, workTime(now, 9, random), lastItem.warehouse, [{ goods: lastItem, location: locationFor(customers[1]!, lastItem), qty: 200 }], {}, 'cancelled');

  // Handling work on most receipts and deliveries.
  for (const order of orders.filter((o) => (o.type === 'inbound' || o.type === 'outbound') && o.weight > 0)) {
    if (!random.chance(0.75)) continue;
    const at = addMs(order.at, random.int(30, 150) * MINUTE_MS);
    const [team, workers] = random.pick(TEAMS);
    const tonnage = fromWeightUnits(order.weight);
    const unitPrice = order.type === 'inbound' ? random.pick([8, 10, 12]) : random.pick([10, 12, 15]);
    const time = displayTime(at);
    await db.insertInto('wh_labour').values({
      labour_number: numbers.next('ZX', at), order_number: order.number, warehouse_code: order.warehouse, warehouse_name: warehouseName(order.warehouse),
      shipper_code: order.customer.code, shipper_name: order.customer.name, work_type: order.type === 'inbound' ? 'unloading' : 'loading',
      work_date_time: time, team_name: team, workers, pieces: null, tonnage, unit_price: unitPrice, amount: fromFen(toFen(tonnage * unitPrice)),
      status: 'recorded', operator_name: random.pick(STAFF), branch_code: branchCode, gmt_created: time, gmt_modified: time,
    }).execute();
  }

  // Settlements per customer and month: the three full months before this one, approved (older
  // ones paid), and this month so far waiting for approval.
  const monthStart = (offset: number) => {
    const [y, m] = displayTime(now).slice(0, 7).split('-').map(Number) as [number, number];
    const d = new Date(Date.UTC(y, m - 1 + offset, 1));
    return d.toISOString().slice(0, 10);
  };
  const lastDay = (start: string) => new Date(Date.parse(`${start}T00:00:00Z`) + 40 * DAY_MS).toISOString().slice(0, 8) + '01';
  const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const invoiceTitles = await db.selectFrom('basic_invoice_message').selectAll().where('branch_code', '=', branchCode)
    .where('shipper_code', 'in', customers.map((c) => c.code)).orderBy('id').execute();
  for (const offset of [-3, -2, -1, 0]) {
    const start = monthStart(offset);
    const end = offset === 0 ? dayBefore(displayTime(now).slice(0, 10)) : dayBefore(lastDay(start));
    if (end < start) continue;
    for (const customer of customers) {
      const periodStart = start.replace(/-/g, '');
      const periodEnd = end.replace(/-/g, '');
      const charges = await chargesOf(trx, branchCode, customer.code, periodStart, periodEnd);
      const totalFen = charges.storageFen + charges.labourFen;
      if (totalFen <= 0) continue;
      // Never in the future: early in a month last month's settlement is made and approved today.
      const latest = (at: Date, hoursBeforeNow: number) => new Date(Math.min(at.getTime(), addMs(now, -hoursBeforeNow * HOUR_MS).getTime()));
      const madeAt = offset === 0 ? addMs(now, -random.int(2, 6) * HOUR_MS) : latest(addMs(new Date(`${end}T00:00:00+08:00`), DAY_MS + 10 * HOUR_MS), 3);
      const number = numbers.next('CJ', madeAt);
      const record = {
        settlement_number: number, shipper_code: customer.code, shipper_name: customer.name, period_start: periodStart, period_end: periodEnd,
        storage_tonne_days: fromWeightUnits(charges.tonneDayUnits), storage_amount: fromFen(charges.storageFen), labour_count: charges.labourCount,
        labour_amount: fromFen(charges.labourFen), total_amount: fromFen(totalFen), status: 'draft', review_level: 0, operator_name: STAFF[1],
        branch_code: branchCode, gmt_created: displayTime(madeAt), gmt_modified: displayTime(madeAt),
      };
      const inserted = await db.insertInto('wh_settlement').values(record).returning('id').executeTakeFirstOrThrow();
      await writeCharges(trx, { branchCode, settlementNumber: number, shipperCode: customer.code, shipperName: customer.name }, charges, displayTime(madeAt));
      if (offset === 0) continue;
      const entity = {
        branchCode, settlementNumber: number, shipperCode: customer.code, shipperName: customer.name, periodStart, periodEnd, totalAmount: fromFen(totalFen),
      };
      const approvedAt = latest(addMs(madeAt, random.int(1, 2) * DAY_MS + random.int(0, 5) * HOUR_MS + random.int(0, 59) * MINUTE_MS), 2);
      const id = Number(inserted.id);
      timeline.add({
        at: approvedAt, journal: await chargeJournal(trx, entity, approvedAt),
        posted: async (t, journalNumber) => {
          const time = displayTime(approvedAt);
          await tables(t).updateTable('wh_settlement').set({ status: 'approved', review_level: 1, reviewer_name: '陈晓燕', review_date_time: time, review_remark: '费用核对无误', charge_journal_number: journalNumber, gmt_modified: time })
            .where('id', '=', id).execute();
          await tables(t).updateTable('wh_labour').set({ status: 'settled', gmt_modified: time }).where('settlement_number', '=', number).execute();
        },
      });
      if (offset === -1) continue;
      const paidAt = addMs(approvedAt, random.int(3, 8) * DAY_MS - random.int(0, 90) * MINUTE_MS);
      if (paidAt.getTime() > addMs(now, -HOUR_MS).getTime()) continue;
      timeline.add({
        at: paidAt, journal: await paidJournal(trx, entity, paidAt),
        posted: async (t, journalNumber) => {
          const time = displayTime(paidAt);
          await tables(t).updateTable('wh_settlement').set({ status: 'paid', paid_date_time: time, paid_journal_number: journalNumber, gmt_modified: time }).where('id', '=', id).execute();
          const title = invoiceTitles.find((m) => m.shipper_code === customer.code);
          if (!title) return;
          const issuedAt = addMs(paidAt, random.int(1, 3) * DAY_MS);
          const taxFen = includedTaxFen(totalFen);
          const issue = (offset === -3 || customers.indexOf(customer) !== 0) && issuedAt.getTime() < addMs(now, -HOUR_MS).getTime();
          const issued = displayTime(issuedAt);
          await tables(t).insertInto('wh_invoice').values({
            application_number: numbers.next('CF', paidAt), settlement_number: number, shipper_code: customer.code, shipper_name: customer.name,
            invoice_type: text(title.invoice_type) || 'vat_special', invoice_message_id: Number(title.id), invoice_title: title.invoice_title, tax_number: title.tax_number,
            registered_address: title.registered_address, registered_phone: title.registered_phone, bank_name: title.bank_name, bank_account: title.bank_account,
            amount: fromFen(totalFen), tax_rate: WAREHOUSE_TAX_RATE, tax_amount: fromFen(taxFen), amount_excluding_tax: fromFen(totalFen - taxFen),
            invoice_code: issue ? `1200${random.digits(8)}` : null, invoice_number: issue ? random.digits(8) : null,
            issue_date_time: issue ? issued : null, issuer_name: issue ? '周明远' : null, status: issue ? 'issued' : 'applied', live_key: number,
            applicant_name: STAFF[1], branch_code: branchCode, gmt_created: time, gmt_modified: issue ? issued : time,
          }).execute();
        },
      });
    }
  }
}
