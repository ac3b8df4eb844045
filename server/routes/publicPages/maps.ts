// The public map pages of issue 16, each opened by a signed link (server/publicLinks) a staff
// member shares from the console, mobile-first and read-only:
//   waybillTrack    /trackOfVehicleForMobile  a waybill's track for its consignee: the route,
//                                             the goods, the track so far and the last position
//   fenceMap        /enclosure                the electronic fences (电子围栏) of the link's branch
//   cityOrderTrack  /ctmsTrackMap             a city order's van track and its drops
// `load` answers a whitelist: the plate masked (苏E·12**5), names to the surname, phones to
// 138****5678, no ID numbers, no prices; the branch's service phone (its company contact phone)
// is the number a visitor may call. The tracks come from trackOf (the positions module), within
// the link's branch only, without the warnings (those are the carrier's business).
import type { Kysely } from 'kysely';
import type { EntityDb } from '../../entities/listQuery';
import { registerPublicLink, type VerifiedLink } from '../../publicLinks';
import { displayTime } from '../../storage/clock';
import type { Db } from '../../storage/database';
import { centreOf } from '../basic/positions/places';
import { trackOf } from '../basic/positions/track';
import { maskName, maskPhone } from './index';

type Row = Record<string, string | number | null>;
const rows = (db: Db) => db as unknown as Kysely<Record<string, Row>>;

/** 苏E12345 → 苏E·12**5, 苏ED12345 → 苏E·D1***5: the province and the authority, the first two
 * and the last character of the number. */
export function maskPlate(plate: unknown): string {
  if (typeof plate !== 'string' || plate === '') return '';
  const characters = [...plate.replace(/[·•\s]/g, '')];
  if (characters.length < 5) return '*'.repeat(characters.length);
  const head = characters.slice(0, 2).join('');
  const rest = characters.slice(2);
  return `${head}·${rest.slice(0, 2).join('')}${'*'.repeat(rest.length - 3)}${rest.at(-1)}`;
}

async function recordOfLink(db: Db, table: string, link: VerifiedLink): Promise<Row | null> {
  if (!/^[1-9]\d{0,15}$/.test(link.subject)) return null;
  return await (db as unknown as EntityDb).selectFrom(table).selectAll().where('id', '=', Number(link.subject))
    .where('branch_code', '=', link.branchCode).executeTakeFirst() as Row | undefined ?? null;
}

