// GET /statistics/getPartyRoleConfigCountStatistics: who works on the platform, as the caller
// may see it. Accounts of the reached branches by party type and by role (staff only: a shipper
// or driver reaches no other account), shipper profiles by type and review state, driver records
// by review state with licences expiring within 30 days (or past), vehicles by review state.
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import type { PartyRoleConfigCountStatistics, ReviewCounts } from '../../src/core/generated/api';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import { addMs, DAY_MS } from '../storage/clock';
import { chinaTodayYmd } from '../../src/core/validation/formats/calendar';
import { countWhen, equals, readersOf } from './figures';
import { accountReach, entityDb, entityOf, reachWhere, type BranchLimit, type EntityName, type StatisticsScope } from './reach';

/** A licence whose validPeriodTo (yyyymmdd) is this close, or past, is expiring. */
export const LICENCE_WARNING_DAYS = 30;

const ZERO_REVIEWS: ReviewCounts = { total: 0, pending: 0, approved: 0, rejected: 0 };

async function reviewCounts(scope: StatisticsScope, name: EntityName, extra: Record<string, RawBuilder<unknown>> = {}) {
  const where = reachWhere(scope, name);
  if (!where) return null;
  const row = await entityDb(scope.db).selectFrom(entityOf(name).table).where(where).select((eb) => [
    eb.fn.countAll().as('total'),
    countWhen(equals('review_status', 'pending')).as('pending'),
    countWhen(equals('review_status', 'approved')).as('approved'),
    countWhen(equals('review_status', 'rejected')).as('rejected'),
    ...Object.entries(extra).map(([alias, when]) => countWhen(when).as(alias)),
  ]).executeTakeFirstOrThrow();
  const read = readersOf(scope.db);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, read.count(value)])) as Record<string, number>;
}

/** Parties of the reached branches, in any query that joins the party table. */
function inBranches(limits: BranchLimit[]) {
  return (eb: ExpressionBuilder<Database, 'party'>) => eb.and(limits.map((limit) => (limit.op === 'in'
    ? (limit.value.length > 0 ? eb('party.branch_code', 'in', limit.value) : sql<boolean>`1 = 0`)
    : eb('party.branch_code', '=', limit.value))));
}

async function accounts(db: Db, reach: BranchLimit[]) {
  const where = inBranches(reach);
  const read = readersOf(db);
  const [types, roles] = await Promise.all([
    db.selectFrom('party').where(where).select((eb) => ['party_type', eb.fn.countAll().as('count')]).groupBy('party_type').orderBy('party_type').execute(),
    db.selectFrom('party_role').innerJoin('party', 'party.id', 'party_role.party_id').innerJoin('role', 'role.code', 'party_role.role_code')
      .where(where).select((eb) => ['role.code', 'role.name', eb.fn.countAll().as('count')]).groupBy(['role.code', 'role.name']).orderBy('role.code').execute(),
  ]);
  const byType = types.map((row) => ({ partyType: row.party_type, count: read.count(row.count) }));
  return {
    total: byType.reduce((sum, entry) => sum + entry.count, 0),
    byType,
    byRole: roles.map((row) => ({ roleCode: row.code, roleName: row.name, count: read.count(row.count) })),
  };
}

async function shipperProfiles(db: Db, reach: BranchLimit[]) {
  // The shipper accounts' records (server/party/shipperRecord.ts): linked by party code.
  const row = await db.selectFrom('basic_shipper').innerJoin('party', 'party.code', 'basic_shipper.shipper_code').where(inBranches(reach)).select((eb) => [
    eb.fn.countAll().as('total'),
    countWhen(equals('shipper_type', 'individual')).as('individual'),
    countWhen(equals('shipper_type', 'enterprise')).as('enterprise'),
    countWhen(equals('review_status', 'PENDING')).as('pending'),
    countWhen(equals('review_status', 'APPROVED')).as('approved'),
    countWhen(equals('review_status', 'REJECTED')).as('rejected'),
  ]).executeTakeFirstOrThrow();
  const read = readersOf(db);
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, read.count(value)])) as Record<string, number>;
}

export async function partyRoleCounts(scope: StatisticsScope, now: Date): Promise<PartyRoleConfigCountStatistics> {
  const reach = accountReach(scope);
  const limit = chinaTodayYmd(addMs(now, LICENCE_WARNING_DAYS * DAY_MS));
  const expiring = sql<unknown>`${sql.ref('review_status')} <> ${'rejected'} and ${sql.ref('valid_period_to')} <= ${limit}`;
  const [accountCounts, shippers, drivers, vehicles] = await Promise.all([
    reach ? accounts(scope.db, reach) : Promise.resolve({ total: 0, byType: [], byRole: [] }),
    reach ? shipperProfiles(scope.db, reach) : Promise.resolve(null),
    reviewCounts(scope, 'driver', { licenceExpiring: expiring }),
    reviewCounts(scope, 'vehicle'),
  ]);
  const reviews = (counts: Record<string, number> | null): ReviewCounts => (counts
    ? { total: counts.total, pending: counts.pending, approved: counts.approved, rejected: counts.rejected }
    : { ...ZERO_REVIEWS });
  return {
    accounts: accountCounts,
    shippers: { ...reviews(shippers), individual: shippers?.individual ?? 0, enterprise: shippers?.enterprise ?? 0 },
    drivers: { ...reviews(drivers), licenceExpiring: drivers?.licenceExpiring ?? 0 },
    vehicles: reviews(vehicles),
  };
}
