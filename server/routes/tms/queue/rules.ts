// 排队管理: what a loading-queue entry (loadingQueue) needs beyond its schema, in the write's
// transaction (server/entities/hooks.ts):
// - a new entry takes the next number of its site for the China day of its check-in (1, 2, 3 ...,
//   from 1 again each day and at each site), counted inside the transaction so two check-ins at
//   once never share a number;
// - a vehicle waits in one queue at a time (an entry waiting, called or loading blocks another);
// - the waybill an entry names must be dispatched (派车) to the queued vehicle.
import { fieldError, type EntityFieldError } from '../../../entities/fieldErrors';
import { registerEntityHooks, type HookContext } from '../../../entities/hooks';
import type { EntityDb } from '../../../entities/listQuery';
import type { EntityRecord } from '../../../entities/records';
import { displayTime } from '../../../storage/clock';

export const QUEUE_ENTITY = 'loadingQueue';
const TABLE = 'tms_loading_queue';
const OWNER = 'queue';
/** States of an entry still in the queue. */
const ACTIVE = ['waiting', 'called', 'loading'];

const edb = (ctx: HookContext) => ctx.trx as unknown as EntityDb;
const branchOf = (ctx: HookContext, record: EntityRecord) => String(record.branchCode ?? ctx.caller.branchCode);

/** yyyymmdd of the China day of `now`. */
export function queueDay(now: Date): string {
  return displayTime(now).slice(0, 10).replace(/-/g, '');
}

/** The next number of the site for the day. */
async function nextNumber(ctx: HookContext, branchCode: string, stationCode: string, day: string): Promise<number> {
  const row = await edb(ctx).selectFrom(TABLE).select((eb) => eb.fn.max('queue_number').as('last'))
    .where('branch_code', '=', branchCode).where('station_code', '=', stationCode).where('queue_date', '=', day).executeTakeFirst();
  return Number(row?.last ?? 0) + 1;
}

function stateName(ctx: HookContext, dict: string, code: string): string {
  return ctx.texts.entityT(`dict.${dict}.${code}`, { defaultValue: code });
}

async function entryErrors(ctx: HookContext, record: EntityRecord, ownId: number | null): Promise<EntityFieldError[]> {
  const branchCode = branchOf(ctx, record);
  const vehicle = String(record.vehicleNumber ?? '');
  let active = edb(ctx).selectFrom(TABLE).select(['station_name', 'queue_number', 'status'])
    .where('branch_code', '=', branchCode).where('vehicle_number', '=', vehicle).where('status', 'in', ACTIVE);
  if (ownId !== null) active = active.where('id', '!=', ownId);
  const queued = await active.executeTakeFirst();
  if (queued) {
    return [fieldError(ctx.texts, '/vehicleNumber', 'server.queue.alreadyQueued', {
      vehicle, station: String(queued.station_name ?? ''), number: Number(queued.queue_number), state: stateName(ctx, 'queue_status', String(queued.status)),
    })];
  }
  if (record.shippingNoteNumber === undefined || record.shippingNoteNumber === null) return [];
  const number = String(record.shippingNoteNumber);
  const waybill = await edb(ctx).selectFrom('tms_waybill').select(['status', 'vehicle_number'])
    .where('shipping_note_number', '=', number).where('branch_code', '=', branchCode).executeTakeFirst();
  if (!waybill) return [];
  if (waybill.status !== 'dispatched') {
    return [fieldError(ctx.texts, '/shippingNoteNumber', 'server.queue.notDispatched', { number, state: stateName(ctx, 'waybill_status', String(waybill.status)) })];
  }
  if (waybill.vehicle_number !== vehicle) {
    return [fieldError(ctx.texts, '/shippingNoteNumber', 'server.queue.otherVehicle', { number, plate: String(waybill.vehicle_number), vehicle })];
  }
  return [];
}

export function registerQueueHooks(): void {
  registerEntityHooks(QUEUE_ENTITY, {
    beforeCreate: async (ctx, values) => {
      const errors = await entryErrors(ctx, values, null);
      if (errors.length > 0) return errors;
      const day = queueDay(ctx.now);
      values.queueDate = day;
      values.queueNumber = await nextNumber(ctx, branchOf(ctx, values), String(values.stationCode), day);
      return undefined;
    },
    beforeUpdate: async (ctx, id, stored, values) => {
      if (values.vehicleNumber === undefined && values.shippingNoteNumber === undefined) return undefined;
      return entryErrors(ctx, { ...stored, ...values }, id);
    },
  }, OWNER);
}
