// The public queueing of a loading site (issue 16): what a driver's phone or the site's kiosk
// may do with the site's signed link, and what a ticket or the site's queue shows. Entries are
// created through the entity engine with the loadingQueue rules (server/routes/tms/queue/rules.ts:
// the number per site and day, one vehicle in one queue at a time, the waybill's vehicle), as the
// site itself (a system caller of the site's branch); nothing here numbers or checks a queue again.
//   - takeNumber: plate + mobile (+ waybill number): the vehicle is the branch's, its driver the
//     one whose mobile was given; channel `mobile` (手机取号).
//   - checkInByIdCard: the ID-card number finds the driver, his oldest waybill dispatched to him
//     (at this site's area first, else the branch's) and queues its vehicle; channel `idCard`.
//   - ticketOf / siteQueueOf: what a ticket and the site's queue show (plates masked on the list).
import { Status } from '../../../src/core/api/status';
import { formats } from '../../../src/core/validation';
import type { AppContext } from '../../context';
import type { Caller } from '../../entities/caller';
import type { Texts } from '../../entities/fieldErrors';
import type { EntityDb } from '../../entities/listQuery';
import { sharedRegistry, totalsOf } from '../../entities/shared';
import { createRecord } from '../../entities/writes';
import { notifyBranchChanged } from '../../realtime/branchChanges';
import type { Db } from '../../storage/database';
import { QUEUE_ENTITY, queueDay } from '../tms/queue/rules';

export const QUEUE_TABLE = 'tms_loading_queue';
/** States of an entry still in the queue (as the queue rules count them). */
const ACTIVE = ['waiting', 'called', 'loading'];
/** The check-in channels (dictionary queue_check_in_channel). */
export type CheckInChannel = 'mobile' | 'idCard';
/** The role the public check-ins write as (the operation log shows the site took the number). */
export const PUBLIC_QUEUE_ROLE = 'PUBLIC_QUEUE';

const edb = (db: Db) => db as unknown as EntityDb;

export interface Site { branchCode: string; stationCode: string; name: string; address: string | null; areaCode: string | null }

/** A public refusal: the envelope status and the message in the caller's language. */
export interface Refusal { status: number; msg: string; data?: unknown }

/** The enabled site a link names, or null. */
export async function siteOf(db: Db, branchCode: string, stationCode: string): Promise<Site | null> {
  const row = await edb(db).selectFrom('basic_station').select(['station_code', 'name', 'address', 'area_code', 'branch_code', 'status'])
    .where('branch_code', '=', branchCode).where('station_code', '=', stationCode).executeTakeFirst();
  if (!row || row.status !== 'enabled') return null;
  return { branchCode, stationCode, name: String(row.name), address: (row.address as string | null) ?? null, areaCode: (row.area_code as string | null) ?? null };
}

/** 苏E12345 -> 苏E·12**5: enough for a driver to find his own line, not to read a stranger's plate. */
export function maskPlate(plate: string): string {
  const characters = [...plate];
  if (characters.length < 5) return '*'.repeat(characters.length);
  const head = characters.slice(0, 2).join('');
  const rest = characters.slice(2);
  return `${head}·${rest.slice(0, 2).join('')}${'*'.repeat(Math.max(1, rest.length - 3))}${rest.slice(-1).join('')}`;
}

function siteCaller(site: Site, t: Texts): Caller {
  return { partyId: 0, code: 'PUBLIC', name: t.t('server.publicQueue.operator', { site: site.name }), branchCode: site.branchCode, role: PUBLIC_QUEUE_ROLE, dataScope: 'branch', branches: [] };
}

export interface QueueEntry { id: number; queueNumber: number; stationName: string; status: string }

/** The entry the vehicle holds in a queue now, if any. */
async function activeEntryOf(db: Db, branchCode: string, vehicleNumber: string): Promise<QueueEntry | null> {
  const row = await edb(db).selectFrom(QUEUE_TABLE).select(['id', 'queue_number', 'station_name', 'status'])
    .where('branch_code', '=', branchCode).where('vehicle_number', '=', vehicleNumber).where('status', 'in', ACTIVE).executeTakeFirst();
  return row ? { id: Number(row.id), queueNumber: Number(row.queue_number), stationName: String(row.station_name), status: String(row.status) } : null;
}

