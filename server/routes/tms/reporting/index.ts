// 无车承运人上报 (tms/carlessCarrierReporting): the reports to the provincial monitoring platform
// (server/reporting). Here:
// - the hook that makes a signed waybill's two report rows (电子运单, 资金流水单), 未上报;
// - POST /ntocc-tms-api/monitoringReport/<id>/report (上报 / 重新上报) and
//   POST /ntocc-tms-api/monitoringReport/report {"ids": [...]} (批量上报, at most 100), allowed to a
//   role holding <leaf>:report on a screen over monitoringReport (roadBillReport for waybills,
//   fundFlowReport for fund flows: their fixed filters narrow each to its own messages), on
//   the records of its scope; each sending is recorded, logged and answered once per
//   Idempotency-Key;
// - GET /ntocc-tms-api/<monitoringReport|reportQuality>/notice: the screens' notice block — the
//   branch's platform, or that reporting is disabled (reportProvince 0).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../../../src/core/api/status';
import type { AppContext } from '../../../context';
import { registerEntityHooks } from '../../../entities/hooks';
import { whereOf, type EntityDb } from '../../../entities/listQuery';
import { recordOf } from '../../../entities/records';
import { totalsOf } from '../../../entities/shared';
import { fail, ok, type Answer } from '../../../http/envelope';
import { once, type Remember } from '../../../idempotency/once';
import { logRecordChange } from '../../../oplog/entityWrites';
import { operatorOf } from '../../../oplog/operator';
import { platformChooser, type PlatformChooser } from '../../../reporting/platform';
import { endpointOf } from '../../../reporting/provinces';
import { ensureReportRows, QUALITY_ENTITY, REPORT_ENTITY, REPORT_TABLE, SENDING_ENTITY, summaryOf } from '../../../reporting/reports';
import { platformOfBranch, sendReport, type ReportingDeps, type SendResult, type Sent } from '../../../reporting/sender';
import { simulatedMonitoringPlatform } from '../../../reporting/simulator';
import { permittedCall, type EntityCall } from '../../../site/access';
import { displayTime } from '../../../storage/clock';
import type { EntityRow } from '../../../storage/schema';

const OWNER = 'reporting';
/** The most rows one batch sends. */
export const BATCH_LIMIT = 100;

/** Signing a waybill makes its report rows, in the signing's transaction. */
export function registerReportingHooks(): void {
  registerEntityHooks('waybill', {
    afterWrite: async (ctx, change) => {
      if (change.action !== 'sign' || !change.after) return;
      const row = await (ctx.trx as unknown as EntityDb).selectFrom('tms_waybill').selectAll().where('id', '=', change.id).executeTakeFirst();
      if (row) await ensureReportRows(ctx.trx, summaryOf(row), displayTime(ctx.now));
    },
  }, OWNER);
}

export interface ReportingRouteOptions {
  /** Which platform answers a province (default: its endpoint's client, else the simulator). */
  choosePlatform?: PlatformChooser;
}

