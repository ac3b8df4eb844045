// One record of a driver. Until now a driver who signed up got a row in the `driver` profile
// table (0001), which the 驾驶员管理 screen (`basic_driver`, 0002) never showed. From now on
// his record is the `basic_driver` record of his branch whose driver_code is his party code.
// 1. A sign-up knows the name, the mobile number and maybe the ID number, not the licence: the
//    licence and qualification columns of `basic_driver` accept empty values (the entity schema
//    requires them when a driver is approved instead). A database whose table was made with
//    them NOT NULL is rebuilt (SQLite cannot drop a NOT NULL) with its rows, indexes, triggers
//    and id sequence; PostgreSQL drops the constraints in place.
// 2. Every `driver` profile whose party has no record yet gets one: a record staff keep for the
//    same mobile number and linked to no party is linked to him; otherwise a new record with
//    the profile's details and review state. The profile table is then dropped.
import { PostgresAdapter, sql, type Generated, type Kysely, type TableMetadata } from 'kysely';
import { displayTime } from '../storage/clock';

interface ProfileRow {
  party_id: number;
  driver_name: string;
  driving_license: string | null;
  vehicle_class: string | null;
  telephone: string;
  review_status: string;
  gmt_created: string;
  gmt_modified: string;
}

/** The tables as this migration finds them (not as later versions have them). */
interface Tables {
  party: { id: number; code: string; party_type: string; branch_code: string };
  driver: ProfileRow;
  basic_driver: {
    id: Generated<number>;
    driver_code: string;
    branch_code: string;
    driver_name: string;
    telephone: string;
    driving_license: string | null;
    vehicle_class: string | null;
    review_status: string;
    report_status: string | null;
    gmt_created: string;
    gmt_modified: string;
  };
}

type Db = Kysely<Tables>;

const TABLE = 'basic_driver';
/** What a sign-up does not know: filled by staff before approving. */
const SIGN_UP_UNKNOWN = ['driving_license', 'vehicle_class', 'issuing_organizations', 'valid_period_from', 'valid_period_to', 'qualification_certificate'];
/** Profile review codes (dictionary review_status) -> record review codes (driver_review_status). */
const REVIEW_OF_PROFILE: Record<string, string> = { PENDING: 'pending', APPROVED: 'approved', REJECTED: 'rejected' };
const PROFILE_OF_REVIEW = Object.fromEntries(Object.entries(REVIEW_OF_PROFILE).map(([profile, record]) => [record, profile]));
/** basic_driver.vehicle_class is varchar(2) (A2, B2, C1...). */
const VEHICLE_CLASS = /^[A-Z][0-9]$/;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

async function tableOf(db: Db, name: string): Promise<TableMetadata> {
  const table = (await db.introspection.getTables()).find((t) => t.name === name);
  if (!table) throw new Error(`migration 0003: table ${name} is missing`);
  return table;
}

/** SQLite's way to change a column constraint: a new table with the same columns, the rows
 * copied, the old table dropped and the new one renamed; then the old indexes and triggers
 * (saved as their SQL) are made again, and the id sequence continues where it was. */