/** Creates the entry through the entity engine (the queue rules number and check it). */
async function enqueue(ctx: AppContext, site: Site, t: Texts, payload: Record<string, unknown>): Promise<{ id: number } | Refusal> {
  const registry = sharedRegistry();
  const entity = registry.get(QUEUE_ENTITY)!;
  const answer = await createRecord({ db: ctx.db, registry, entity, caller: siteCaller(site, t), texts: t, now: ctx.now() }, { ...payload, stationCode: site.stationCode });
  if (answer.status !== Status.OK) {
    const errors = (answer.data as { errors?: { message: string }[] } | null)?.errors ?? [];
    return { status: answer.status, msg: errors[0]?.message ?? answer.msg };
  }
  totalsOf(ctx.db).forget(QUEUE_ENTITY);
  notifyBranchChanged(ctx.db, site.branchCode);
  return { id: Number((answer.data as { id: number }).id) };
}

export interface TakeNumberInput { vehicleNumber?: unknown; telephone?: unknown; shippingNoteNumber?: unknown }

/** Field errors of the take-number form, or null. */
function takeNumberErrors(input: TakeNumberInput, t: Texts): Refusal | null {
  const errors: { field: string; message: string }[] = [];
  if (typeof input.vehicleNumber !== 'string' || !formats['cn-plate'](input.vehicleNumber)) errors.push({ field: '/vehicleNumber', message: t.t('server.publicQueue.badPlate') });
  if (typeof input.telephone !== 'string' || !formats['cn-mobile'](input.telephone)) errors.push({ field: '/telephone', message: t.t('server.publicQueue.badMobile') });
  const note = input.shippingNoteNumber;
  if (note !== undefined && note !== null && note !== '' && (typeof note !== 'string' || !/^[A-Za-z0-9-]{1,20}$/.test(note))) {
    errors.push({ field: '/shippingNoteNumber', message: t.t('server.publicQueue.badWaybill') });
  }
  return errors.length > 0 ? { status: Status.INVALID_PAYLOAD, msg: errors[0]!.message, data: { errors } } : null;
}

/** 取号: the driver of the vehicle (his mobile must be the driver's) takes the site's next number. */
export async function takeNumber(ctx: AppContext, site: Site, input: TakeNumberInput, t: Texts): Promise<{ id: number } | Refusal> {
  const invalid = takeNumberErrors(input, t);
  if (invalid) return invalid;
  const plate = String(input.vehicleNumber);
  const mobile = String(input.telephone);
  // The vehicle of the branch and its driver; a driver who drives it (his vehicleNumbers) counts too.
  const vehicle = await edb(ctx.db).selectFrom('basic_vehicle').select(['vehicle_number', 'driver_code'])
    .where('branch_code', '=', site.branchCode).where('vehicle_number', '=', plate).executeTakeFirst();
  const driver = vehicle ? await edb(ctx.db).selectFrom('basic_driver').select(['driver_code', 'vehicle_numbers'])
    .where('branch_code', '=', site.branchCode).where('telephone', '=', mobile).executeTakeFirst() : undefined;
  const drives = driver !== undefined && (driver.driver_code === vehicle?.driver_code || String(driver.vehicle_numbers ?? '').includes(plate));
  // One answer for "no such vehicle" and "not your vehicle": a stranger learns nothing.
  if (!vehicle || !driver || !drives) return { status: Status.NOT_FOUND, msg: t.t('server.publicQueue.vehicleNotFound') };
  const queued = await activeEntryOf(ctx.db, site.branchCode, plate);
  if (queued) {
    return { status: Status.INVALID_PAYLOAD, msg: t.t('server.publicQueue.alreadyQueued', { site: queued.stationName, number: queued.queueNumber }), data: { entryId: queued.id } };
  }
  const note = typeof input.shippingNoteNumber === 'string' && input.shippingNoteNumber !== '' ? input.shippingNoteNumber : undefined;
  return enqueue(ctx, site, t, { vehicleNumber: plate, driverCode: String(driver.driver_code), checkInChannel: 'mobile', ...(note ? { shippingNoteNumber: note } : {}) });
}

