// 异常运输 (transportAbnormal): a waybill loaded and not unloaded within 72 hours is an
// abnormality. The sweep (at server start and every 10 minutes) raises an open record of type
// 超时未卸货 for each such waybill that has none yet, through the entity API's own create (number,
// the waybill's parties copied); staff register others by hand and handle and close them (the
// handler is recorded). Open and handling records are the transport_abnormal_count to-do.
import { sql } from 'kysely';
import { Status } from '../../../../src/core/api/status';
import type { Caller } from '../../../entities/caller';
import type { Texts } from '../../../entities/fieldErrors';
import type { HookContext } from '../../../entities/hooks';
import type { EntityRecord } from '../../../entities/records';
import { sharedRegistry, totalsOf } from '../../../entities/shared';
import { createRecordWithin } from '../../../entities/writes';
import { createTranslator, SERVER_LANGUAGE } from '../../../http/i18n';
import { notifyBranchChanged } from '../../../realtime/branchChanges';
import { addMs, displayTime, HOUR_MS, MINUTE_MS } from '../../../storage/clock';
import type { Db } from '../../../storage/database';
import { csDb, hoursAfter } from './tables';

export const ABNORMAL_ENTITY = 'transportAbnormal';
export const OVERDUE_TYPE = 'unload_overdue';
/** A loaded waybill not unloaded within this many hours is overdue. */
export const UNLOAD_OVERDUE_HOURS = 72;
export const SWEEP_INTERVAL_MS = 10 * MINUTE_MS;
/** The role the sweep writes as: its records are marked raised by the system. */
const SWEEP_ROLE = 'SYSTEM_SWEEP';

let texts: Texts | undefined;
/** Stored texts are in the users' primary language. */
function serverTexts(): Texts {
  if (!texts) {
    const t = createTranslator().forLanguage(SERVER_LANGUAGE);
    texts = { t, entityT: t };
  }
  return texts;
}

export const transportAbnormalHooks = {
  beforeCreate: async (ctx: HookContext, values: EntityRecord) => {
    values.autoCreated = ctx.caller.role === SWEEP_ROLE;
  },
  beforeAction: async (ctx: HookContext, _action: string, _id: number, _stored: EntityRecord, values: EntityRecord) => {
    values.handlerName = ctx.caller.name;
  },
};

/** Raises the overdue records the branch lacks; answers how many it raised. */
export async function sweepOverdueWaybills(db: Db, now: Date): Promise<number> {
  const cutoff = displayTime(addMs(now, -UNLOAD_OVERDUE_HOURS * HOUR_MS));
  const cs = csDb(db);
  const overdue = await cs.selectFrom('tms_waybill as w')
    .select(['w.shipping_note_number', 'w.despatch_actual_date_time', 'w.branch_code'])
    .where('w.status', '=', 'loaded').where('w.despatch_actual_date_time', '<', cutoff)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('tms_transport_abnormal as a').select(sql`1`.as('one'))
      .whereRef('a.shipping_note_number', '=', 'w.shipping_note_number').whereRef('a.branch_code', '=', 'w.branch_code')
      .where('a.abnormal_type', '=', OVERDUE_TYPE))))
    .orderBy('w.despatch_actual_date_time').execute();
  const registry = sharedRegistry();
  const entity = registry.get(ABNORMAL_ENTITY)!;
  const t = serverTexts();
  const branches = new Set<string>();
  let raised = 0;
  for (const waybill of overdue) {
    const branchCode = waybill.branch_code ?? '';
    const caller: Caller = { partyId: 0, code: 'SYSTEM', name: t.t('entity.transportAbnormal.text.system'), branchCode, role: SWEEP_ROLE, dataScope: 'branch', branches: [] };
    const loaded = waybill.despatch_actual_date_time!;
    const payload = {
      shippingNoteNumber: waybill.shipping_note_number, abnormalType: OVERDUE_TYPE,
      occurDateTime: hoursAfter(loaded, UNLOAD_OVERDUE_HOURS),
      description: t.t('entity.transportAbnormal.text.overdueDescription', { hours: UNLOAD_OVERDUE_HOURS, loaded }),
    };
    const answer = await db.transaction().execute((trx) => createRecordWithin(trx, { db: trx, registry, entity, caller, texts: t, now }, payload));
    if (answer.status !== Status.OK) throw new Error(`overdue sweep: ${waybill.shipping_note_number}: ${answer.msg}`);
    raised += 1;
    branches.add(branchCode);
  }
  if (raised > 0) {
    totalsOf(db).forget(ABNORMAL_ENTITY);
    for (const branch of branches) notifyBranchChanged(db, branch);
  }
  return raised;
}
