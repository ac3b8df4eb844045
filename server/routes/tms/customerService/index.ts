// Customer service (客户服务, tms/CustomerService/*) beyond the generic entity API: the write hooks
// of its entities (complaints.ts, evaluations.ts, abnormal.ts, alarms.ts) and the periodic sweep,
// run when the server is ready and every 10 minutes: waybills loaded and not unloaded within 72
// hours get their 超时未卸货 abnormality, waybills dispatched and not loaded within a day their
// late-departure warning. No routes of its own: every screen works through the entity API.
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../../context';
import { registerEntityHooks } from '../../../entities/hooks';
import { totalsOf } from '../../../entities/shared';
import type { Db } from '../../../storage/database';
import { SWEEP_INTERVAL_MS, sweepOverdueWaybills, transportAbnormalHooks } from './abnormal';
import { deriveLateDepartures, vehicleAlarmHooks, vehiclePositionAlarmHooks } from './alarms';
import { complaintHooks, complaintReplyHooks } from './complaints';
import { evaluationHooks, waybillEvaluationHooks } from './evaluations';
import { feedbackHooks } from './feedback';
import { periodicSweep } from '../../../lib/periodicSweep';

const OWNER = 'tms/CustomerService';

export function registerCustomerServiceHooks(): void {
  registerEntityHooks('complaint', complaintHooks, OWNER);
  registerEntityHooks('complaintReply', complaintReplyHooks, OWNER);
  registerEntityHooks('evaluation', evaluationHooks, OWNER);
  registerEntityHooks('waybill', waybillEvaluationHooks, 'evaluation');
  registerEntityHooks('transportAbnormal', transportAbnormalHooks, OWNER);
  registerEntityHooks('feedback', feedbackHooks, OWNER);
  registerEntityHooks('vehicleAlarm', vehicleAlarmHooks, OWNER);
  registerEntityHooks('vehiclePosition', vehiclePositionAlarmHooks, 'vehicleAlarm');
}

/** One run of the periodic work: answers the abnormalities and warnings it raised. */
export async function runCustomerServiceSweep(db: Db, now: Date): Promise<{ abnormal: number; departures: number }> {
  const abnormal = await sweepOverdueWaybills(db, now);
  const departures = await db.transaction().execute((trx) => deriveLateDepartures(trx, now));
  if (departures > 0) totalsOf(db).forget('vehicleAlarm');
  return { abnormal, departures };
}

/** The periodic sweep, started with the server (the hooks are registered with the other tms
 * rules: server/routes/tms/index.ts). */
export function customerServiceRoutes(ctx: AppContext): FastifyPluginAsync {
  return periodicSweep(() => runCustomerServiceSweep(ctx.db, ctx.now()), SWEEP_INTERVAL_MS);
}
