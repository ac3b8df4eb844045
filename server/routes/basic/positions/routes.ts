// The positions endpoints under /ntocc-basic-api/vehiclePosition (README.md in this folder):
//   POST report          a driver's app sends a batch of his vehicle's points
//   GET  lastPositions   the last position of every vehicle the caller reaches, with its state
//   GET  track           a vehicle's points between two times (at most a day), or a waybill's
//                        from its loading to its receipt; with the stops and the alarms on it
import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { TFunction } from 'i18next';
import { Status } from '../../../../src/core/api/status';
import { describeAjvErrors } from '../../../../src/core/validation';
import type { AppContext } from '../../../context';
import { callerOf, type Caller } from '../../../entities/caller';
import { totalsOf } from '../../../entities/shared';
import { fail, ok } from '../../../http/envelope';
import { fieldError, invalidFields } from '../../../http/validate';
import { validatorFor } from '../../../http/validators';
import { addMs, displayTime, HOUR_MS } from '../../../storage/clock';
import { deriveAlarms, LIVE_WINDOW_HOURS } from '../../tms/customerService/alarms';
import { parseDisplayTime } from '../../tms/customerService/tables';
import { driverVehicles, isStaff, pdb, shipperWaybillsInTransit, staffBranches, staffMayRead, WAYBILL_FIELDS, type WaybillRow } from './access';
import { centreOf } from './places';
import { positionDb, POSITION_TABLE, storePoints, type ReportedPoint } from './store';
import { trackOf } from './track';
import { entityNamed } from '../../../site/access';

export const MAX_POINTS = 500;
/** A vehicle without a report for longer reads as offline. */
export const OFFLINE_AFTER_MINUTES = 10;
export { STOP_MINUTES, stopsOf } from './track';
const FUTURE_TOLERANCE_MS = 5 * 60_000;
const OLDEST_DAYS = 7;
const TRACK_MAX_HOURS = 24;
const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

// The points' checks are the entity's (schemas/entities/vehiclePosition.json): same ranges and formats.
const POINT_FIELDS = ['longitude', 'latitude', 'speed', 'direction', 'positionTime'] as const;
let validatePoint: ValidateFunction | null = null;
export function pointValidator(): ValidateFunction {
  if (!validatePoint) {
    const properties = entityNamed('vehiclePosition').schema.properties as Record<string, Record<string, unknown>>;
    const keep = (schema: Record<string, unknown>) => Object.fromEntries(Object.entries(schema).filter(([k]) => !k.startsWith('x-') && k !== 'description'));
    validatePoint = validatorFor('payload', {
      type: 'object', additionalProperties: false, required: [...POINT_FIELDS],
      properties: Object.fromEntries(POINT_FIELDS.map((f) => [f, keep(properties[f]!)])),
    });
  }
  return validatePoint;
}

