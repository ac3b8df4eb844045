// One record of a shipper, as 0003 did for drivers. Until now a shipper who signed up got a row
// in the `shipper` profile table (0001), which no screen showed. From now on his record is the
// `basic_shipper` record of his branch (the 个人货主 / 企业货主 screens, made by the migration
// before this one) whose shipper_code is his party code. Every profile whose party has no record
// yet gets one: a record staff keep for the same mobile number and linked to no party is linked
// to him; otherwise a new record with the profile's details and review state (the codes are the
// same: PENDING, APPROVED, REJECTED). The profile table is then dropped. Hand-written: it moves
// data, which npm run db:diff never does; the table shapes it relies on are those of 0001 and
// 0024, written out here.
import { sql, type Generated, type Kysely } from 'kysely';

interface ProfileRow {
  party_id: number;
  shipper_name: string;
  shipper_type: string;
  id_card: string | null;
  uscc: string | null;
  contact_phone: string;
  review_status: string;
  gmt_created: string;
  gmt_modified: string;
}

/** The tables as this migration finds them (not as later versions have them). */
interface Tables {
  party: { id: number; code: string; party_type: string; branch_code: string };
  shipper: ProfileRow;
  basic_shipper: {
    id: Generated<number>;
    shipper_code: string;
    shipper_type: string;
    shipper_name: string;
    contact_phone: string;
    id_card: string | null;
    uscc: string | null;
    source: string;
    review_status: string;
    branch_code: string;
    gmt_created: string;
    gmt_modified: string;
  };
}

type Db = Kysely<Tables>;

const TYPES = new Set(['individual', 'enterprise']);
const STATES = new Set(['PENDING', 'APPROVED', 'REJECTED']);

/** Whether another record of the branch holds the value in a column unique per branch. */
async function taken(db: Db, column: 'id_card' | 'uscc', value: string | null, branchCode: string): Promise<boolean> {
  if (!value) return false;
  return (await db.selectFrom('basic_shipper').select('id').where(column, '=', value).where('branch_code', '=', branchCode).executeTakeFirst()) !== undefined;
}

async function moveProfiles(db: Db): Promise<void> {
  const profiles = await db.selectFrom('shipper').innerJoin('party', 'party.id', 'shipper.party_id')
    .selectAll('shipper').select(['party.code as code', 'party.branch_code as branchCode']).orderBy('shipper.party_id').execute();
  for (const profile of profiles) {
    const own = await db.selectFrom('basic_shipper').select('id')
      .where('shipper_code', '=', profile.code).where('branch_code', '=', profile.branchCode).executeTakeFirst();
    if (own) continue;
    const samePhone = await db.selectFrom('basic_shipper').leftJoin('party', 'party.code', 'basic_shipper.shipper_code')
      .select(['basic_shipper.id as id', 'party.id as partyId'])
      .where('basic_shipper.contact_phone', '=', profile.contact_phone).where('basic_shipper.branch_code', '=', profile.branchCode)
      .executeTakeFirst();
    if (samePhone) {
      // Mobile numbers are unique per branch: a record staff keep for his number is his; one of
      // another account (the number changed hands) stays, and he keeps none.
      if (samePhone.partyId === null) {
        await db.updateTable('basic_shipper').set({ shipper_code: profile.code, gmt_modified: profile.gmt_modified })
          .where('id', '=', samePhone.id).execute();
      }
      continue;
    }
    await db.insertInto('basic_shipper').values({
      shipper_code: profile.code,
      shipper_type: TYPES.has(profile.shipper_type) ? profile.shipper_type : 'individual',
      shipper_name: profile.shipper_name,
      contact_phone: profile.contact_phone,
      // ID numbers and USCCs are unique per branch: one held by another record stays for staff to settle.
      id_card: (await taken(db, 'id_card', profile.id_card, profile.branchCode)) ? null : profile.id_card,
      uscc: (await taken(db, 'uscc', profile.uscc, profile.branchCode)) ? null : profile.uscc,
      source: 'register',
      review_status: STATES.has(profile.review_status) ? profile.review_status : 'PENDING',
      branch_code: profile.branchCode,
      gmt_created: profile.gmt_created,
      gmt_modified: profile.gmt_modified,
    }).execute();
  }
}

/** SQLite runs migrations outside a transaction (PostgreSQL inside one): one step, or none. */
async function atomically(db: Db, work: (db: Db) => Promise<void>): Promise<void> {
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await atomically(db as unknown as Db, async (trx) => {
    await moveProfiles(trx);
    await trx.schema.dropTable('shipper').execute();
  });
}

/** The profile table again, with a profile for every record linked to a shipper account. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await atomically(db as unknown as Db, async (trx) => {
    await trx.schema.createTable('shipper')
      .addColumn('party_id', 'integer', (c) => c.primaryKey().references('party.id').onDelete('cascade'))
      .addColumn('shipper_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('shipper_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('id_card', 'varchar(18)')
      .addColumn('uscc', 'varchar(18)')
      .addColumn('contact_phone', 'varchar(20)', (c) => c.notNull())
      .addColumn('review_status', 'varchar(32)', (c) => c.notNull())
      .addColumn('gmt_created', 'varchar(19)', (c) => c.notNull())
      .addColumn('gmt_modified', 'varchar(19)', (c) => c.notNull())
      .execute();
    await sql`insert into shipper (party_id, shipper_name, shipper_type, id_card, uscc, contact_phone, review_status, gmt_created, gmt_modified)
      select party.id, r.shipper_name, r.shipper_type, r.id_card, r.uscc, r.contact_phone, r.review_status, r.gmt_created, r.gmt_modified
      from basic_shipper r join party on party.code = r.shipper_code and party.branch_code = r.branch_code
      where party.party_type = 'SHIPPER'`.execute(trx);
  });
}