async function rebuildSqliteTable(db: Db, table: TableMetadata, relaxed: ReadonlySet<string>): Promise<void> {
  const building = `${table.name}_0003`;
  const { rows: dependents } = await sql<{ sql: string }>`select sql from sqlite_master
    where tbl_name = ${table.name} and type in ('index', 'trigger') and sql is not null order by type`.execute(db);
  const { rows: [sequence] } = await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table.name}`.execute(db);
  let create = db.schema.createTable(building);
  for (const column of table.columns) {
    create = create.addColumn(column.name, sql.raw(column.dataType), (col) => {
      if (column.isAutoIncrementing) return col.autoIncrement().primaryKey();
      return column.isNullable || relaxed.has(column.name) ? col : col.notNull();
    });
  }
  await create.execute();
  const columns = sql.join(table.columns.map((column) => sql.ref(column.name)));
  await sql`insert into ${sql.table(building)} (${columns}) select ${columns} from ${sql.table(table.name)}`.execute(db);
  await db.schema.dropTable(table.name).execute();
  await db.schema.alterTable(building).renameTo(table.name).execute();
  for (const { sql: ddl } of dependents) await sql.raw(ddl).execute(db);
  if (sequence) await sql`update sqlite_sequence set seq = max(seq, ${sequence.seq}) where name = ${table.name}`.execute(db);
}

async function relaxSignUpColumns(db: Db): Promise<void> {
  const table = await tableOf(db, TABLE);
  const strict = table.columns.filter((column) => SIGN_UP_UNKNOWN.includes(column.name) && !column.isNullable).map((c) => c.name);
  // A database made after the entity schema changed has them optional already.
  if (strict.length === 0) return;
  if (isPostgres(db)) {
    for (const column of strict) await db.schema.alterTable(TABLE).alterColumn(column, (col) => col.dropNotNull()).execute();
    return;
  }
  await rebuildSqliteTable(db, table, new Set(strict));
}

async function recordOfParty(db: Db, code: string, branchCode: string) {
  return db.selectFrom('basic_driver').select('id').where('driver_code', '=', code).where('branch_code', '=', branchCode).executeTakeFirst();
}

/** The record of the branch with this mobile number, and whether a party owns it. */
async function recordOfPhone(db: Db, phone: string, branchCode: string) {
  return db.selectFrom('basic_driver').leftJoin('party', 'party.code', 'basic_driver.driver_code')
    .select(['basic_driver.id as id', 'party.id as partyId'])
    .where('basic_driver.telephone', '=', phone).where('basic_driver.branch_code', '=', branchCode).executeTakeFirst();
}

async function idNumberTaken(db: Db, idNumber: string, branchCode: string): Promise<boolean> {
  return (await db.selectFrom('basic_driver').select('id')
    .where('driving_license', '=', idNumber).where('branch_code', '=', branchCode).executeTakeFirst()) !== undefined;
}

async function moveProfiles(db: Db, now: Date): Promise<void> {
  const profiles = await db.selectFrom('driver').innerJoin('party', 'party.id', 'driver.party_id')
    .selectAll('driver').select(['party.code as code', 'party.branch_code as branchCode']).orderBy('driver.party_id').execute();
  for (const profile of profiles) {
    if (await recordOfParty(db, profile.code, profile.branchCode)) continue;
    const samePhone = await recordOfPhone(db, profile.telephone, profile.branchCode);
    if (samePhone) {
      // Another party's record with his number (his number changed hands): mobile numbers are
      // unique per branch, so he keeps no record; staff adding one links it by his new number.
      if (samePhone.partyId === null) {
        await db.updateTable('basic_driver').set({ driver_code: profile.code, gmt_modified: displayTime(now) })
          .where('id', '=', samePhone.id).execute();
      }
      continue;
    }
    const idNumber = profile.driving_license;
    await db.insertInto('basic_driver').values({
      driver_code: profile.code,
      branch_code: profile.branchCode,
      driver_name: profile.driver_name,
      telephone: profile.telephone,
      // ID numbers are unique per branch: one held by another record stays for staff to settle.
      driving_license: idNumber && !(await idNumberTaken(db, idNumber, profile.branchCode)) ? idNumber : null,
      vehicle_class: profile.vehicle_class && VEHICLE_CLASS.test(profile.vehicle_class) ? profile.vehicle_class : null,
      review_status: REVIEW_OF_PROFILE[profile.review_status] ?? 'pending',
      report_status: 'unreported',
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
  const now = new Date();
  await atomically(db as unknown as Db, async (trx) => {
    await relaxSignUpColumns(trx);
    await moveProfiles(trx, now);
    await trx.schema.dropTable('driver').execute();
  });
}

/** The profile table again, with a profile for every record linked to a driver account. The
 * licence columns stay optional: records made since may have them empty. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await atomically(db as unknown as Db, async (trx) => {
    await trx.schema.createTable('driver')
      .addColumn('party_id', 'integer', (c) => c.primaryKey().references('party.id').onDelete('cascade'))
      .addColumn('driver_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('driving_license', 'varchar(18)')
      .addColumn('vehicle_class', 'varchar(8)')
      .addColumn('telephone', 'varchar(20)', (c) => c.notNull())
      .addColumn('review_status', 'varchar(32)', (c) => c.notNull())
      .addColumn('gmt_created', 'varchar(19)', (c) => c.notNull())
      .addColumn('gmt_modified', 'varchar(19)', (c) => c.notNull())
      .execute();
    const records = await trx.selectFrom('basic_driver')
      .innerJoin('party', (join) => join.onRef('party.code', '=', 'basic_driver.driver_code').onRef('party.branch_code', '=', 'basic_driver.branch_code'))
      .where('party.party_type', '=', 'DRIVER')
      .select(['party.id as partyId', 'basic_driver.driver_name', 'basic_driver.driving_license', 'basic_driver.vehicle_class',
        'basic_driver.telephone', 'basic_driver.review_status', 'basic_driver.gmt_created', 'basic_driver.gmt_modified'])
      .execute();
    for (const record of records) {
      await trx.insertInto('driver').values({
        party_id: record.partyId, driver_name: record.driver_name, driving_license: record.driving_license,
        vehicle_class: record.vehicle_class, telephone: record.telephone,
        review_status: PROFILE_OF_REVIEW[record.review_status] ?? 'PENDING',
        gmt_created: record.gmt_created, gmt_modified: record.gmt_modified,
      }).execute();
    }
  });
}
