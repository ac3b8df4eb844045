// The driver and shipper profiles of a party, as getUserInfo answers them.
import type { DriverProfile, Party, ShipperProfile } from '../../src/core/generated/api';
import type { Db } from '../storage/database';
import type { PartyTable } from '../storage/schema';
import type { Selectable } from 'kysely';
import { findDriverRecord } from './driverRecord';
import { findShipperRecord } from './shipperRecord';

export function partyOf(row: Selectable<PartyTable>): Party {
  return {
    partyType: row.party_type, code: row.code, name: row.name, username: row.username,
    headImg: row.head_img, branchCode: row.branch_code, ...(row.mobile ? { mobile: row.mobile } : {}),
  };
}

/** A driver's profile is his driver record (server/party/driverRecord.ts) as the 驾驶员管理
 * screen holds it, so the review status staff set there is the one he sees
 * (`reviewStatus`: pending, approved or rejected of dictionary driver_review_status, with
 * `reviewRemark` when rejected). */
export async function driverProfile(db: Db, partyId: number): Promise<DriverProfile | null> {
  const party = await db.selectFrom('party').select(['code', 'branch_code']).where('id', '=', partyId).executeTakeFirst();
  if (!party) return null;
  const record = await findDriverRecord(db, party.code, party.branch_code);
  return record ? { ...record, driverName: String(record.driverName) } : null;
}

/** A shipper's profile is his shipper record (server/party/shipperRecord.ts) as the 个人货主 /
 * 企业货主 screens hold it (`reviewStatus`: PENDING, APPROVED or REJECTED of dictionary
 * shipper_review_status, with `reviewRemark` when rejected). */
export async function shipperProfile(db: Db, partyId: number): Promise<ShipperProfile | null> {
  const party = await db.selectFrom('party').select(['code', 'branch_code']).where('id', '=', partyId).executeTakeFirst();
  if (!party) return null;
  const record = await findShipperRecord(db, party.code, party.branch_code);
  return record ? { ...record, shipperName: String(record.shipperName), shipperType: record.shipperType === 'enterprise' ? 'enterprise' : 'individual' } : null;
}
