// The cargo orders the demo waybills came from, derived after the demo data is seeded
// (server/seed/index.ts). The x-demo orders are only the ones that never became waybills (draft,
// in audit, rejected, in the hall, cancelled); here the history of the flow (hooks.ts) is written
// backwards for a share of the demo waybills, as the flow would have left it:
// - which waybills: ordinary freight (1002996) of the last 90 days that a vehicle carries or
//   carried (a waybill made from an order is dispatched the moment it is made, so none waiting
//   for dispatch, and no cancelled one: the demo's cancelled waybills never had a vehicle), of a
//   shipper with an approved shipper record (an order names one, and its waybills take the
//   record's USCC or ID card: the demo waybills of the pool of other shippers have none), whose
//   原始单号 is empty or an upstream HT... number (a placeholder nothing refers to: a waybill has
//   one 原始单号, and a waybill from the hall carries its order's). About 60 % of them, taken
//   uniformly, so the share of HT numbers among the other waybills stays what x-demo declares.
// - one order per waybill mostly; waybills of one shipper, one day and one kind of goods are one
//   order over 2 or 3 vehicles (most of them): the later parts take the first one's places, goods
//   and distance, the order's price per tonne makes every part's freight, and the waybills are
//   numbered 0001, 0002 ... (分段分单号) in the order they were made.
// - the order: copied from its waybills (shipper, places, goods, total weight, price per tonne or
//   per vehicle giving the freight), from a channel, made, submitted and approved (both audit
//   levels, as 审核配置 has it for cargo) hours before its first waybill; 指派 orders (about 15 %,
//   single vehicle) were given to the driver by staff straight from the draft, without the hall.
//   已成交 while a part is on the way, 已完成 once every part is signed, and every part taken.
// - the bids of hall orders: the accepted one of each waybill (its driver, vehicle and freight,
//   accepted when the waybill was made) and a few of other drivers, declined by the shipper or,
//   still pending when the last vehicle was found, declined with the flow's own reason.
// - the numbers: HY + the creation day + the day's sequence, after the x-demo orders of that day.
//   Business numbers are counted by number_sequence rows (serverFields.ts), and a day's row starts
//   after the day's highest stored number, so the API's next order follows the derived ones.
// No history lines (entity_action_log) are written, as none are for the x-demo records.
import { sql, type Transaction } from 'kysely';
import { createTranslator, SERVER_LANGUAGE } from '../../../http/i18n';
import { defineEntity, readEntitySchemas, type EntityDefinition } from '../../../entities/definition';
import { recordOf, rowOf, type EntityRecord } from '../../../entities/records';
import { addMs, DAY_MS, displayTime, HOUR_MS } from '../../../storage/clock';
import type { Database, EntityRow } from '../../../storage/schema';
import { createRandom, type Random } from '../../../seed/demo/random';
import { DEMO_BRANCH } from '../../../seed/organisation';
import { CARGO_ORDER, ORDER_BID, orderDb, WAYBILL } from './tables';

const SEED = 20260313;
const WINDOW_DAYS = 90;
const ORDINARY_FREIGHT = '1002996';
/** The states of a waybill a vehicle carries or carried. */
const CARRIED = ['dispatched', 'loaded', 'unloaded', 'signed', 'completed'];
const FINISHED = new Set(['signed', 'completed']);
const UPSTREAM_NUMBER = /^HT\d{13}$/;
const SHARE = 0.6;
/** Several waybills of one shipper, day and goods were most likely one order. */
const GROUP_SHARE = 0.8;
const MAX_PARTS = 3;
const CHANNELS: [string, number][] = [['web', 45], ['wechat', 30], ['app', 15], ['staff', 10]];
const REMARKS = ['需带篷布', '装货需排队，提前电话联系', '卸货地限高4.2米', '需带绑带8根', '可装可卸，现结运费', '夜间不卸货'];
const DECLINE_REASONS = ['报价偏高', '车型不符', '已选其他车辆'];
/** vehicle_length codes and their metres. */
const LENGTHS: [string, number][] = [['4_2', 4.2], ['6_8', 6.8], ['7_6', 7.6], ['9_6', 9.6], ['13', 13], ['13_75', 13.75], ['17_5', 17.5]];
/** The places and goods the later parts of an order take from the first. */
const SHARED_FIELDS = [
  'loadingCountrySubdivisionCode', 'placeOfLoading', 'receiptCountrySubdivisionCode', 'goodsReceiptPlace', 'consignee', 'consigneeID',
  'consigneeContact', 'consigneeTelephone', 'descriptionOfGoods', 'transportationDistance',
] as const;
const MAX_PARAMETERS = 30_000;

