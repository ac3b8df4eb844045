// The public pages of issue 16 that show a record to someone without an account, each opened by
// a signed, expiring link (server/publicLinks) a staff member shares from a row (分享链接):
//   orderInfo    /order_info      a cargo order's state for the driver or consignee it was sent to
//   cargoOffer   /publish_info    a cargo offer of the order hall (货源) with the vehicles still wanted
//   servicePoint /service_info    a fuel station's card: address, hours, today's prices, phone
//   waybillPrint /PrintingMobile  a waybill to print from a phone, with a QR code of its number
//   enquiryForm  /Form            the branch's freight enquiry form (货运询价), stored as publicEnquiry
// `load` answers a whitelist only: names masked to the surname, phones to 138****5678, no ID
// numbers, no bank accounts, no amounts the shipper has not offered publicly.
import { Status } from '../../../src/core/api/status';
import { maskValue } from '../../../src/core/format/mask';
import type { AppContext } from '../../context';
import type { Caller } from '../../entities/caller';
import type { EntityDb } from '../../entities/listQuery';
import { decorated } from '../../entities/hooks';
import { recordOf, type EntityRecord } from '../../entities/records';
import { sharedRegistry, totalsOf } from '../../entities/shared';
import { createRecordWithin } from '../../entities/writes';
import { ok } from '../../http/envelope';
import { registerPublicLink, type VerifiedLink } from '../../publicLinks';
import { registerMapLinks } from './maps';
import type { Db } from '../../storage/database';