/** The branch's service phone: its company's contact phone (a business line, shown in full). */
async function servicePhoneOf(db: Db, branchCode: string): Promise<string> {
  const company = await rows(db).selectFrom('party_group').select('contact_phone').where('branch_code', '=', branchCode).executeTakeFirst();
  return typeof company?.contact_phone === 'string' ? company.contact_phone : '';
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const lonLat = (code: unknown) => centreOf(typeof code === 'string' ? code : null);

/** The vehicle's points over a span, within the link's branch, without the warnings. */
async function trackOver(db: Db, link: VerifiedLink, vehicle: unknown, from: unknown, to: string) {
  if (typeof vehicle !== 'string' || !vehicle || typeof from !== 'string' || !from) return { points: [], stops: [] };
  const { points, stops } = await trackOf(db, { vehicleNumber: vehicle, from, to, branches: [link.branchCode] });
  return { points, stops };
}

const WAYBILL_TEXT = ['shippingNoteNumber', 'status', 'placeOfLoading', 'goodsReceiptPlace', 'consignee', 'descriptionOfGoods', 'cargoTypeClassificationCode',
  'goodsItemGrossWeight', 'cube', 'totalNumberOfPackages', 'transportationDistance', 'despatchActualDateTime', 'goodsReceiptDateTime', 'signedDateTime'] as const;
const camelToColumn = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

async function waybillTrackPage(db: Db, link: VerifiedLink, now: () => Date): Promise<Record<string, unknown> | null> {
  const waybill = await recordOfLink(db, 'tms_waybill', link);
  if (!waybill || waybill.status === 'cancelled') return null;
  const from = waybill.despatch_actual_date_time;
  const to = text(waybill.goods_receipt_date_time) ?? displayTime(now());
  const { points, stops } = await trackOver(db, link, waybill.vehicle_number, from, to);
  const loading = lonLat(waybill.loading_country_subdivision_code);
  const unloading = lonLat(waybill.receipt_country_subdivision_code);
  const plate = maskPlate(waybill.vehicle_number);
  const fields = Object.fromEntries(WAYBILL_TEXT.map((name) => [name, waybill[camelToColumn(name)] ?? null]).filter(([, value]) => value !== null));
  return {
    ...fields,
    vehicleNumber: plate,
    driverName: maskName(waybill.driver_name),
    driverTelephone: maskPhone(waybill.driver_telephone),
    servicePhone: await servicePhoneOf(db, link.branchCode),
    lastPositionTime: points.at(-1)?.positionTime ?? null,
    track: {
      vehicleNumber: plate,
      from: text(from),
      to: text(from) ? to : null,
      live: !waybill.goods_receipt_date_time,
      waybill: {
        shippingNoteNumber: waybill.shipping_note_number, status: waybill.status, placeOfLoading: waybill.place_of_loading, goodsReceiptPlace: waybill.goods_receipt_place,
        loadingLongitude: loading?.[0] ?? null, loadingLatitude: loading?.[1] ?? null, unloadingLongitude: unloading?.[0] ?? null, unloadingLatitude: unloading?.[1] ?? null,
      },
      points,
      stops,
    },
  };
}

const FENCE_FIELDS = ['id', 'fenceName', 'shape', 'path', 'centerLongitude', 'centerLatitude', 'radius', 'stationName', 'status'] as const;

/** The branch's enabled fences with the sites they guard (no vehicles, no events). */
async function fenceMapPage(db: Db, link: VerifiedLink): Promise<Record<string, unknown> | null> {
  const [branch, fences] = await Promise.all([
    rows(db).selectFrom('branch').select('name').where('code', '=', link.branchCode).executeTakeFirst(),
    rows(db).selectFrom('basic_geofence').select(FENCE_FIELDS.map(camelToColumn)).where('branch_code', '=', link.branchCode)
      .where('status', '=', 'enabled').orderBy('id').execute(),
  ]);
  if (!branch) return null;
  const geofence = fences.map((fence) => Object.fromEntries(FENCE_FIELDS.map((name) => [name, fence[camelToColumn(name)] ?? null])));
  return { branchName: branch.name, fenceCount: geofence.length, geofence };
}

const ORDER_TEXT = ['orderNumber', 'status', 'plannedDate', 'shipperName', 'pickupAddress', 'dropCount', 'deliveredCount', 'totalPieces', 'totalWeight',
  'startedDateTime', 'completedDateTime'] as const;

/** Where a handled drop was: the van's reported position nearest its handling time. */
function pointAt(points: { positionTime: string; longitude: number; latitude: number }[], time: unknown) {
  if (typeof time !== 'string' || points.length === 0) return null;
  let best = points[0]!;
  for (const point of points) if (Math.abs(Date.parse(point.positionTime.replace(' ', 'T')) - Date.parse(time.replace(' ', 'T'))) < Math.abs(Date.parse(best.positionTime.replace(' ', 'T')) - Date.parse(time.replace(' ', 'T')))) best = point;
  return Math.abs(Date.parse(best.positionTime.replace(' ', 'T')) - Date.parse(time.replace(' ', 'T'))) <= 30 * 60_000 ? best : null;
}

async function cityOrderTrackPage(db: Db, link: VerifiedLink, now: () => Date): Promise<Record<string, unknown> | null> {
  const order = await recordOfLink(db, 'city_order', link);
  if (!order || order.status === 'cancelled') return null;
  const to = text(order.completed_date_time) ?? displayTime(now());
  const [{ points, stops }, dropRows] = await Promise.all([
    trackOver(db, link, order.vehicle_number, order.started_date_time, to),
    rows(db).selectFrom('city_order_drop').select(['sequence', 'receiver_name', 'area_code', 'address', 'goods_name', 'pieces', 'weight', 'window_start', 'window_end', 'status', 'handled_date_time'])
      .where('order_number', '=', order.order_number).where('branch_code', '=', link.branchCode).orderBy('sequence').execute(),
  ]);
  // A handled drop shows where the van stood when it was signed for (or refused); one still to
  // deliver at the centre of its district, the only place the order knows for it.
  const drops = dropRows.map((drop) => {
    const at = drop.status !== 'pending' ? pointAt(points, drop.handled_date_time) : null;
    const centre = at ? null : lonLat(drop.area_code);
    return {
      sequence: drop.sequence, receiverName: maskName(drop.receiver_name), address: drop.address, goodsName: drop.goods_name, pieces: drop.pieces, weight: drop.weight,
      windowStart: drop.window_start, windowEnd: drop.window_end, status: drop.status, handledDateTime: drop.handled_date_time,
      longitude: at?.longitude ?? centre?.[0] ?? null, latitude: at?.latitude ?? centre?.[1] ?? null, located: at ? 'reported' : 'district',
    };
  });
  const plate = maskPlate(order.vehicle_number);
  const fields = Object.fromEntries(ORDER_TEXT.map((name) => [name, order[camelToColumn(name)] ?? null]).filter(([, value]) => value !== null));
  return {
    ...fields,
    vehicleNumber: plate,
    driverName: maskName(order.driver_name),
    driverTelephone: maskPhone(order.driver_telephone),
    servicePhone: await servicePhoneOf(db, link.branchCode),
    lastPositionTime: points.at(-1)?.positionTime ?? null,
    drops,
    track: { vehicleNumber: plate, from: text(order.started_date_time), to: text(order.started_date_time) ? to : null, live: order.status === 'delivering', waybill: null, points, stops, drops },
  };
}

/** The enclosure screen's menu leaf: who may view the fences may share their map. */
export const FENCE_MAP_PERMISSION = 'enclosure:view';

export function registerMapLinks(now: () => Date): void {
  registerPublicLink('waybillTrack', { route: '/trackOfVehicleForMobile', mintPermission: { entity: 'waybill' }, ttlHours: 24 * 7, load: (db, link) => waybillTrackPage(db, link, now) });
  registerPublicLink('fenceMap', { route: '/enclosure', mintPermission: { permission: FENCE_MAP_PERMISSION }, ttlHours: 24 * 30, load: fenceMapPage });
  registerPublicLink('cityOrderTrack', { route: '/ctmsTrackMap', mintPermission: { entity: 'cityOrder' }, ttlHours: 72, load: (db, link) => cityOrderTrackPage(db, link, now) });
}