export function reportingRoutes(ctx: AppContext, options: ReportingRouteOptions = {}): FastifyPluginAsync {
  const deps: ReportingDeps = {
    db: ctx.db, now: ctx.now, choosePlatform: options.choosePlatform ?? platformChooser(simulatedMonitoringPlatform(ctx.db)),
  };
  const forget = () => [REPORT_ENTITY, SENDING_ENTITY, QUALITY_ENTITY, 'waybill'].forEach((entity) => totalsOf(ctx.db).forget(entity));

  /** The rows of `ids` the call reaches (others are not found). */
  async function rowsOf(call: EntityCall, ids: number[]): Promise<EntityRow[]> {
    if (!call.reach || ids.length === 0) return [];
    return (ctx.db as unknown as EntityDb).selectFrom(REPORT_TABLE).selectAll().where('id', 'in', ids)
      .where(whereOf(ctx.db, call.reach.scope, call.reach.filters)).orderBy('id').execute();
  }

  /** Sends one row, logging the change in the recording transaction. */
  function send(request: FastifyRequest, call: EntityCall, row: EntityRow, remember?: Remember, answerOf?: (sent: Sent) => Answer<unknown>) {
    return sendReport(deps, row, { code: call.caller.code, name: call.caller.name }, {
      inTransaction: async (trx, sent) => {
        const before = recordOf(call.entity, sent.before);
        const after = recordOf(call.entity, sent.after);
        await logRecordChange(trx, call.entity, { action: 'report', id: Number(sent.after.id), before, after }, operatorOf(call.caller, request), ctx.now());
        if (remember && answerOf) await remember(trx, answerOf(sent));
      },
    });
  }

  const sentAnswer = (request: FastifyRequest, call: EntityCall) => (sent: Sent): Answer<unknown> => {
    const record = recordOf(call.entity, sent.after);
    const number = String(sent.after.report_number);
    if (sent.outcome === 'accepted') return ok(record, request.t('server.reporting.accepted', { number }));
    return { status: Status.OK_WITH_WARNING, msg: request.t(`server.reporting.${sent.outcome}`, { number, reason: sent.message }), data: record };
  };

  return async (app) => {
    app.post<{ Params: { id: string } }>(`/${REPORT_ENTITY}/:id/report`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, REPORT_ENTITY, 'report');
      if (!call) return reply;
      const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
      const [row] = id === null ? [] : await rowsOf(call, [id]);
      if (!row) return fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      const answerOf = sentAnswer(request, call);
      return once(ctx, request, reply, call.caller.partyId, async (remember) => {
        const result: SendResult = await send(request, call, row, remember, answerOf);
        forget();
        if (!result.sent) return fail(Status.INVALID_PAYLOAD, request.t(result.key, result.params));
        return answerOf(result);
      });
    });

    app.post<{ Body: { ids?: unknown } }>(`/${REPORT_ENTITY}/report`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, REPORT_ENTITY, 'report');
      if (!call) return reply;
      const ids = request.body?.ids;
      if (!Array.isArray(ids) || ids.length === 0 || ids.length > BATCH_LIMIT || !ids.every((id) => Number.isSafeInteger(id) && Number(id) > 0)) {
        return fail(Status.INVALID_PAYLOAD, request.t('server.reporting.badIds', { limit: BATCH_LIMIT }));
      }
      return once(ctx, request, reply, call.caller.partyId, async (remember) => {
        const rows = await rowsOf(call, [...new Set(ids as number[])]);
        const results: { id: number; reportNumber: string; shippingNoteNumber: string; outcome: string; message: string }[] = [];
        for (const row of rows) {
          const line = { id: Number(row.id), reportNumber: String(row.report_number), shippingNoteNumber: String(row.shipping_note_number) };
          const result = await send(request, call, row);
          results.push(result.sent
            ? { ...line, outcome: result.outcome, message: result.message }
            : { ...line, outcome: 'notSent', message: request.t(result.key, result.params) });
        }
        forget();
        const count = (outcome: string) => results.filter((result) => result.outcome === outcome).length;
        const accepted = count('accepted');
        const others = results.filter((result) => result.outcome !== 'accepted').slice(0, 3)
          .map((result) => `${result.shippingNoteNumber}：${result.message}`).join('；');
        const msg = request.t('server.reporting.batch', {
          total: ids.length, accepted, refused: count('refused') + count('invalid') + count('error'),
          notSent: count('notSent') + (ids.length - rows.length),
        }) + (others ? ` ${others}` : '');
        const answer: Answer<unknown> = { status: accepted === ids.length ? Status.OK : Status.OK_WITH_WARNING, msg, data: { results } };
        await ctx.db.transaction().execute((trx) => remember(trx, answer));
        return answer;
      });
    });

    const notice = (entity: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const call = await permittedCall(ctx.db, request, reply, entity, 'view');
      if (!call) return reply;
      const platform = await platformOfBranch(ctx.db, call.caller.branchCode);
      if (!platform) return ok({ tone: 'warning', text: request.t('server.reporting.notice.disabled') });
      const endpoint = endpointOf(platform);
      return ok({
        tone: 'info',
        text: request.t(endpoint ? 'server.reporting.notice.endpoint' : 'server.reporting.notice.simulator', {
          platform: platform.platformName, code: platform.code, format: platform.variant.toUpperCase(), setting: platform.endpointSetting,
        }),
      });
    };
    app.get(`/${REPORT_ENTITY}/notice`, notice(REPORT_ENTITY));
    app.get(`/${QUALITY_ENTITY}/notice`, notice(QUALITY_ENTITY));
  };
}