type Trx = Transaction<Database>;
interface Carrier { vehicleNumber: string; plateColor: string | null; driverCode: string; driverName: string | null; telephone: string | null }
interface Vehicle { type: string | null; length: number | null }
/** An order, its bids, and its waybills as they become (`parts`) with the changes that makes (`changes`, by waybill id). */
interface Derived { order: EntityRecord; bids: EntityRecord[]; parts: EntityRecord[]; changes: Map<number, EntityRecord> }

const round2 = (value: number) => Math.round(value * 100) / 100;
const at = (text: unknown) => new Date(`${String(text).replace(' ', 'T')}+08:00`);
const hours = (from: Date, count: number) => addMs(from, count * HOUR_MS);
const floorHour = (date: Date) => new Date(Math.floor(date.getTime() / HOUR_MS) * HOUR_MS);
const ceilHour = (date: Date) => new Date(Math.ceil(date.getTime() / HOUR_MS) * HOUR_MS);
const latest = (dates: Date[]) => new Date(Math.max(...dates.map((date) => date.getTime())));
const earliest = (dates: Date[]) => new Date(Math.min(...dates.map((date) => date.getTime())));
const between = (random: Random, from: Date, to: Date, low = 0, high = 1) =>
  new Date(from.getTime() + (low + random.next() * (high - low)) * Math.max(0, to.getTime() - from.getTime()));

let definitions: Map<string, EntityDefinition> | undefined;
/** The entity as its schema defines it (the seed needs no validators: sharedRegistry compiles them). */
function entity(name: string): EntityDefinition {
  definitions ??= new Map(readEntitySchemas().map((schema) => [schema.$id, defineEntity(schema)]));
  const found = definitions.get(name);
  if (!found) throw new Error(`schemas/entities/${name}.json is missing`);
  return found;
}

let fullText: string | undefined;
/** The reason the flow gives the bids still pending when an order's last vehicle is found. */
function declinedFull(): string {
  fullText ??= String(createTranslator().forLanguage(SERVER_LANGUAGE)('entity.orderBid.declinedFull'));
  return fullText;
}

/** The waybills an order may have made, in the order they were made. */
async function candidates(trx: Trx, now: Date): Promise<EntityRecord[]> {
  const waybill = entity(WAYBILL);
  const rows = await orderDb(trx).selectFrom(waybill.table).selectAll()
    .where('business_type_code', '=', ORDINARY_FREIGHT).where('status', 'in', CARRIED)
    .where('consignment_date_time', '>=', displayTime(addMs(now, -WINDOW_DAYS * DAY_MS)))
    .where('vehicle_number', 'is not', null).where('driver_code', 'is not', null)
    .orderBy('consignment_date_time').orderBy('id').execute();
  // An order names an approved shipper record (its x-relation), whose USCC or ID card the waybill
  // takes as the consignor's: most demo waybills name shippers of a pool without one.
  const shippers = await orderDb(trx).selectFrom('basic_shipper').select(['shipper_code', 'shipper_name'])
    .where('review_status', '=', 'APPROVED').where('branch_code', '=', DEMO_BRANCH.code).execute();
  const names = new Map(shippers.map((row) => [String(row.shipper_code), String(row.shipper_name)]));
  return rows.map((row) => recordOf(waybill, row))
    .filter((record) => names.get(String(record.shipperCode)) === record.shipperName)
    .filter((record) => !record.originalDocumentNumber || UPSTREAM_NUMBER.test(String(record.originalDocumentNumber)));
}

