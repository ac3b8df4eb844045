// The driver and shipper profiles of a party, as getUserInfo answers them.
import type { DriverProfile, Party, ShipperProfile } from '../../src/core/generated/api';
import type { Db } from '../storage/database';
import type { PartyTable } from '../storage/schema';
import type { Selectable } from 'kysely';

export function partyOf(row: Selectable<PartyTable>): Party {
  return {
    partyType: row.party_type, code: row.code, name: row.name, username: row.username,
    headImg: row.head_img, branchCode: row.branch_code, ...(row.mobile ? { mobile: row.mobile } : {}),
  };
}

export async function driverProfile(db: Db, partyId: number): Promise<DriverProfile | null> {
  const row = await db.selectFrom('driver').selectAll().where('party_id', '=', partyId).executeTakeFirst();
  if (!row) return null;
  return {
    driverName: row.driver_name, drivingLicense: row.driving_license ?? undefined, vehicleClass: row.vehicle_class,
    telephone: row.telephone, reviewStatus: row.review_status, gmtCreated: row.gmt_created,
  };
}

export async function shipperProfile(db: Db, partyId: number): Promise<ShipperProfile | null> {
  const row = await db.selectFrom('shipper').selectAll().where('party_id', '=', partyId).executeTakeFirst();
  if (!row) return null;
  return {
    shipperName: row.shipper_name, shipperType: row.shipper_type, idCard: row.id_card, uscc: row.uscc,
    contactPhone: row.contact_phone, reviewStatus: row.review_status, gmtCreated: row.gmt_created,
  };
}
