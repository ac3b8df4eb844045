// What the statistics make of the waybill's states (dictionary waybill_status, the x-states of
// schemas/entities/waybill.json): which are live, on the road, done. Settlement is not stored
// yet (wave 3): a completed waybill counts as settled, any other live one as not settled.
export const WaybillState = {
  pendingDispatch: 'pending_dispatch',
  dispatched: 'dispatched',
  loaded: 'loaded',
  unloaded: 'unloaded',
  signed: 'signed',
  completed: 'completed',
  cancelled: 'cancelled',
} as const;

export type WaybillStateCode = (typeof WaybillState)[keyof typeof WaybillState];

/** Every state in dictionary order: a status distribution lists each, zeros included. */
export const WAYBILL_STATES: readonly WaybillStateCode[] = Object.values(WaybillState);

/** States whose freight is owed: every state but cancelled. */
export const LIVE_STATES: readonly WaybillStateCode[] = WAYBILL_STATES.filter((state) => state !== WaybillState.cancelled);

/** The waybill columns the statistics read. */
export const W = {
  status: 'status',
  consigned: 'consignment_date_time',
  loadedAt: 'despatch_actual_date_time',
  signedAt: 'signed_date_time',
  finishedAt: 'finish_date_time',
  shipperCode: 'shipper_code',
  shipperName: 'shipper_name',
  driverCode: 'driver_code',
  driverName: 'driver_name',
  vehicle: 'vehicle_number',
  branch: 'branch_code',
  freight: 'total_monetary_amount',
  prepaid: 'prepaid_amount',
  balance: 'balance_amount',
  weight: 'goods_item_gross_weight',
  distance: 'transportation_distance',
  from: 'loading_country_subdivision_code',
  to: 'receipt_country_subdivision_code',
} as const;
