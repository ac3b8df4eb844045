// GET /statistics/getVehicleCountStatistics: the caller's vehicles (basic_vehicle as the entity
// API reaches them) by review state and type, the approved capacity, and what the caller's
// waybills make of them: vehicles on the road now (a loaded waybill), dispatched and waiting to
// load, idle (approved and on no open waybill of their branch) and active within the range
// (carried a waybill consigned in it).
import { sql } from 'kysely';
import type { VehicleCountStatistics } from '../../src/core/generated/api';
import type { Condition } from '../entities/listQuery';
import { countWhen, equals, readersOf, sumWhen, tonnes } from './figures';
import type { DateRange } from './query';
import { entityDb, reachWhere, type StatisticsScope } from './reach';
import { W, WaybillState } from './waybillStates';
import { consignedIn, LIVE } from './waybillSums';

const V = { review: 'review_status', type: 'vehicle_type', tonnage: 'vehicle_tonnage', number: 'vehicle_number', branch: 'branch_code' } as const;
const APPROVED = 'approved';
/** A vehicle on one of these is busy. */
const OPEN_STATES = [WaybillState.dispatched, WaybillState.loaded];

/** Distinct vehicles (branch and plate) on the caller's waybills matching the conditions. */
async function vehiclesOnWaybills(scope: StatisticsScope, conditions: Condition[]): Promise<number> {
  const where = reachWhere(scope, 'waybill', conditions);
  if (!where) return 0;
  const db = entityDb(scope.db);
  const plates = db.selectFrom('tms_waybill').where(where).where(W.vehicle, 'is not', null).select([W.branch, W.vehicle]).distinct();
  const row = await db.selectFrom(plates.as('plates')).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return readersOf(scope.db).count(row.n);
}

/** Approved vehicles of the caller that no open waybill of their branch holds. */
function idle() {
  return sql<unknown>`${sql.ref(V.review)} = ${APPROVED} and not exists (select 1 from ${sql.table('tms_waybill')} as ${sql.id('busy')}
    where ${sql.ref(`busy.${W.branch}`)} = ${sql.ref(`basic_vehicle.${V.branch}`)}
      and ${sql.ref(`busy.${W.vehicle}`)} = ${sql.ref(`basic_vehicle.${V.number}`)}
      and ${sql.ref(`busy.${W.status}`)} in (${sql.join(OPEN_STATES)}))`;
}

export async function vehicleCounts(scope: StatisticsScope, range: DateRange): Promise<VehicleCountStatistics> {
  const where = reachWhere(scope, 'vehicle');
  const read = readersOf(scope.db);
  const approved = equals(V.review, APPROVED);
  const byType = where
    ? await entityDb(scope.db).selectFrom('basic_vehicle').where(where).select((eb) => [
      eb.ref(V.type).as('vehicleType'),
      eb.fn.countAll().as('total'),
      countWhen(approved).as('approved'),
      countWhen(equals(V.review, 'pending')).as('pending'),
      countWhen(equals(V.review, 'rejected')).as('rejected'),
      countWhen(idle()).as('idle'),
      sumWhen(V.tonnage, approved).as('tonnage'),
    ]).groupBy(V.type).execute()
    : [];
  const types = byType.map((row) => ({
    vehicleType: row.vehicleType === null ? '' : String(row.vehicleType),
    total: read.count(row.total), approved: read.count(row.approved), pending: read.count(row.pending),
    rejected: read.count(row.rejected), idle: read.count(row.idle), approvedTonnage: tonnes(read.sum(row.tonnage)),
  })).sort((a, b) => b.total - a.total || a.vehicleType.localeCompare(b.vehicleType));
  const add = (field: Exclude<keyof (typeof types)[number], 'vehicleType'>) => types.reduce((sum, type) => sum + type[field], 0);
  const [onTheRoad, dispatched, active] = await Promise.all([
    vehiclesOnWaybills(scope, [{ column: W.status, op: '=', value: WaybillState.loaded }]),
    vehiclesOnWaybills(scope, [{ column: W.status, op: '=', value: WaybillState.dispatched }]),
    vehiclesOnWaybills(scope, [LIVE, ...consignedIn(range)]),
  ]);
  return {
    ...range,
    total: add('total'),
    approved: add('approved'),
    pending: add('pending'),
    rejected: add('rejected'),
    approvedTonnage: tonnes(add('approvedTonnage')),
    idle: add('idle'),
    onTheRoad,
    dispatched,
    activeInRange: active,
    byType: types,
  };
}
