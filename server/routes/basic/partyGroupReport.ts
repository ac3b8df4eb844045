// 企业报备 (systemManage/partyGroupReport): POST partyGroupReport/<id>/report sends a filing that
// is 待报备 or 报备失败 to the provincial monitoring platform (server/site/provincialPlatform.ts:
// an outside system, simulated locally) and records its answer: 已报备 with the filing number,
// or 报备失败 with the reason. The record's history (entity_action_log) and the operation log
// keep each sending.
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../../src/core/api/status';
import type { AppContext } from '../../context';
import { whereOf, type EntityDb } from '../../entities/listQuery';
import { recordOf } from '../../entities/records';
import { totalsOf } from '../../entities/shared';
import { fail, ok } from '../../http/envelope';
import { logRecordChange } from '../../oplog/entityWrites';
import { operatorOf } from '../../oplog/operator';
import { displayTime } from '../../storage/clock';
import { permittedCall } from '../../site/access';
import { simulatedProvincialPlatform, type ProvincialPlatform } from '../../site/provincialPlatform';

const ENTITY = 'partyGroupReport';
/** The states a filing may be sent from. */
export const SENDABLE = ['pending', 'failed'];

export function partyGroupReportRoutes(ctx: AppContext, platform: ProvincialPlatform = simulatedProvincialPlatform): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: { id: string } }>(`/${ENTITY}/:id/report`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'report');
      if (!call) return reply;
      const { caller, entity, reach } = call;
      const id = /^[1-9]\d{0,15}$/.test(request.params.id) ? Number(request.params.id) : null;
      const notFound = () => fail(Status.NOT_FOUND, request.t('server.common.notFound'));
      if (id === null || reach === null) return notFound();
      const edb = ctx.db as unknown as EntityDb;
      const row = await edb.selectFrom('party_group_report').selectAll().where('id', '=', id)
        .where(whereOf(ctx.db, reach.scope, reach.filters)).executeTakeFirst();
      if (!row) return notFound();
      const before = recordOf(entity, row);
      const from = String(before.reportStatus);
      if (!SENDABLE.includes(from)) {
        return fail(Status.INVALID_PAYLOAD, request.t('server.site.reportSent'), { state: from, allowed: SENDABLE });
      }
      const now = ctx.now();
      const sentAt = displayTime(now);
      const answer = await platform.fileCompany({
        id, provinceCode: String(before.provinceCode), filingType: String(before.filingType), groupName: String(before.groupName),
        uscc: String(before.uscc), legalPerson: before.legalPerson as string | undefined, contactPhone: before.contactPhone as string | undefined,
        content: before.content as string | undefined, sentAt,
      });
      const to = answer.accepted ? 'reported' : 'failed';
      const after = await ctx.db.transaction().execute(async (trx) => {
        await (trx as unknown as EntityDb).updateTable('party_group_report').set({
          report_status: to, filing_number: answer.accepted ? answer.filingNumber : null, response_message: answer.message,
          report_time: sentAt, report_count: Number(before.reportCount ?? 0) + 1, gmt_modified: sentAt,
        }).where('id', '=', id).execute();
        const updated = recordOf(entity, await (trx as unknown as EntityDb).selectFrom('party_group_report').selectAll()
          .where('id', '=', id).executeTakeFirstOrThrow());
        await trx.insertInto('entity_action_log').values({
          entity: ENTITY, record_id: id, action: 'report', from_state: from, to_state: to, party_code: caller.code,
          payload: JSON.stringify({ accepted: answer.accepted, message: answer.message }), gmt_created: sentAt,
        }).execute();
        await logRecordChange(trx, entity, { action: 'report', id, before, after: updated }, operatorOf(caller, request), now);
        return updated;
      });
      totalsOf(ctx.db).forget(ENTITY);
      return ok(after);
    });
  };
}