/** The waybills of each order to derive: groups of one shipper, day and goods (taken with
 * GROUP_SHARE, at most MAX_PARTS each) and single waybills (taken with SHARE). */
function ordersOf(random: Random, waybills: EntityRecord[]): EntityRecord[][] {
  const keyOf = (w: EntityRecord) => `${String(w.shipperCode)}|${String(w.consignmentDateTime).slice(0, 10)}|${String(w.cargoTypeClassificationCode)}`;
  const byKey = new Map<string, EntityRecord[]>();
  for (const w of waybills) byKey.set(keyOf(w), [...(byKey.get(keyOf(w)) ?? []), w]);
  const orders: EntityRecord[][] = [];
  for (const same of byKey.values()) {
    for (let first = 0; first < same.length; first += MAX_PARTS) {
      const parts = same.slice(first, first + MAX_PARTS);
      if (parts.length > 1 && random.chance(GROUP_SHARE)) orders.push(parts);
      else for (const part of parts) if (random.chance(SHARE)) orders.push([part]);
    }
  }
  return orders;
}

/** The drivers who may bid: approved, with an approved vehicle. */
async function biddingCarriers(trx: Trx): Promise<Carrier[]> {
  const rows = await orderDb(trx).selectFrom('basic_vehicle as v').innerJoin('basic_driver as d', 'd.driver_code', 'v.driver_code')
    .select(['v.vehicle_number', 'v.vehicle_plate_color_code', 'd.driver_code', 'd.driver_name', 'd.telephone'])
    .where('v.review_status', '=', 'approved').where('d.review_status', '=', 'approved').where('v.branch_code', '=', DEMO_BRANCH.code)
    .orderBy('v.id').execute();
  const text = (value: unknown) => (value === null || value === undefined ? null : String(value));
  return rows.map((row) => ({
    vehicleNumber: String(row.vehicle_number), plateColor: text(row.vehicle_plate_color_code), driverCode: String(row.driver_code),
    driverName: text(row.driver_name), telephone: text(row.telephone),
  }));
}

async function vehiclesByNumber(trx: Trx): Promise<Map<string, Vehicle>> {
  const rows = await orderDb(trx).selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_type', 'length']).execute();
  return new Map(rows.map((row) => [String(row.vehicle_number), {
    type: row.vehicle_type === null ? null : String(row.vehicle_type), length: row.length === null ? null : Number(row.length),
  }]));
}

/** The longest length code the vehicle has (a 7 m truck takes a 6.8 m order). */
function lengthCode(length: number | null): string | undefined {
  if (length === null) return undefined;
  return LENGTHS.filter(([, metres]) => metres <= length + 0.05).at(-1)?.[0];
}

/** The freight as the order's price per tonne makes it, with the prepaid share kept. */
function repriced(part: EntityRecord, freight: number): EntityRecord {
  const total = Number(part.totalMonetaryAmount ?? 0);
  if (round2(total) === freight) return {};
  const prepaid = part.prepaidAmount === undefined ? undefined : round2(freight * (total > 0 ? Number(part.prepaidAmount) / total : 0));
  return {
    totalMonetaryAmount: freight,
    ...(prepaid === undefined ? {} : { prepaidAmount: prepaid, balanceAmount: round2(freight - prepaid) }),
    ...(part.transportationCost === undefined ? {} : { transportationCost: freight }),
  };
}

