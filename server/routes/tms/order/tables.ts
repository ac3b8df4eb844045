// The records the cargo flow reads and writes beside the entity API: orders, bids, the drivers
// and vehicles they name. Entity tables are not in the typed schema (server/storage/schema.ts).
import type { Transaction } from 'kysely';
import type { EntityDb } from '../../../entities/listQuery';
import { recordOf, type EntityRecord } from '../../../entities/records';
import { sharedRegistry } from '../../../entities/shared';
import type { Database } from '../../../storage/schema';

export const CARGO_ORDER = 'cargoOrder';
export const ORDER_BID = 'orderBid';
export const WAYBILL = 'waybill';

export const orderDb = (trx: Transaction<Database>) => trx as unknown as EntityDb;

function entity(name: string) {
  const found = sharedRegistry().get(name);
  if (!found) throw new Error(`schemas/entities/${name}.json is missing`);
  return found;
}

async function first(trx: Transaction<Database>, name: string, where: Record<string, string>): Promise<EntityRecord | undefined> {
  const definition = entity(name);
  let query = orderDb(trx).selectFrom(definition.table).selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  const row = await query.executeTakeFirst();
  return row ? recordOf(definition, row) : undefined;
}

export const orderByNumber = (trx: Transaction<Database>, orderNumber: string, branch: string) =>
  first(trx, CARGO_ORDER, { order_number: orderNumber, branch_code: branch });

export const pendingBidOf = (trx: Transaction<Database>, orderNumber: string, driverCode: string) =>
  first(trx, ORDER_BID, { order_number: orderNumber, driver_code: driverCode, status: 'pending' });

export const approvedVehicle = (trx: Transaction<Database>, vehicleNumber: string, branch: string) =>
  first(trx, 'vehicle', { vehicle_number: vehicleNumber, branch_code: branch, review_status: 'approved' });

export const approvedDriver = (trx: Transaction<Database>, driverCode: string, branch: string) =>
  first(trx, 'driver', { driver_code: driverCode, branch_code: branch, review_status: 'approved' });

export const shipperOf = (trx: Transaction<Database>, shipperCode: string, branch: string) =>
  first(trx, 'shipper', { shipper_code: shipperCode, branch_code: branch });