export interface WaybillShown {
  shippingNoteNumber: string; placeOfLoading: string | null; goodsReceiptPlace: string | null; descriptionOfGoods: string | null;
  goodsItemGrossWeight: number | null; vehicleNumber: string; shipperName: string | null; consignee: string | null;
}

/** 刷身份证: the driver's waiting waybill is found and its vehicle queued. Nothing of another
 * driver is ever answered: an unknown number and a driver without a waiting waybill read alike. */
export async function checkInByIdCard(ctx: AppContext, site: Site, idNumber: unknown, t: Texts): Promise<{ id: number; waybill: WaybillShown } | Refusal> {
  if (typeof idNumber !== 'string' || !formats['cn-id-card'](idNumber.toUpperCase())) {
    return { status: Status.INVALID_PAYLOAD, msg: t.t('server.publicQueue.badIdCard'), data: { errors: [{ field: '/idNumber', message: t.t('server.publicQueue.badIdCard') }] } };
  }
  const driver = await edb(ctx.db).selectFrom('basic_driver').select(['driver_code'])
    .where('branch_code', '=', site.branchCode).where('driving_license', '=', idNumber.toUpperCase()).executeTakeFirst();
  const notFound: Refusal = { status: Status.NOT_FOUND, msg: t.t('server.publicQueue.noWaybill') };
  if (!driver) return notFound;
  const waybills = await edb(ctx.db).selectFrom('tms_waybill')
    .select(['shipping_note_number', 'place_of_loading', 'goods_receipt_place', 'description_of_goods', 'goods_item_gross_weight', 'vehicle_number', 'shipper_name', 'consignee', 'loading_country_subdivision_code'])
    .where('branch_code', '=', site.branchCode).where('driver_code', '=', String(driver.driver_code)).where('status', '=', 'dispatched')
    .where('vehicle_number', 'is not', null).orderBy('consignment_date_time').orderBy('id').execute();
  // The site's own loadings first (same area), else the branch's oldest.
  const atSite = waybills.find((w) => site.areaCode !== null && w.loading_country_subdivision_code === site.areaCode) ?? waybills[0];
  if (!atSite) return notFound;
  const plate = String(atSite.vehicle_number);
  const queued = await activeEntryOf(ctx.db, site.branchCode, plate);
  if (queued) return { status: Status.INVALID_PAYLOAD, msg: t.t('server.publicQueue.alreadyQueued', { site: queued.stationName, number: queued.queueNumber }) };
  const created = await enqueue(ctx, site, t, {
    vehicleNumber: plate, driverCode: String(driver.driver_code), shippingNoteNumber: String(atSite.shipping_note_number), checkInChannel: 'idCard',
  });
  if ('status' in created) return created;
  return { id: created.id, waybill: shownOf(atSite) };
}

/** The waybill a kiosk ticket names, as the kiosk may show it (no driver's data). */
export async function waybillShown(db: Db, branchCode: string, shippingNoteNumber: string | null): Promise<Partial<WaybillShown>> {
  if (!shippingNoteNumber) return {};
  const row = await edb(db).selectFrom('tms_waybill')
    .select(['shipping_note_number', 'place_of_loading', 'goods_receipt_place', 'description_of_goods', 'goods_item_gross_weight', 'vehicle_number', 'shipper_name', 'consignee'])
    .where('branch_code', '=', branchCode).where('shipping_note_number', '=', shippingNoteNumber).executeTakeFirst();
  return row ? shownOf(row) : {};
}

function shownOf(row: Record<string, unknown>): WaybillShown {
  return {
    shippingNoteNumber: String(row.shipping_note_number), placeOfLoading: row.place_of_loading as string | null,
    goodsReceiptPlace: row.goods_receipt_place as string | null, descriptionOfGoods: row.description_of_goods as string | null,
    goodsItemGrossWeight: row.goods_item_gross_weight === null || row.goods_item_gross_weight === undefined ? null : Number(row.goods_item_gross_weight),
    vehicleNumber: String(row.vehicle_number), shipperName: row.shipper_name as string | null, consignee: row.consignee as string | null,
  };
}

