// 自定义报表 (financialStatistics/customReport, entity customReport, x-handwritten): analysts'
// saved report definitions. Who sees a report is its owner, and the users of the roles it is
// shared with (within the caller's branch); only the owner changes or removes it. A report runs
// over its source entity as that entity's own report call would (GET <entity>/aggregate): the
// runner needs a screen granting view on the source (export to export it) and reaches only the
// records of his data scope and of those screens' fixed filters.
//   GET    /customReport/sources      the entities the caller may report on, the roles to share with   (customReport:view)
//   GET    /customReport/list         the reports the caller sees (reportName, sourceEntity filters)  (customReport:view)
//   GET    /customReport/:id          one of them                                                     (customReport:view)
//   POST   /customReport              a new report, the caller's                                      (customReport:add)
//   PUT    /customReport/:id          the owner changes it                                            (customReport:edit)
//   DELETE /customReport/:id          the owner removes it                                            (customReport:remove)
//   GET    /customReport/:id/run      its groups and totals, a page at a time (pageNum, pageSize)     (customReport:view)
//   GET    /customReport/:id/export   its groups as .xlsx                                             (customReport:export)
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Status } from '../../../../src/core/api/status';
import { BranchConfigKey, DEFAULT_PAGE_SIZE } from '../../../../src/core/api/client';
import { exportableQuantity } from '../../../../src/core/export/batches';
import type { AppContext } from '../../../context';
import { aggregateOf } from '../../../entities/aggregate';
import { aggregateExportStream } from '../../../entities/aggregateExport';
import type { Caller } from '../../../entities/caller';
import { XLSX_MEDIA_TYPE } from '../../../entities/exportXlsx';
import { fieldError, invalidAnswer, type EntityFieldError, type Texts } from '../../../entities/fieldErrors';
import { whereOf, type Condition, type EntityDb } from '../../../entities/listQuery';
import { checkedPayload } from '../../../entities/payloads';
import { recordOf, rowOf, type EntityRecord } from '../../../entities/records';
import { reachOf, scopeConditions } from '../../../entities/scope';
import { screenFilterOf, screensGranting } from '../../../entities/screens';
import { fail, ok } from '../../../http/envelope';
import { createTranslator } from '../../../http/i18n';
import { listAnswer, offsetOf } from '../../../http/paging';
import { readParams } from '../../../http/params';
import { check, compile } from '../../../http/validate';
import { logRecordChange } from '../../../oplog/entityWrites';
import { operatorOf } from '../../../oplog/operator';
import { entityNamed, permittedCall } from '../../../site/access';
import { sharedRegistry } from '../../../entities/shared';
import { displayTime } from '../../../storage/clock';
import { reportQueryOf } from './definition';

export const ENTITY = 'customReport';
const TABLE = 'tms_custom_report';

const listQuery = compile<{ pageNum: number; pageSize: number; reportName?: string; sourceEntity?: string }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', enum: [10, 20, 30, 50, 100, 500], default: 20 },
    reportName: { type: 'string', maxLength: 50 },
    sourceEntity: { type: 'string', maxLength: 60 },
  },
});
const runQuery = compile<{ pageNum: number; pageSize: number }>({
  type: 'object',
  additionalProperties: false,
  properties: {
    pageNum: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', enum: [10, 20, 30, 50, 100, 500], default: DEFAULT_PAGE_SIZE },
  },
});

/** The reports a caller sees: his own and those shared with his role, within his branches. */
function visibleTo(caller: Caller): { scope: ReturnType<typeof scopeConditions>; filter: Condition } {
  return {
    scope: scopeConditions(entityNamed(ENTITY), caller),
    filter: { op: 'anyOf', groups: [[{ column: 'owner_code', op: '=', value: caller.code }], [{ column: 'shared_roles', op: 'has', value: caller.role }]] },
  };
}

const idOf = (request: FastifyRequest): number | null => {
  const text = (request.params as { id: string }).id;
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
};

