// Who sees which vehicles' positions (the data scope of the caller's role):
// - staff (scope all / branches / branch): every vehicle of the branches they reach, when their
//   role holds `view` on a screen over vehiclePosition (车辆地图, 车辆轨迹);
// - a driver: the vehicles he drives: those bound to him (basic_vehicle.driver_code) and those of
//   his waybills dispatched or in transit;
// - a shipper: the vehicles carrying his waybills now (loaded, not unloaded), and a past track only
//   through one of his waybills (the time it was on board).
import type { Kysely } from 'kysely';
import type { Caller } from '../../../entities/caller';
import { screensGranting } from '../../../entities/screens';
import type { Db } from '../../../storage/database';
import type { Database } from '../../../storage/schema';

export interface WaybillRow {
  shipping_note_number: string; status: string; vehicle_number: string | null; driver_code: string | null; shipper_code: string | null;
  place_of_loading: string | null; goods_receipt_place: string | null; loading_country_subdivision_code: string | null;
  receipt_country_subdivision_code: string | null; despatch_actual_date_time: string | null; goods_receipt_date_time: string | null;
  branch_code: string | null;
}
interface VehicleRow { vehicle_number: string; vehicle_plate_color_code: string | null; driver_code: string | null; driver_name: string | null; branch_code: string | null }
export type PositionsDb = Kysely<Database & { tms_waybill: WaybillRow; basic_vehicle: VehicleRow }>;
export const pdb = (db: Db) => db as unknown as PositionsDb;

export const WAYBILL_FIELDS = ['shipping_note_number', 'status', 'vehicle_number', 'driver_code', 'shipper_code', 'place_of_loading', 'goods_receipt_place',
  'loading_country_subdivision_code', 'receipt_country_subdivision_code', 'despatch_actual_date_time', 'goods_receipt_date_time', 'branch_code'] as const;

export const isStaff = (caller: Caller) => caller.dataScope === 'all' || caller.dataScope === 'branches' || caller.dataScope === 'branch';

/** Whether a staff caller's role may read positions (a screen over vehiclePosition grants view). */
export async function staffMayRead(db: Db, caller: Caller): Promise<boolean> {
  return (await screensGranting(db, caller.role, 'vehiclePosition', 'view', caller.accessVersion)).length > 0;
}

/** The branches a staff caller reaches: null = every branch. */
export function staffBranches(caller: Caller): string[] | null {
  if (caller.dataScope === 'all') return null;
  if (caller.dataScope === 'branches') return caller.branches;
  return [caller.branchCode];
}

/** The vehicles a driver drives (bound to him, or on his dispatched or loaded waybills). */
export async function driverVehicles(db: Db, caller: Caller): Promise<VehicleRow[]> {
  const bound = await pdb(db).selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_plate_color_code', 'driver_code', 'driver_name', 'branch_code'])
    .where('driver_code', '=', caller.code).where('branch_code', '=', caller.branchCode).execute();
  const carrying = await pdb(db).selectFrom('tms_waybill').select('vehicle_number').where('driver_code', '=', caller.code)
    .where('branch_code', '=', caller.branchCode).where('status', 'in', ['dispatched', 'loaded']).where('vehicle_number', 'is not', null).execute();
  const extra = [...new Set(carrying.map((w) => w.vehicle_number!))].filter((v) => !bound.some((b) => b.vehicle_number === v));
  const others = extra.length === 0 ? [] : await pdb(db).selectFrom('basic_vehicle').select(['vehicle_number', 'vehicle_plate_color_code', 'driver_code', 'driver_name', 'branch_code'])
    .where('vehicle_number', 'in', extra).where('branch_code', '=', caller.branchCode).execute();
  return [...bound, ...others.map((v) => ({ ...v, driver_code: caller.code, driver_name: caller.name }))];
}

/** The shipper's waybills loaded and not unloaded yet (their vehicles carry his goods now). */
export async function shipperWaybillsInTransit(db: Db, caller: Caller): Promise<WaybillRow[]> {
  return pdb(db).selectFrom('tms_waybill').select([...WAYBILL_FIELDS]).where('shipper_code', '=', caller.code)
    .where('branch_code', '=', caller.branchCode).where('status', '=', 'loaded').where('vehicle_number', 'is not', null).execute();
}