/** 张伟 → 张*, 欧阳明月 → 欧阳**: the surname (two characters for a compound one) stays. */
const COMPOUND_SURNAMES = new Set(['欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '慕容', '长孙', '宇文', '司徒', '夏侯', '轩辕', '令狐', '钟离']);
export function maskName(name: unknown): string {
  if (typeof name !== 'string' || name === '') return '';
  const characters = [...name];
  const kept = characters.length > 2 && COMPOUND_SURNAMES.has(characters.slice(0, 2).join('')) ? 2 : 1;
  return characters.slice(0, kept).join('') + '*'.repeat(Math.max(1, characters.length - kept));
}

export function maskPhone(phone: unknown): string {
  return typeof phone === 'string' && phone !== '' ? maskValue('mobile', phone) : '';
}

/** The fields of a record named, in that order (absent ones left out). */
function pick(record: EntityRecord, fields: readonly string[]): EntityRecord {
  return Object.fromEntries(fields.filter((field) => record[field] !== undefined && record[field] !== null).map((field) => [field, record[field]]));
}

/** The record of `entity` the link names, within the link's branch, with what its module adds
 * on reading (a station's current prices). */
async function linked(db: Db, entityName: string, link: VerifiedLink): Promise<EntityRecord | null> {
  const entity = sharedRegistry().get(entityName)!;
  if (!/^[1-9]\d{0,15}$/.test(link.subject)) return null;
  const row = await (db as unknown as EntityDb).selectFrom(entity.table).selectAll()
    .where(entity.primaryKey.column, '=', Number(link.subject)).where('branch_code', '=', link.branchCode).executeTakeFirst();
  return row ? (await decorated(db, entity, [recordOf(entity, row)]))[0]! : null;
}

/** The staff member who sent the link: the page's contact (his name and office mobile; he
 * shared the link to be called about it). */
async function senderOf(db: Db, link: VerifiedLink): Promise<EntityRecord> {
  if (!link.issuer) return {};
  const party = await db.selectFrom('party').select(['name', 'mobile']).where('code', '=', link.issuer).executeTakeFirst();
  return party ? { senderName: party.name, senderPhone: party.mobile ?? '' } : {};
}

const ORDER_FIELDS = ['orderNumber', 'status', 'shipperName', 'placeOfLoading', 'goodsReceiptPlace', 'descriptionOfGoods', 'cargoTypeClassificationCode',
  'goodsItemGrossWeight', 'cube', 'totalNumberOfPackages', 'vehicleTypeWanted', 'vehicleLengthWanted', 'vehicleCount', 'acceptedCount',
  'loadingStart', 'loadingEnd', 'paymentTerms', 'insuranceWanted', 'remark', 'submitDateTime', 'auditDateTime'] as const;
/** The offered price shows once the offer is public (published in the hall, or dealt on it). */
const PRICED_STATES = new Set(['published', 'dealt', 'completed']);

async function cargoOrderPage(db: Db, link: VerifiedLink): Promise<EntityRecord | null> {
  const order = await linked(db, 'cargoOrder', link);
  if (!order) return null;
  const vehicleCount = Number(order.vehicleCount ?? 0);
  const acceptedCount = Number(order.acceptedCount ?? 0);
  return {
    ...pick(order, ORDER_FIELDS),
    ...(PRICED_STATES.has(String(order.status)) ? pick(order, ['priceMode', 'unitPrice']) : {}),
    consignorContact: maskName(order.consignorContact),
    consignorTelephone: maskPhone(order.consignorTelephone),
    remainingCount: Math.max(0, vehicleCount - acceptedCount),
    ...await senderOf(db, link),
  };
}

const STATION_FIELDS = ['stationCode', 'stationName', 'brand', 'merchantName', 'openingHours', 'contactPhone', 'status', 'address', 'longitude', 'latitude', 'remark'] as const;
const STATION_PRICES: readonly [string, string][] = [
  ['priceDiesel0', 'diesel_0'], ['priceDieselM10', 'diesel_m10'], ['priceDieselM20', 'diesel_m20'],
  ['priceGasoline92', 'gasoline_92'], ['priceGasoline95', 'gasoline_95'], ['priceLng', 'lng'], ['priceCng', 'cng'],
];

async function stationPage(db: Db, link: VerifiedLink): Promise<EntityRecord | null> {
  const station = await linked(db, 'fuelStation', link);
  if (!station) return null;
  // The prices in effect now (the fuel module's reading of the station's price lines), one row per grade it sells.
  const prices = STATION_PRICES.filter(([field]) => typeof station[field] === 'number' && (station[field] as number) > 0)
    .map(([field, fuelType]) => ({ fuelType, price: station[field] }));
  const navigation = typeof station.longitude === 'number' && typeof station.latitude === 'number'
    ? `https://uri.amap.com/marker?position=${station.longitude},${station.latitude}&name=${encodeURIComponent(String(station.stationName))}&coordinate=wgs84&callnative=1`
    : undefined;
  return { ...pick(station, STATION_FIELDS), prices, ...(navigation ? { navigation } : {}) };
}

const WAYBILL_FIELDS = ['shippingNoteNumber', 'status', 'consignmentDateTime', 'shipperName', 'consignor', 'placeOfLoading', 'consignee', 'goodsReceiptPlace',
  'descriptionOfGoods', 'cargoTypeClassificationCode', 'goodsItemGrossWeight', 'cube', 'totalNumberOfPackages', 'vehicleNumber', 'vehiclePlateColorCode',
  'transportationDistance', 'despatchActualDateTime', 'loadingWeight', 'goodsReceiptDateTime', 'unloadingWeight', 'signedDateTime', 'carrier', 'remark'] as const;

async function waybillPage(db: Db, link: VerifiedLink): Promise<EntityRecord | null> {
  const waybill = await linked(db, 'waybill', link);
  if (!waybill) return null;
  return {
    ...pick(waybill, WAYBILL_FIELDS),
    consignorContact: maskName(waybill.consignorContact),
    consignorTelephone: maskPhone(waybill.consignorTelephone),
    consigneeContact: maskName(waybill.consigneeContact),
    consigneeTelephone: maskPhone(waybill.consigneeTelephone),
    driverName: maskName(waybill.driverName),
    driverTelephone: maskPhone(waybill.driverTelephone),
  };
}

/** What a visitor may fill in on the enquiry form; everything else of the entity is staff's. */
export const ENQUIRY_FIELDS = ['contactName', 'contactPhone', 'companyName', 'placeOfLoading', 'goodsReceiptPlace', 'descriptionOfGoods', 'goodsItemGrossWeight', 'loadingDate', 'remark'] as const;

async function enquiryFormPage(db: Db, link: VerifiedLink): Promise<EntityRecord | null> {
  const branch = await db.selectFrom('branch').select('name').where('code', '=', link.branchCode).executeTakeFirst();
  return branch ? { branchName: branch.name } : null;
}

export function registerPublicPages(ctx: AppContext): void {
  registerMapLinks(ctx.now);
  registerPublicLink('orderInfo', { route: '/order_info', mintPermission: { entity: 'cargoOrder' }, ttlHours: 72, load: cargoOrderPage });
  registerPublicLink('cargoOffer', { route: '/publish_info', mintPermission: { entity: 'cargoOrder' }, ttlHours: 72, load: cargoOrderPage });
  registerPublicLink('servicePoint', { route: '/service_info', mintPermission: { entity: 'fuelStation' }, ttlHours: 24 * 90, load: stationPage });
  registerPublicLink('waybillPrint', { route: '/PrintingMobile', mintPermission: { entity: 'waybill' }, ttlHours: 24 * 7, load: waybillPage });
  registerPublicLink('enquiryForm', {
    route: '/Form',
    // Staff who manage the branch's cargo orders share its enquiry form (询价表单链接).
    mintPermission: { permission: 'Ordermanage:view' },
    ttlHours: 24 * 90,
    load: enquiryFormPage,
    actions: {
      submit: async (trx, link, body, { ip, t }) => {
        const registry = sharedRegistry();
        const entity = registry.get('publicEnquiry')!;
        const given = typeof body === 'object' && body !== null && !Array.isArray(body) ? body as Record<string, unknown> : {};
        // Only the visitor's fields, checked by the entity's own create schema (the server's copy of the form's rules).
        const payload = Object.fromEntries(ENQUIRY_FIELDS.filter((field) => given[field] !== undefined).map((field) => [field, given[field]]));
        const visitor: Caller = { partyId: 0, code: '', name: typeof given.contactName === 'string' ? given.contactName.slice(0, 30) : '', branchCode: link.branchCode, role: '', dataScope: 'branch', branches: [] };
        const answer = await createRecordWithin(trx, { db: trx as unknown as Db, registry, entity, caller: visitor, texts: { t, entityT: t }, now: ctx.now() }, payload);
        if (answer.status !== Status.OK) return answer;
        const record = answer.data as EntityRecord;
        // Where it came from, for staff checking abuse (x-readonly: the server writes it).
        await (trx as unknown as EntityDb).updateTable(entity.table).set({ source_ip: ip.slice(0, 64) }).where('id', '=', Number(record.id)).execute();
        totalsOf(ctx.db).forget(entity.name);
        return ok({ reference: String(record.enquiryNumber), message: t('server.publicLink.enquiryReceived') });
      },
    },
  });
}