export function customReportRoutes(ctx: AppContext): FastifyPluginAsync {
  const translator = createTranslator();
  const edb = ctx.db as unknown as EntityDb;
  const textsOf = (request: FastifyRequest): Texts => ({ t: request.t, entityT: translator.forHeader(request.headers['accept-language']) });
  const notFound = (request: FastifyRequest) => fail(Status.NOT_FOUND, request.t('server.common.notFound'));

  /** The report when the caller sees it. */
  async function visible(caller: Caller, id: number): Promise<EntityRecord | null> {
    const { scope, filter } = visibleTo(caller);
    if (scope === null) return null;
    const row = await edb.selectFrom(TABLE).selectAll().where('id', '=', id).where(whereOf(ctx.db, scope, [filter])).executeTakeFirst();
    return row ? recordOf(entityNamed(ENTITY), row) : null;
  }

  /** The definition's errors beyond its schema: the source and its declarations, the roles. */
  async function definitionErrors(caller: Caller, values: EntityRecord, texts: Texts): Promise<EntityFieldError[]> {
    const read = await reportQueryOf(ctx.db, caller, values, texts, { action: 'view', pageSize: DEFAULT_PAGE_SIZE });
    const errors = Array.isArray(read) ? read : [];
    const roles = (values.sharedRoles as string[] | undefined) ?? [];
    if (roles.length > 0) {
      const known = new Set((await ctx.db.selectFrom('role').select('code').where('code', 'in', roles).execute()).map((role) => role.code));
      roles.forEach((code, i) => { if (!known.has(code)) errors.push(fieldError(texts, `/sharedRoles/${i}`, 'server.customReport.unknownRole', { code })); });
    }
    return errors;
  }

  /** A visible report the caller owns, or the answer refusing him. */
  async function owned(caller: Caller, request: FastifyRequest): Promise<EntityRecord | { answer: unknown }> {
    const id = idOf(request);
    const report = id === null ? null : await visible(caller, id);
    if (!report) return { answer: notFound(request) };
    if (report.ownerCode !== caller.code) return { answer: fail(Status.FORBIDDEN, request.t('server.customReport.notOwner', { owner: String(report.ownerName ?? report.ownerCode) })) };
    return report;
  }

  async function exportBatchOf(branchCode: string): Promise<number> {
    const config = await ctx.db.selectFrom('branch_config').select('config_value')
      .where('branch_code', '=', branchCode).where('config_key', '=', BranchConfigKey.exportableQuantity).executeTakeFirst();
    return exportableQuantity(config?.config_value);
  }

  return async (app) => {
    app.get(`/${ENTITY}/sources`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'view');
      if (!call) return reply;
      const sources: { entity: string; title: string }[] = [];
      for (const entity of sharedRegistry().all) {
        if (!entity.aggregate || entity.schema['x-handwritten']) continue;
        if ((await screensGranting(ctx.db, call.caller.role, entity.name, 'view', call.caller.accessVersion)).length > 0) sources.push({ entity: entity.name, title: entity.schema.title });
      }
      const roles = await ctx.db.selectFrom('role').select(['code', 'name']).orderBy('code').execute();
      return ok({ sources, roles });
    });

    app.get(`/${ENTITY}/list`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'view');
      if (!call) return reply;
      const parsed = check(listQuery, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const { pageNum, pageSize, reportName, sourceEntity } = parsed.value;
      const { scope, filter } = visibleTo(call.caller);
      if (scope === null) return ok(listAnswer([], 0, { pageNum, pageSize }));
      const conditions: Condition[] = [filter];
      if (reportName) conditions.push({ column: 'report_name', op: 'like', value: reportName });
      if (sourceEntity) conditions.push({ column: 'source_entity', op: '=', value: sourceEntity });
      const where = whereOf(ctx.db, scope, conditions);
      const [rows, count] = await Promise.all([
        edb.selectFrom(TABLE).selectAll().where(where).orderBy('gmt_modified', 'desc').orderBy('id', 'desc').limit(pageSize).offset(offsetOf({ pageNum, pageSize })).execute(),
        edb.selectFrom(TABLE).select((eb) => eb.fn.countAll<number>().as('total')).where(where).executeTakeFirstOrThrow(),
      ]);
      return ok(listAnswer(rows.map((row) => recordOf(call.entity, row)), count.total, { pageNum, pageSize }));
    });

    app.get(`/${ENTITY}/:id`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'view');
      if (!call) return reply;
      const id = idOf(request);
      const report = id === null ? null : await visible(call.caller, id);
      return report ? ok(report) : notFound(request);
    });

    app.post(`/${ENTITY}`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'add');
      if (!call) return reply;
      const texts = textsOf(request);
      const { caller, entity } = call;
      const checked = checkedPayload(texts, entity.validateCreate, writable(request.body));
      if ('answer' in checked) return checked.answer;
      const errors = await definitionErrors(caller, checked.values, texts);
      if (errors.length > 0) return invalidAnswer(texts, errors);
      const now = ctx.now();
      const time = displayTime(now);
      const values = { ...checked.values, ownerCode: caller.code, ownerName: caller.name, branchCode: caller.branchCode, gmtCreated: time, gmtModified: time };
      const created = await ctx.db.transaction().execute(async (trx) => {
        const made = await (trx as unknown as EntityDb).insertInto(TABLE).values(rowOf(entity, values)).returning('id').executeTakeFirstOrThrow();
        const record = recordOf(entity, await (trx as unknown as EntityDb).selectFrom(TABLE).selectAll().where('id', '=', Number(made.id)).executeTakeFirstOrThrow());
        await logRecordChange(trx, entity, { action: 'create', id: Number(made.id), before: null, after: record }, operatorOf(caller, request), now);
        return record;
      });
      return ok(created);
    });

    app.put(`/${ENTITY}/:id`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'edit');
      if (!call) return reply;
      const texts = textsOf(request);
      const { caller, entity } = call;
      const report = await owned(caller, request);
      if ('answer' in report) return report.answer;
      const checked = checkedPayload(texts, entity.validateUpdate, writable(request.body), new Set(entity.schema.required ?? []));
      if ('answer' in checked) return checked.answer;
      const merged = { ...report, ...checked.values };
      const errors = await definitionErrors(caller, merged, texts);
      if (errors.length > 0) return invalidAnswer(texts, errors);
      const now = ctx.now();
      const id = Number(report.id);
      const updated = await ctx.db.transaction().execute(async (trx) => {
        // A list emptied (no filters, shared with nobody) is stored empty.
        const values = { ...checked.values, gmtModified: displayTime(now) };
        await (trx as unknown as EntityDb).updateTable(TABLE).set(rowOf(entity, values)).where('id', '=', id).execute();
        const record = recordOf(entity, await (trx as unknown as EntityDb).selectFrom(TABLE).selectAll().where('id', '=', id).executeTakeFirstOrThrow());
        await logRecordChange(trx, entity, { action: 'update', id, before: report, after: record }, operatorOf(caller, request), now);
        return record;
      });
      return ok(updated);
    });

    app.delete(`/${ENTITY}/:id`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'remove');
      if (!call) return reply;
      const report = await owned(call.caller, request);
      if ('answer' in report) return report.answer;
      const now = ctx.now();
      const id = Number(report.id);
      await ctx.db.transaction().execute(async (trx) => {
        await (trx as unknown as EntityDb).deleteFrom(TABLE).where('id', '=', id).execute();
        await logRecordChange(trx, call.entity, { action: 'remove', id, before: report, after: null }, operatorOf(call.caller, request), now);
      });
      return ok(null);
    });

    app.get(`/${ENTITY}/:id/run`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'view');
      if (!call) return reply;
      const parsed = check(runQuery, readParams(request), request.t);
      if ('answer' in parsed) return parsed.answer;
      const id = idOf(request);
      const report = id === null ? null : await visible(call.caller, id);
      if (!report) return notFound(request);
      const texts = textsOf(request);
      const read = await reportQueryOf(ctx.db, call.caller, report, texts, { action: 'view', ...parsed.value });
      if (Array.isArray(read)) return refusal(texts, read);
      const { entity, grants } = read.source;
      const answer = await aggregateOf(ctx.db, entity, reachOf(entity, call.caller, screenFilterOf(entity, grants)), read.query);
      return ok({ report, ...answer });
    });

    app.get(`/${ENTITY}/:id/export`, async (request, reply) => {
      const call = await permittedCall(ctx.db, request, reply, ENTITY, 'export');
      if (!call) return reply;
      const id = idOf(request);
      const report = id === null ? null : await visible(call.caller, id);
      if (!report) return notFound(request);
      const texts = textsOf(request);
      const batch = await exportBatchOf(call.caller.branchCode);
      const read = await reportQueryOf(ctx.db, call.caller, report, texts, { action: 'export', pageSize: batch, validateExport: true });
      if (Array.isArray(read)) return refusal(texts, read);
      const { entity, grants } = read.source;
      const answer = await aggregateOf(ctx.db, entity, reachOf(entity, call.caller, screenFilterOf(entity, grants)), read.query);
      const stream = await aggregateExportStream({ db: ctx.db, entity, query: read.query, answer, entityT: texts.entityT });
      return reply.type(XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(String(report.reportName))}.xlsx`)
        .send(stream);
    });
  };
}

/** What a payload may set: the server's own fields (owner, branch, times) are ignored. */
function writable(body: unknown): EntityRecord {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  const { id: _id, ownerCode: _owner, ownerName: _ownerName, branchCode: _branch, gmtCreated: _created, gmtModified: _modified, ...values } = body as EntityRecord;
  return values;
}

/** A saved report that cannot run for this caller: the source is not his to read (403), or its
 * definition no longer fits the entity (422). */
function refusal(texts: Texts, errors: EntityFieldError[]) {
  const forbidden = errors.find((error) => error.key === 'server.customReport.sourceForbidden');
  return forbidden ? fail(Status.FORBIDDEN, forbidden.message) : invalidAnswer(texts, errors);
}