function derive(random: Random, members: EntityRecord[], carriers: Carrier[], vehicles: Map<string, Vehicle>): Derived {
  const lead = members[0]!;
  const multi = members.length > 1;
  const hall = multi || random.chance(0.85);
  const priceMode = multi ? 'per_ton' : random.weighted([['per_ton', 70], ['per_vehicle', 30]] as const);
  const leadWeight = Number(lead.goodsItemGrossWeight);
  const unitPrice = priceMode === 'per_ton' ? round2(Number(lead.totalMonetaryAmount) / leadWeight) : round2(Number(lead.totalMonetaryAmount));
  // The later parts take the first one's places and goods; every part's freight is the order's price.
  const changes = new Map<number, EntityRecord>();
  const parts = members.map((member, index) => {
    const changed: EntityRecord = { serialNumber: multi ? String(index + 1).padStart(4, '0') : '0000' };
    if (index > 0) for (const field of SHARED_FIELDS) changed[field] = lead[field] ?? null;
    if (multi) Object.assign(changed, repriced(member, round2(unitPrice * Number(member.goodsItemGrossWeight))));
    changes.set(Number(member.id), changed);
    const part: EntityRecord = { ...member, ...changed };
    for (const key of Object.keys(part)) if (part[key] === null) delete part[key];
    return part;
  });
  const sum = (field: string, integer = false) => (parts.every((part) => part[field] !== undefined && part[field] !== null)
    ? (integer ? parts.reduce((s, part) => s + Number(part[field]), 0) : round2(parts.reduce((s, part) => s + Number(part[field]), 0))) : undefined);

  const made = parts.map((part) => at(part.consignmentDateTime));
  const first = made[0]!;
  const lastMade = latest(made);
  // Made and published hours before the first vehicle was found; 指派 orders straight from the draft.
  const audit = hall ? hours(first, -(0.5 + random.next() * 20)) : undefined;
  const submit = audit ? hours(audit, -(0.2 + random.next() * 6)) : undefined;
  const created = submit ? hours(submit, -(random.chance(0.5) ? random.next() * 0.2 : 0.3 + random.next() * 4)) : hours(first, -(0.5 + random.next() * 8));
  const loads = parts.filter((part) => part.despatchActualDateTime).map((part) => at(part.despatchActualDateTime));
  let loadingStart = floorHour(hours(first, 1 + random.next() * 9));
  if (loads.length > 0 && earliest(loads) < loadingStart) loadingStart = floorHour(earliest(loads));
  if (loadingStart <= created) loadingStart = ceilHour(hours(created, 0.1));
  let loadingEnd = floorHour(hours(loadingStart, 4 + random.next() * 20));
  if (loads.length > 0 && latest(loads) >= loadingEnd) loadingEnd = ceilHour(hours(latest(loads), 0.1));
  const completed = parts.every((part) => FINISHED.has(String(part.status)));
  const modified = completed ? latest(parts.map((part) => at(part.signedDateTime ?? part.consignmentDateTime))) : lastMade;
  const vehicle = vehicles.get(String(lead.vehicleNumber));
  const prepaid = Number(lead.prepaidAmount ?? 0) > 0;

  const order: EntityRecord = {
    status: completed ? 'completed' : 'dealt',
    channel: random.weighted(CHANNELS),
    orderType: hall ? 'hall' : 'designated',
    shipperCode: lead.shipperCode, shipperName: lead.shipperName,
    consignorContact: lead.consignorContact, consignorTelephone: lead.consignorTelephone,
    loadingCountrySubdivisionCode: lead.loadingCountrySubdivisionCode, placeOfLoading: lead.placeOfLoading,
    consignee: lead.consignee, consigneeContact: lead.consigneeContact, consigneeTelephone: lead.consigneeTelephone,
    receiptCountrySubdivisionCode: lead.receiptCountrySubdivisionCode, goodsReceiptPlace: lead.goodsReceiptPlace,
    descriptionOfGoods: lead.descriptionOfGoods, cargoTypeClassificationCode: lead.cargoTypeClassificationCode,
    goodsItemGrossWeight: sum('goodsItemGrossWeight'), cube: sum('cube'), totalNumberOfPackages: sum('totalNumberOfPackages', true),
    vehicleTypeWanted: vehicle?.type && random.chance(0.6) ? vehicle.type : undefined,
    vehicleLengthWanted: random.chance(0.7) ? lengthCode(vehicle?.length ?? null) : undefined,
    vehicleCount: parts.length, acceptedCount: parts.length,
    loadingStart: displayTime(loadingStart), loadingEnd: displayTime(loadingEnd),
    priceMode, unitPrice,
    paymentTerms: prepaid ? 'prepay_part' : random.weighted([['on_receipt', 70], ['monthly', 30]] as const),
    insuranceWanted: Boolean(lead.policyNumber) && lead.policyNumber !== 'none',
    remark: lead.remark ?? (random.chance(0.35) ? random.pick(REMARKS) : undefined),
    submitDateTime: submit ? displayTime(submit) : undefined,
    auditDateTime: audit ? displayTime(audit) : undefined,
    reviewLevel: hall ? 2 : 0,
    branchCode: lead.branchCode,
    gmtCreated: displayTime(created), gmtModified: displayTime(modified),
  };
  const bids = hall ? bidsOf(random, order, parts, audit!, carriers) : [];
  return { order, bids, parts, changes };
}

