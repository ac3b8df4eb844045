// Shared fixtures of the entity API tests: a test server with the demo data, signed-in demo
// accounts, row counts (every refusal must write nothing) and valid payloads.
import { idCardCheckChar, usccCheckChar } from '../../../src/core/validation';
import { hashPassword } from '../../../server/auth/password';
import { createParty } from '../../../server/party/create';
import type { EntityDb } from '../../../server/entities/listQuery';
import type { Db } from '../../../server/storage/database';
import type { EntityRow } from '../../../server/storage/schema';
import { apiClient } from '../support/client';
import { startTestServer, type TestServer } from '../support/testServer';

export const WAYBILL = '/ntocc-tms-api/waybill';
export const DRIVER = '/ntocc-basic-api/driver';
export const VEHICLE = '/ntocc-basic-api/vehicle';

export type Api = ReturnType<typeof apiClient>;
export type Row = EntityRow;

export interface Fixture {
  server: TestServer;
  api: Api;
  tokens: Record<'admin' | 'staff' | 'shipper' | 'shipperco' | 'driver', string>;
  codes: Record<'shipper' | 'shipperco' | 'driver', string>;
}

/** The database as the entity API sees it: entity tables are not in the typed schema. */
export const entityRows = (fixture: Fixture) => fixture.server.db as unknown as EntityDb;

/** Every row of an entity table, in id order. */
export const tableRows = (fixture: Fixture, table: string) =>
  entityRows(fixture).selectFrom(table).selectAll().orderBy('id').execute() as Promise<Record<string, unknown>[]>;

export async function startFixture(options: Parameters<typeof startTestServer>[0] = {}): Promise<Fixture> {
  const server = await startTestServer(options);
  const api = apiClient(server.url);
  const names = ['admin', 'staff', 'shipper', 'shipperco', 'driver'] as const;
  const tokens = Object.fromEntries(await Promise.all(names.map(async (name) => [name, await api.signIn(name)]))) as Fixture['tokens'];
  const parties = await server.db.selectFrom('party').select(['username', 'code']).execute();
  const code = (username: string) => parties.find((p) => p.username === username)!.code;
  return { server, api, tokens, codes: { shipper: code('shipper'), shipperco: code('shipperco'), driver: code('driver') } };
}

export async function countRows(db: Db, table: 'tms_waybill' | 'basic_driver' | 'basic_vehicle' | 'entity_action_log'): Promise<number> {
  const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The whole table, to prove a refusal changed nothing. */
export async function snapshot(db: Db, table: 'tms_waybill' | 'basic_driver' | 'basic_vehicle'): Promise<Row[]> {
  return db.selectFrom(table).selectAll().orderBy('id').execute() as Promise<Row[]>;
}

export async function rowById(db: Db, table: 'tms_waybill' | 'basic_driver' | 'basic_vehicle', id: number): Promise<Row | undefined> {
  return db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst() as Promise<Row | undefined>;
}

/** A waybill id of the party, in one of the states. */
export async function waybillOf(db: Db, where: { shipperCode?: string; driverCode?: string; status?: string; notShipper?: string }): Promise<number> {
  let query = db.selectFrom('tms_waybill').select('id');
  if (where.shipperCode) query = query.where('shipper_code', '=', where.shipperCode);
  if (where.notShipper) query = query.where('shipper_code', '!=', where.notShipper);
  if (where.driverCode) query = query.where('driver_code', '=', where.driverCode);
  if (where.status) query = query.where('status', '=', where.status);
  const row = await query.orderBy('id').limit(1).executeTakeFirstOrThrow();
  return Number(row.id);
}

export const uscc = (first17: string) => first17 + usccCheckChar(first17);
export const idCard = (first17: string) => first17 + idCardCheckChar(first17);

/** A complete new waybill as the create form sends it. */
export function newWaybill(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    serialNumber: '0000',
    vehicleAmount: 1,
    transportTypeCode: '1',
    businessTypeCode: '1002996',
    shipperCode: 'SC000001',
    shipperName: '唐山恒达钢铁有限公司',
    consignor: '唐山恒达钢铁有限公司',
    consignorID: uscc('91130203MA0CX7R2K'),
    consignorContact: '刘志强',
    consignorTelephone: '13933152266',
    loadingCountrySubdivisionCode: '130203',
    placeOfLoading: '河北省唐山市路北区钢城路88号厂区',
    consignee: '武汉华晟建材有限公司',
    consigneeID: uscc('91420103MA4K2D8N1'),
    consigneeContact: '陈静',
    consigneeTelephone: '027-85761234',
    receiptCountrySubdivisionCode: '420103',
    goodsReceiptPlace: '湖北省武汉市江汉区建设大道568号仓库',
    descriptionOfGoods: '螺纹钢',
    cargoTypeClassificationCode: '0400',
    goodsItemGrossWeight: 32.5,
    totalMonetaryAmount: 8650.5,
    prepaidAmount: 2000,
    balanceAmount: 6650.5,
    transportationDistance: 1150,
    policyNumber: 'none',
    ...overrides,
  };
}

/** What approving a driver asks for (schemas/entities/driver.json, action approve). */
export const LICENCE_FIELDS = ['drivingLicense', 'vehicleClass', 'issuingOrganizations', 'validPeriodFrom', 'validPeriodTo', 'qualificationCertificate'] as const;

/** The approve action's payload for a record that already holds its licence details. */
export function licenceOf(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(LICENCE_FIELDS.map((field) => [field, record[field]]));
}

/** The approve payload of a driver record, read through the API as staff see it. */
export async function approvalOf(fixture: Fixture, id: number | string): Promise<Record<string, unknown>> {
  const answer = await fixture.api.call(`${DRIVER}/${id}`, { token: fixture.tokens.staff });
  return licenceOf(answer.data as Record<string, unknown>);
}

/** A second branch with one staff account, answering its token. */
export async function otherBranchStaff(fixture: Fixture): Promise<string> {
  const { db } = fixture.server;
  await db.insertInto('branch').values({ code: 'JY0002', name: '捷运网络货运有限公司', soft_version: 'CTMS-3.2' }).execute();
  const passwordHash = await hashPassword('Other@2026x');
  await db.transaction().execute((trx) => createParty(trx, {
    username: 'jystaff', passwordHash, partyType: 'BRANCH_STAFF', name: '孙丽', mobile: '13512345678', branchCode: 'JY0002', roles: ['BRANCH_STAFF'],
  }, fixture.server.clock.now()));
  return fixture.api.signIn('jystaff', 'Other@2026x');
}