export interface Ticket {
  queueNumber: number; stationName: string; vehicleNumber: string; status: string; queueDate: string;
  checkInDateTime: string; calledDateTime: string | null; ahead: number; shippingNoteNumber: string | null;
  /** 今日排队 / 叫号 of the same day, for the ticket's header. */
  today: boolean;
}

/** The ticket of an entry: its number, site, state and how many wait before it. */
export async function ticketOf(db: Db, branchCode: string, id: number, now: Date): Promise<Ticket | null> {
  const row = await edb(db).selectFrom(QUEUE_TABLE).selectAll().where('id', '=', id).where('branch_code', '=', branchCode).executeTakeFirst();
  if (!row) return null;
  const number = Number(row.queue_number);
  const ahead = row.status === 'waiting'
    ? Number((await edb(db).selectFrom(QUEUE_TABLE).select((eb) => eb.fn.countAll().as('n'))
      .where('branch_code', '=', branchCode).where('station_code', '=', row.station_code as string).where('queue_date', '=', row.queue_date as string)
      .where('status', '=', 'waiting').where('queue_number', '<', number).executeTakeFirstOrThrow()).n)
    : 0;
  return {
    queueNumber: number, stationName: String(row.station_name), vehicleNumber: String(row.vehicle_number), status: String(row.status),
    queueDate: String(row.queue_date), checkInDateTime: String(row.check_in_date_time ?? row.gmt_created), calledDateTime: (row.called_date_time as string | null) ?? null,
    ahead, shippingNoteNumber: (row.shipping_note_number as string | null) ?? null, today: row.queue_date === queueDay(now),
  };
}

export interface QueueLine { queueNumber: number; vehicleNumber: string; status: string; checkInDateTime: string; calledDateTime: string | null }

export interface SiteQueue {
  stationName: string; address: string | null; queueDate: string;
  /** 正在叫号: called entries, the latest call first. */
  calling: QueueLine[];
  loading: QueueLine[];
  waiting: QueueLine[];
  skipped: QueueLine[];
  counts: { waiting: number; called: number; loading: number; finished: number; skipped: number };
  /** The counts again, flat, for detail sections (排队中 / 已叫号 / 装货中 / 已装完). */
  waitingCount: number; calledCount: number; loadingCount: number; finishedCount: number;
}

/** Today's queue of the site, plates masked: what a wall screen or a passer-by may read. */
export async function siteQueueOf(db: Db, site: Site, now: Date): Promise<SiteQueue> {
  const day = queueDay(now);
  const rows = await edb(db).selectFrom(QUEUE_TABLE)
    .select(['queue_number', 'vehicle_number', 'status', 'check_in_date_time', 'called_date_time'])
    .where('branch_code', '=', site.branchCode).where('station_code', '=', site.stationCode).where('queue_date', '=', day)
    .orderBy('queue_number').execute();
  const line = (row: Record<string, unknown>): QueueLine => ({
    queueNumber: Number(row.queue_number), vehicleNumber: maskPlate(String(row.vehicle_number)), status: String(row.status),
    checkInDateTime: String(row.check_in_date_time ?? ''), calledDateTime: (row.called_date_time as string | null) ?? null,
  });
  const of = (status: string) => rows.filter((row) => row.status === status);
  return {
    stationName: site.name, address: site.address, queueDate: day,
    calling: of('called').map(line).sort((a, b) => String(b.calledDateTime).localeCompare(String(a.calledDateTime))),
    loading: of('loading').map(line), waiting: of('waiting').map(line), skipped: of('skipped').map(line),
    counts: { waiting: of('waiting').length, called: of('called').length, loading: of('loading').length, finished: of('finished').length, skipped: of('skipped').length },
    waitingCount: of('waiting').length, calledCount: of('called').length, loadingCount: of('loading').length, finishedCount: of('finished').length,
  };
}