/** The accepted bid of each part, and a few of other drivers declined. */
function bidsOf(random: Random, order: EntityRecord, parts: EntityRecord[], published: Date, carriers: Carrier[]): EntityRecord[] {
  const base = {
    shipperCode: order.shipperCode, shipperName: order.shipperName, loadingCountrySubdivisionCode: order.loadingCountrySubdivisionCode,
    receiptCountrySubdivisionCode: order.receiptCountrySubdivisionCode, descriptionOfGoods: order.descriptionOfGoods, branchCode: order.branchCode,
  };
  const bids: EntityRecord[] = parts.map((part) => {
    const accepted = at(part.consignmentDateTime);
    return {
      ...base, status: 'accepted', vehicleNumber: part.vehicleNumber, vehiclePlateColorCode: part.vehiclePlateColorCode,
      driverCode: part.driverCode, driverName: part.driverName, driverTelephone: part.driverTelephone,
      bidPrice: round2(Number(part.totalMonetaryAmount)), shippingNoteNumber: part.shippingNoteNumber,
      acceptDateTime: displayTime(accepted), gmtCreated: displayTime(between(random, published, accepted, 0.05, 0.9)), gmtModified: displayTime(accepted),
    };
  });
  const full = latest(parts.map((part) => at(part.consignmentDateTime)));
  const taken = new Set(parts.map((part) => String(part.driverCode)));
  const others = random.weighted([[0, 50], [1, 30], [2, 15], [3, 5]] as const);
  const price = Number(parts[0]!.totalMonetaryAmount);
  for (let n = 0; n < others; n += 1) {
    const carrier = random.pick(carriers);
    if (!carrier || taken.has(carrier.driverCode)) continue;
    taken.add(carrier.driverCode);
    const made = between(random, published, full, 0.02, 0.95);
    // Declined by the shipper, or still pending when the last vehicle was found.
    const reason = random.chance(0.45) ? random.pick(DECLINE_REASONS) : undefined;
    const declined = reason ? between(random, made, full, 0.1, 1) : full;
    const asked = reason === '报价偏高' ? 1.15 + random.next() * 0.2 : 0.95 + random.next() * 0.2;
    bids.push({
      ...base, status: 'declined', vehicleNumber: carrier.vehicleNumber, vehiclePlateColorCode: carrier.plateColor ?? undefined,
      driverCode: carrier.driverCode, driverName: carrier.driverName ?? undefined, driverTelephone: carrier.telephone ?? undefined,
      bidPrice: Math.max(1, Math.round(price * asked)), declineReason: reason ?? declinedFull(),
      gmtCreated: displayTime(made), gmtModified: displayTime(declined),
    });
  }
  return bids;
}

