// GET /statistics/getFeeList4Driver: a driver's freight, waybill by waybill (cancelled ones
// have no driver's freight and are left out), newest first, one page at a time, with the totals
// of every matching waybill. A driver gets his own; staff get their branch's drivers, one driver
// when they pass `driverCode`. Settled = completed until wave 3 records actual payments.
import type { DriverFeeList, DriverFeeRecord } from '../../src/core/generated/api';
import type { Condition } from '../entities/listQuery';
import type { EntityRow } from '../storage/schema';
import { offsetOf, type Paging } from '../http/paging';
import { money, readersOf, tonnes } from './figures';
import type { DateRange } from './query';
import { entityDb, reachWhere, type StatisticsScope } from './reach';
import { W, WaybillState } from './waybillStates';
import { consignedIn, LIVE, totalOf } from './waybillSums';

export interface DriverFeeQuery extends Paging {
  driverCode?: string;
  status?: string;
}

const text = (value: unknown) => (value === null || value === undefined ? null : String(value));

function recordOf(row: EntityRow, read: ReturnType<typeof readersOf>): DriverFeeRecord {
  return {
    id: Number(row.id),
    shippingNoteNumber: String(row.shipping_note_number),
    consignmentDateTime: String(row[W.consigned]),
    status: String(row[W.status]),
    settled: row[W.status] === WaybillState.completed,
    driverCode: text(row[W.driverCode]),
    driverName: text(row[W.driverName]),
    vehicleNumber: text(row[W.vehicle]),
    shipperName: text(row[W.shipperName]),
    placeOfLoading: text(row.place_of_loading),
    goodsReceiptPlace: text(row.goods_receipt_place),
    descriptionOfGoods: text(row.description_of_goods),
    tonnes: tonnes(read.sum(row[W.weight])),
    freight: money(read.sum(row[W.freight])),
    prepaid: money(read.sum(row[W.prepaid])),
    balance: money(read.sum(row[W.balance])),
    finishDateTime: text(row[W.finishedAt]),
  };
}

const COLUMNS = [
  'id', 'shipping_note_number', W.consigned, W.status, W.driverCode, W.driverName, W.vehicle, W.shipperName, 'place_of_loading',
  'goods_receipt_place', 'description_of_goods', W.weight, W.freight, W.prepaid, W.balance, W.finishedAt,
];

export async function driverFeeList(scope: StatisticsScope, range: DateRange, query: DriverFeeQuery): Promise<DriverFeeList> {
  const conditions: Condition[] = [LIVE, ...consignedIn(range)];
  if (query.driverCode !== undefined) conditions.push({ column: W.driverCode, op: '=', value: query.driverCode });
  if (query.status !== undefined) conditions.push({ column: W.status, op: '=', value: query.status });
  const where = reachWhere(scope, 'waybill', conditions);
  const read = readersOf(scope.db);
  const [rows, total] = await Promise.all([
    where
      ? entityDb(scope.db).selectFrom('tms_waybill').where(where).select(COLUMNS).orderBy(W.consigned, 'desc').orderBy('id', 'desc')
        .limit(query.pageSize).offset(offsetOf(query)).execute()
      : Promise.resolve([]),
    totalOf(scope, conditions),
  ]);
  return {
    ...range,
    records: rows.map((row) => recordOf(row, read)),
    total: total.waybills,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    totals: {
      waybills: total.waybills,
      freight: total.freight,
      prepaid: total.prepaid,
      balance: total.balance,
      settledFreight: total.settledFreight,
      outstandingFreight: money(total.freight - total.settledFreight),
    },
  };
}