function pointRefusal(t: TFunction, point: unknown, now: Date): string | null {
  const validate = pointValidator();
  if (!validate(point)) {
    return describeAjvErrors((validate.errors ?? []).filter((e) => e.keyword !== 'if')).map(({ field, key, params }) => {
      const name = field.replace(/^\//, '');
      const label = (POINT_FIELDS as readonly string[]).includes(name) ? t(`entity.vehiclePosition.field.${name}`) : name;
      return `${label}：${t(key, { ...params, defaultValue: t('server.validation.invalidField') })}`;
    }).join('；');
  }
  const at = parseDisplayTime((point as ReportedPoint).positionTime).getTime();
  if (Number.isNaN(at)) return t('entity.vehiclePosition.error.badTime');
  if (at > now.getTime() + FUTURE_TOLERANCE_MS) return t('entity.vehiclePosition.error.future');
  if (at < now.getTime() - OLDEST_DAYS * 24 * HOUR_MS) return t('entity.vehiclePosition.error.tooOld', { days: OLDEST_DAYS });
  return null;
}

type State = 'moving' | 'stopped' | 'offline';
export function stateOf(p: { position_time: string; speed: number | null; online_status: string | null }, now: Date): State {
  if (p.online_status === 'offline' || now.getTime() - parseDisplayTime(p.position_time).getTime() > OFFLINE_AFTER_MINUTES * 60_000) return 'offline';
  return Number(p.speed ?? 0) > 0 ? 'moving' : 'stopped';
}

async function forbiddenUnlessStaffMayRead(ctx: AppContext, caller: Caller, t: TFunction) {
  if (isStaff(caller) && !(await staffMayRead(ctx.db, caller))) return fail(Status.FORBIDDEN, t('server.site.forbidden', { action: 'vehiclePosition:view' }));
  if (!isStaff(caller) && caller.dataScope !== 'driver' && caller.dataScope !== 'shipper') return fail(Status.FORBIDDEN, t('server.site.forbidden', { action: 'vehiclePosition:view' }));
  return null;
}

function waybillView(w: WaybillRow) {
  const from = centreOf(w.loading_country_subdivision_code);
  const to = centreOf(w.receipt_country_subdivision_code);
  return {
    shippingNoteNumber: w.shipping_note_number, status: w.status, placeOfLoading: w.place_of_loading, goodsReceiptPlace: w.goods_receipt_place,
    loadingLongitude: from?.[0] ?? null, loadingLatitude: from?.[1] ?? null, unloadingLongitude: to?.[0] ?? null, unloadingLatitude: to?.[1] ?? null,
    despatchActualDateTime: w.despatch_actual_date_time, goodsReceiptDateTime: w.goods_receipt_date_time,
  };
}

export function positionsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.post('/vehiclePosition/report', async (request: FastifyRequest, _reply) => {
      const { t } = request;
      const caller = await callerOf(ctx.db, request);
      if (caller.dataScope !== 'driver') return fail(Status.FORBIDDEN, t('entity.vehiclePosition.error.driverOnly'));
      const body = request.body as { vehicleNumber?: unknown; points?: unknown } | null;
      if (!body || typeof body !== 'object' || Array.isArray(body)) return invalidFields(t, [fieldError('/points', t('entity.vehiclePosition.error.points', { max: MAX_POINTS }))]);
      if (!Array.isArray(body.points) || body.points.length < 1 || body.points.length > MAX_POINTS) {
        return invalidFields(t, [fieldError('/points', t('entity.vehiclePosition.error.points', { max: MAX_POINTS }))]);
      }
      if (body.vehicleNumber !== undefined && body.vehicleNumber !== null && typeof body.vehicleNumber !== 'string') {
        return invalidFields(t, [fieldError('/vehicleNumber', t('entity.vehiclePosition.error.notOwnVehicle'))]);
      }
      const vehicles = await driverVehicles(ctx.db, caller);
      const asked = typeof body.vehicleNumber === 'string' && body.vehicleNumber !== '' ? body.vehicleNumber : null;
      const vehicle = asked ? vehicles.find((v) => v.vehicle_number === asked) : vehicles[0];
      if (!vehicle) return asked ? fail(Status.FORBIDDEN, t('entity.vehiclePosition.error.notOwnVehicle')) : invalidFields(t, [fieldError('/vehicleNumber', t('entity.vehiclePosition.error.noVehicle'))]);
      const now = ctx.now();
      const rejected: { index: number; message: string }[] = [];
      const good: ReportedPoint[] = [];
      body.points.forEach((point, index) => {
        const refusal = pointRefusal(t, point, now);
        if (refusal) rejected.push({ index, message: refusal });
        else good.push(point as ReportedPoint);
      });
      const reporter = { ...vehicle, driver_code: caller.code, driver_name: caller.name };
      const result = good.length === 0 ? { accepted: 0, duplicates: 0, times: [] as string[] } : await ctx.db.transaction().execute(async (trx) => {
        const stored = await storePoints(trx, reporter, good, now);
        if (stored.times.length > 0) {
          const earliest = stored.times.reduce((a, b) => (a < b ? a : b));
          await deriveAlarms(trx, now, addMs(parseDisplayTime(earliest), -LIVE_WINDOW_HOURS * HOUR_MS), vehicle.vehicle_number);
        }
        return stored;
      });
      if (result.accepted > 0) {
        totalsOf(ctx.db).forget('vehiclePosition');
        totalsOf(ctx.db).forget('vehicleAlarm');
      }
      return ok({ accepted: result.accepted, duplicates: result.duplicates, rejected });
    });

    app.get('/vehiclePosition/lastPositions', async (request) => {
      const { t } = request;
      const caller = await callerOf(ctx.db, request);
      const refusal = await forbiddenUnlessStaffMayRead(ctx, caller, t);
      if (refusal) return refusal;
      const query = request.query as Record<string, string | undefined>;
      const now = ctx.now();
      let rows = positionDb(ctx.db).selectFrom(POSITION_TABLE)
        .select(['vehicle_number', 'vehicle_plate_color_code', 'driver_code', 'driver_name', 'longitude', 'latitude', 'speed', 'direction', 'position_time', 'area_code', 'address', 'online_status', 'branch_code'])
        .where('latest', '=', 1);
      let carried = new Map<string, string>();
      if (isStaff(caller)) {
        const branches = staffBranches(caller);
        if (branches) rows = rows.where('branch_code', 'in', branches.length > 0 ? branches : ['']);
      } else if (caller.dataScope === 'driver') {
        const own = (await driverVehicles(ctx.db, caller)).map((v) => v.vehicle_number);
        rows = rows.where('branch_code', '=', caller.branchCode).where('vehicle_number', 'in', own.length > 0 ? own : ['']);
      } else {
        const waybills = await shipperWaybillsInTransit(ctx.db, caller);
        carried = new Map(waybills.map((w) => [w.vehicle_number!, w.shipping_note_number]));
        rows = rows.where('branch_code', '=', caller.branchCode).where('vehicle_number', 'in', carried.size > 0 ? [...carried.keys()] : ['']);
      }
      const latest = await rows.orderBy('vehicle_number').execute();
      if (latest.length === 0) return ok([]);
      const branchesSeen = [...new Set(latest.map((p) => p.branch_code).filter((b): b is string => b !== null))];
      const edb = ctx.db as unknown as Kysely<Record<string, Record<string, string | null>>>;
      const [teamVehicles, teamMembers, transit] = await Promise.all([
        edb.selectFrom('basic_driver_team_vehicle').select(['vehicle_number', 'team_code', 'team_name']).where('branch_code', 'in', branchesSeen).execute(),
        edb.selectFrom('basic_driver_team_member').select(['driver_code', 'team_code', 'team_name']).where('branch_code', 'in', branchesSeen).execute(),
        caller.dataScope === 'shipper' ? Promise.resolve([]) : pdb(ctx.db).selectFrom('tms_waybill').select(['vehicle_number', 'shipping_note_number', 'status', 'despatch_actual_date_time'])
          .where('status', 'in', ['dispatched', 'loaded']).where('branch_code', 'in', branchesSeen).where('vehicle_number', 'is not', null)
          .$if(caller.dataScope === 'driver', (q) => q.where('driver_code', '=', caller.code)).execute(),
      ]);
      const byVehicle = new Map(teamVehicles.map((r) => [r.vehicle_number!, r]));
      const byDriver = new Map(teamMembers.map((r) => [r.driver_code!, r]));
      if (caller.dataScope !== 'shipper') {
        // The waybill on board: a loaded one before a dispatched one still to load.
        for (const w of [...transit].sort((a, b) => (a.status === b.status ? 0 : a.status === 'loaded' ? 1 : -1))) carried.set(w.vehicle_number!, w.shipping_note_number);
      }
      const keyword = query.keyword?.trim() ?? '';
      const answer = latest.map((p) => {
        const team = byVehicle.get(p.vehicle_number) ?? (p.driver_code ? byDriver.get(p.driver_code) : undefined);
        return {
          vehicleNumber: p.vehicle_number, vehiclePlateColorCode: p.vehicle_plate_color_code, driverCode: p.driver_code, driverName: p.driver_name,
          fleetCode: team?.team_code ?? null, fleetName: team?.team_name ?? null, longitude: Number(p.longitude), latitude: Number(p.latitude),
          speed: Number(p.speed ?? 0), direction: Number(p.direction ?? 0), positionTime: p.position_time, areaCode: p.area_code, address: p.address,
          state: stateOf(p, now), shippingNoteNumber: carried.get(p.vehicle_number) ?? null,
        };
      }).filter((v) => (!query.fleetCode || v.fleetCode === query.fleetCode) && (!query.state || v.state === query.state)
        && (!keyword || v.vehicleNumber.includes(keyword) || (v.driverName ?? '').includes(keyword) || (v.shippingNoteNumber ?? '').includes(keyword)));
      return ok(answer);
    });

    app.get('/vehiclePosition/track', async (request) => {
      const { t } = request;
      const caller = await callerOf(ctx.db, request);
      const refusal = await forbiddenUnlessStaffMayRead(ctx, caller, t);
      if (refusal) return refusal;
      const query = request.query as Record<string, string | undefined>;
      const now = ctx.now();
      const branches = isStaff(caller) ? staffBranches(caller) : [caller.branchCode];
      const inBranches = (branch: string | null) => branches === null || (branch !== null && branches.includes(branch));
      let vehicle: string;
      let from: string;
      let to: string;
      let waybill: WaybillRow | undefined;
      if (query.shippingNoteNumber) {
        waybill = await pdb(ctx.db).selectFrom('tms_waybill').select([...WAYBILL_FIELDS]).where('shipping_note_number', '=', query.shippingNoteNumber).executeTakeFirst();
        const mine = waybill && inBranches(waybill.branch_code) && (isStaff(caller) || (caller.dataScope === 'driver' ? waybill.driver_code === caller.code : waybill.shipper_code === caller.code));
        if (!waybill || !mine) return fail(Status.NOT_FOUND, t('server.common.notFound'));
        if (!waybill.vehicle_number || !waybill.despatch_actual_date_time) {
          return ok({ vehicleNumber: waybill.vehicle_number, from: null, to: null, waybill: waybillView(waybill), points: [], stops: [], alarms: [] });
        }
        vehicle = waybill.vehicle_number;
        from = waybill.despatch_actual_date_time;
        to = waybill.goods_receipt_date_time ?? displayTime(now);
      } else {
        if (!query.vehicleNumber) return invalidFields(t, [fieldError('/vehicleNumber', t('entity.vehiclePosition.error.trackSubject'))]);
        vehicle = query.vehicleNumber;
        to = query.to ?? displayTime(now);
        from = query.from ?? displayTime(addMs(parseDisplayTime(to), -TRACK_MAX_HOURS * HOUR_MS));
        if (!TIME.test(from) || !TIME.test(to) || from > to) return invalidFields(t, [fieldError('/from', t('entity.vehiclePosition.error.trackRange', { hours: TRACK_MAX_HOURS }))]);
        if (parseDisplayTime(to).getTime() - parseDisplayTime(from).getTime() > TRACK_MAX_HOURS * HOUR_MS) {
          return invalidFields(t, [fieldError('/to', t('entity.vehiclePosition.error.trackRange', { hours: TRACK_MAX_HOURS }))]);
        }
        if (caller.dataScope === 'driver' && !(await driverVehicles(ctx.db, caller)).some((v) => v.vehicle_number === vehicle)) {
          return fail(Status.FORBIDDEN, t('entity.vehiclePosition.error.notOwnVehicle'));
        }
        // The waybill on board during the window (a shipper's own only: his goods bound the track).
        const onBoard = await pdb(ctx.db).selectFrom('tms_waybill').select([...WAYBILL_FIELDS]).where('vehicle_number', '=', vehicle)
          .where('despatch_actual_date_time', 'is not', null).where('despatch_actual_date_time', '<=', to)
          .where((eb) => eb.or([eb('goods_receipt_date_time', 'is', null), eb('goods_receipt_date_time', '>=', from)]))
          .$if(caller.dataScope === 'shipper', (q) => q.where('shipper_code', '=', caller.code))
          .$if(caller.dataScope === 'driver', (q) => q.where('driver_code', '=', caller.code))
          .orderBy('despatch_actual_date_time', 'desc').execute();
        waybill = onBoard.find((w) => inBranches(w.branch_code));
        if (caller.dataScope === 'shipper') {
          if (!waybill) return fail(Status.FORBIDDEN, t('entity.vehiclePosition.error.notOwnVehicle'));
          if (waybill.despatch_actual_date_time! > from) from = waybill.despatch_actual_date_time!;
          if (waybill.goods_receipt_date_time && waybill.goods_receipt_date_time < to) to = waybill.goods_receipt_date_time;
        }
      }
      return ok({ vehicleNumber: vehicle, from, to, waybill: waybill ? waybillView(waybill) : null, ...await trackOf(ctx.db, { vehicleNumber: vehicle, from, to, branches }) });
    });
  };
}