/** The highest sequence of each day among the stored order numbers. */
async function storedSequences(trx: Trx, table: string, column: string, prefix: string): Promise<Map<string, number>> {
  const rows = await orderDb(trx).selectFrom(table).select(column).where(column, 'like', `${prefix}%`).execute();
  const highest = new Map<string, number>();
  for (const row of rows) {
    const match = new RegExp(`^${prefix}(\\d{8})(\\d{6})$`).exec(String(row[column]));
    if (match) highest.set(match[1]!, Math.max(highest.get(match[1]!) ?? 0, Number(match[2])));
  }
  return highest;
}

async function insertAll(trx: Trx, definition: EntityDefinition, records: EntityRecord[]): Promise<void> {
  const columns = definition.fields.filter((f) => f !== definition.primaryKey && !definition.transient.has(f.property)).map((f) => f.column);
  const rows = records.map((record) => {
    const row = rowOf(definition, record);
    const complete: EntityRow = {};
    for (const column of columns) complete[column] = row[column] ?? null;
    return complete;
  });
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  for (let first = 0; first < rows.length; first += batch) await orderDb(trx).insertInto(definition.table).values(rows.slice(first, first + batch)).execute();
}

/** Derives the orders and bids of the demo waybills; answers how many of each it wrote. */
export async function seedOrderDemo(trx: Trx, now: Date): Promise<{ orders: number; bids: number; parts: number }> {
  const random = createRandom(SEED);
  const [waybills, carriers, vehicles] = await Promise.all([candidates(trx, now), biddingCarriers(trx), vehiclesByNumber(trx)]);
  const derived = ordersOf(random, waybills).map((members) => derive(random, members, carriers, vehicles))
    .sort((a, b) => String(a.order.gmtCreated).localeCompare(String(b.order.gmtCreated)));
  const orderEntity = entity(CARGO_ORDER);
  const numberColumn = orderEntity.byProperty.get('orderNumber')!.column;
  const prefix = orderEntity.byProperty.get('orderNumber')!.schema['x-number']!.prefix;
  // Each day's numbers follow the x-demo orders of that day.
  const sequences = await storedSequences(trx, orderEntity.table, numberColumn, prefix);
  for (const { order, bids } of derived) {
    const day = String(order.gmtCreated).slice(0, 10).replace(/-/g, '');
    const sequence = (sequences.get(day) ?? 0) + 1;
    sequences.set(day, sequence);
    order.orderNumber = `${prefix}${day}${String(sequence).padStart(6, '0')}`;
    for (const bid of bids) bid.orderNumber = order.orderNumber;
  }
  await insertAll(trx, orderEntity, derived.map(({ order }) => order));
  await insertAll(trx, entity(ORDER_BID), derived.flatMap(({ bids }) => bids)
    .sort((a, b) => String(a.gmtCreated).localeCompare(String(b.gmtCreated))));
  const waybill = entity(WAYBILL);
  for (const { order, changes } of derived) {
    for (const [id, changed] of changes) {
      await orderDb(trx).updateTable(waybill.table).set(rowOf(waybill, { ...changed, originalDocumentNumber: order.orderNumber }))
        .where(waybill.primaryKey.column, '=', id).execute();
    }
  }
  // A day whose sequence was started already (not at seeding) counts on from the derived numbers.
  for (const [day, value] of sequences) {
    await sql`update number_sequence set value = ${value} where table_name = ${orderEntity.table} and column_name = ${numberColumn}
      and day = ${day} and value < ${value}`.execute(trx);
  }
  return { orders: derived.length, bids: derived.reduce((n, { bids }) => n + bids.length, 0), parts: derived.reduce((n, { parts }) => n + parts.length, 0) };
}
