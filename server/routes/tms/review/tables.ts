// The tables the review centre's rules read and write outside the entity API, as this module
// sees them (their shape is the entity schemas': schemas/entities/phoneChange.json, driver.json,
// shipper.json, driverTeam.json, driverTeamMember.json; the party table is server/storage/schema.ts).
import type { Generated, Kysely, Transaction } from 'kysely';
import type { Database } from '../../../storage/schema';

export interface ReviewTables {
  basic_phone_change: {
    id: Generated<number>; party_kind: string | null; driver_code: string | null; shipper_code: string | null;
    party_name: string | null; old_mobile: string | null; new_mobile: string; review_status: string; branch_code: string | null;
  };
  basic_driver: { id: Generated<number>; driver_code: string; driver_name: string; telephone: string | null; driving_license: string | null; branch_code: string; gmt_modified: string };
  basic_shipper: { id: Generated<number>; shipper_code: string; shipper_name: string; contact_phone: string; id_card: string | null; branch_code: string; gmt_modified: string };
  basic_driver_team: { id: Generated<number>; captain_code: string; captain_phone: string | null; branch_code: string };
  basic_driver_team_member: { id: Generated<number>; driver_code: string; telephone: string | null; branch_code: string };
}

type Tables = Database & ReviewTables;

/** The database (or a transaction) with this module's tables typed. */
export function reviewDb(db: Kysely<Database> | Transaction<Database>): Kysely<Tables> {
  return db as unknown as Kysely<Tables>;
}
