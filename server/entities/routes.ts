// The generic entity API (docs/contracts.md "Generic entity API"): for every entity of the
// registry, under /ntocc-<service>-api/<entity>: list, export, get, create, update, delete, one
// POST per state action, and reports (aggregate) where the entity declares x-dimensions. Every
// call needs a token (the app's authenticate hook), the permission `<leaf>:<action>` on some
// screen over the entity (screens.ts), and reaches only the records of the caller's data scope
// and of those screens' fixed filters (an id outside them answers 404, not revealing that it
// exists). Other parties' personal data is masked (x-mask).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Status } from '../../src/core/api/status';
import { exportableQuantity } from '../../src/core/export/batches';
import { BranchConfigKey, DEFAULT_PAGE_SIZE } from '../../src/core/api/client';
import type { AppContext } from '../context';
import { fail, ok, type Answer } from '../http/envelope';
import { once } from '../idempotency/once';
import { logRecordChange } from '../oplog/entityWrites';
import { operatorOf } from '../oplog/operator';
import { listAnswer } from '../http/paging';
import { readParams } from '../http/params';
import { callerOf, type Caller } from './caller';
import { exportStream, XLSX_MEDIA_TYPE, type ExportRequest } from './exportXlsx';
import { exportColumnsOf, selectedIdsOf, type ExportColumn } from './exportColumns';
import { exportJobs, MAX_EXPORT_JOB_ROWS, MAX_OPEN_JOBS_PER_PARTY } from '../exports/jobs';
import { aggregateOf } from './aggregate';
import { aggregateExportStream, exportHeadersOf } from './aggregateExport';
import { aggregateQueryOf, type AggregateDeclaration } from './aggregateQuery';
import { describeErrors, fieldError, invalidAnswer, translate, type Texts } from './fieldErrors';
import { createTranslator } from '../http/i18n';
import type { EntityTranslator } from './i18n';
import { countQuery, listQueryOf, pageQuery, readFromTheEnd, readsKeptCount, type EntityDb, type ListQuery } from './listQuery';
import { recordOf } from './records';
import { branchRequired } from './payloads';
import { DICTIONARY_ITEM_TABLE, forgetDictionaryCodes } from './dictionaryCodes';
import { maskedFields, recordMasker } from './masking';
import { screenFilterOf, screensGranting, type ScreenGrant } from './screens';
import type { EntityRegistry, RegisteredEntity } from './registry';
import { reachOf, type Reach, type ScopeCondition } from './scope';
import type { Condition } from './listQuery';
import { sharedRegistry, totalsOf } from './shared';
import { notifyBranchChanged } from '../realtime/branchChanges';
import { dialectOf } from '../storage/dialect';
import { feedsToDoCounts } from '../todo/counts';
import { createRecord, performAction, readRecord, removeRecord, updateRecord, type WriteContext } from './writes';
import { treeEndpoints } from './treeRoutes';
import { registerEntityPaths, type EntityEndpoints } from './entityPaths';
import { decorated } from './hooks';
import { historyOf } from './history';

export interface EntityServiceOptions {
  registry?: EntityRegistry;
  translator?: EntityTranslator;
}

interface Call {
  caller: Caller;
  texts: Texts;
  /** The records the granting screens show (null: every record of the scope). */
  screenFilter: Condition | null;
}

/** The actions that read; every other action writes. */
const READ_ACTIONS: ReadonlySet<string> = new Set(['view', 'export']);

/** A view (x-view), or an entity whose every property is x-readonly and that has no state actions,
 * is written by the server alone (the operation log): the API refuses its writes whatever a role holds. */
function writtenByServerOnly(entity: RegisteredEntity): boolean {
  if (entity.schema['x-view']) return true;
  return !entity.states && entity.fields.every((field) => entity.readonly.has(field.property));
}

/** The grants narrowed to the screen the caller names (`screen`, a menu leaf he holds): its fixed
 * filter applies even when another of his screens shows every record. An unknown or unheld screen
 * narrows nothing (the caller's reach stays the union of his screens). */
function onScreen(grants: ScreenGrant[], request: FastifyRequest): ScreenGrant[] {
  const screen = (request.query as Record<string, unknown> | undefined)?.screen;
  const named = typeof screen === 'string' ? grants.filter((grant) => grant.leaf === screen) : [];
  return named.length > 0 ? named : grants;
}

/** The report declarations of an entity the reports' paths are routed to (entityPaths.ts). */
function reportsOf(entity: RegisteredEntity): AggregateDeclaration {
  if (!entity.aggregate) throw new Error(`entity ${entity.name} has no reports`);
  return entity.aggregate;
}

/** A record id of a path: a positive integer, else no record can have it. */
function idOf(request: FastifyRequest): number | null {
  const text = (request.params as { id: string }).id;
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null;
}

export function entityService(ctx: AppContext, options: EntityServiceOptions = {}): FastifyPluginAsync {
  const registry = options.registry ?? sharedRegistry();
  const translator = options.translator ?? createTranslator();
  // Shared with other writers of entity records (server/entities/shared.ts).
  const totals = totalsOf(ctx.db);
  const edb = ctx.db as unknown as EntityDb;
  const dialect = dialectOf(ctx.db);

  /** The caller when it may perform `action` on the entity's screen; else answers 403. */
  async function permitted(entity: RegisteredEntity, action: string, request: FastifyRequest, reply: FastifyReply): Promise<Call | null> {
    const texts = { t: request.t, entityT: translator.forHeader(request.headers['accept-language']) };
    const caller = await callerOf(ctx.db, request);
    const writable = READ_ACTIONS.has(action) || !writtenByServerOnly(entity);
    // Parts of another entity's records (x-part-of) are reached through that entity's screens:
    // view (export) to read them, edit to write them; its screens' fixed filters are about its
    // own fields. A part may also have screens of its own (a review queue of the members a
    // fleet takes in), reached as any entity's.
    const owner = entity.schema['x-part-of']?.entity;
    if (owner && writable) {
      const ownerGrants = await screensGranting(ctx.db, caller.role, owner, READ_ACTIONS.has(action) ? action : 'edit', caller.accessVersion);
      if (ownerGrants.length > 0) return { caller, texts, screenFilter: null };
    }
    const grants = writable ? await screensGranting(ctx.db, caller.role, entity.name, action, caller.accessVersion) : [];
    if (grants.length > 0) return { caller, texts, screenFilter: screenFilterOf(entity, onScreen(grants, request)) };
    await reply.send(fail(Status.FORBIDDEN, translate(texts, 'entityApi.error.forbidden', {
      action: texts.entityT(entity.states?.actions[action]?.label ?? `entityApi.permission.${action}`, { defaultValue: action }),
      entity: texts.entityT(entity.schema.title, { defaultValue: entity.name }),
    })));
    return null;
  }

  /** The list's total; `cached`: it came from the totals cache, so it may miss a write another
   * instance made and has not told of yet. `counted`: count even when a total is cached. */
  async function totalOf(entity: RegisteredEntity, scope: ScopeCondition[], query: ListQuery, counted = false): Promise<{ total: number; cached: boolean }> {
    const count = countQuery(edb, entity, scope, query.conditions);
    if (readsKeptCount(edb, query.conditions)) return { total: dialect.parseBigint((await count.executeTakeFirstOrThrow()).total), cached: false };
    const compiled = count.compile();
    const key = `${compiled.sql}\n${JSON.stringify(compiled.parameters)}`;
    const kept = counted ? undefined : totals.get(entity.name, key);
    if (kept !== undefined) return { total: kept, cached: true };
    const total = dialect.parseBigint((await count.executeTakeFirstOrThrow()).total);
    totals.set(entity.name, key, total);
    return { total, cached: false };
  }

  function writeContext(entity: RegisteredEntity, call: Call): WriteContext {
    return { db: ctx.db, registry, entity, caller: call.caller, texts: call.texts, now: ctx.now(), screenFilter: call.screenFilter };
  }

  /** After a committed write: the entity's cached totals are stale, and so may be the to-do
   * counts of the record's branch (the caller's, when the answer carries no record). */
  function afterWrite(entity: RegisteredEntity, call: Call, record: unknown): void {
    totals.forget(entity.name);
    // A dictionary item added, renamed or removed (basic/dict): writes check codes anew.
    if (entity.table === DICTIONARY_ITEM_TABLE) forgetDictionaryCodes(ctx.db);
    if (!feedsToDoCounts(entity)) return;
    const branch = entity.scope.branch ? (record as Record<string, unknown> | null)?.[entity.scope.branch.property] : undefined;
    notifyBranchChanged(ctx.db, typeof branch === 'string' ? branch : call.caller.branchCode);
  }

  /** A write of the API: logged with what it changed (server/oplog) and, sent with an
   * Idempotency-Key, done once (server/idempotency); both inside the write's transaction. */
  async function write(entity: RegisteredEntity, call: Call, request: FastifyRequest, reply: FastifyReply,
    perform: (writeCtx: WriteContext) => Promise<Answer<unknown>>): Promise<Answer<unknown>> {
    const answer = await once(ctx, request, reply, call.caller.partyId, (remember) => {
      const writeCtx = writeContext(entity, call);
      return perform({
        ...writeCtx,
        beforeCommit: async (trx, change, committed) => {
          await logRecordChange(trx, entity, change, operatorOf(call.caller, request), writeCtx.now);
          await remember(trx, committed);
        },
      });
    });
    if (answer.status === Status.OK) afterWrite(entity, call, answer.data);
    return answer;
  }

  /** The list query within the caller's reach: the reach's filters before the caller's own. */
  function narrowed(query: ListQuery, reach: Reach): ListQuery {
    return reach.filters.length === 0 ? query : { ...query, conditions: [...reach.filters, ...query.conditions] };
  }

  /** The branch's exportable quantity: the largest batch one export call writes. */
  async function exportBatchOf(branchCode: string): Promise<number> {
    const config = await ctx.db.selectFrom('branch_config').select('config_value')
      .where('branch_code', '=', branchCode).where('config_key', '=', BranchConfigKey.exportableQuantity).executeTakeFirst();
    return exportableQuantity(config?.config_value);
  }

  /** An export's request (one batch of the list query, the columns, the selection), or the
   * refusal to answer. `columns` and `ids` are the export's own parameters (exportColumns.ts). */
  function exportPlanOf(entity: RegisteredEntity, input: Record<string, unknown>, call: Call, batch: number): { request: ExportRequest } | { answer: Answer<unknown> } {
    const { columns: columnsParam, ids: idsParam, fileName: _fileName, lang, ...params } = input;
    // A download the browser starts itself carries the console's language as `lang`.
    const entityT = typeof lang === 'string' ? translator.forHeader(lang) : call.texts.entityT;
    if (!entity.validateExport(params)) return { answer: invalidAnswer(call.texts, describeErrors(call.texts, entity.validateExport.errors)) };
    const query = listQueryOf(entity, params, { pageSize: batch, sort: entity.defaultSort });
    if (query.pageSize > batch) return { answer: invalidAnswer(call.texts, [fieldError(call.texts, '/pageSize', 'validation.maximum', { limit: batch })]) };
    const columns = exportColumnsOf(entity, columnsParam, entityT);
    const ids = selectedIdsOf(idsParam);
    for (const refused of [columns, ids]) {
      if (refused && 'invalid' in refused) return { answer: invalidAnswer(call.texts, [fieldError(call.texts, refused.invalid, 'validation.invalid')]) };
    }
    const selected = Array.isArray(ids) ? { ...query, pageNum: 1, pageSize: ids.length, conditions: [...query.conditions, { column: entity.primaryKey.column, op: 'in' as const, value: ids }] } : query;
    const reach = reachOf(entity, call.caller, call.screenFilter);
    return {
      request: {
        db: ctx.db, entity, scope: reach?.scope ?? null, query: reach ? narrowed(selected, reach) : selected,
        columns: columns as ExportColumn[], masked: new Set(maskedFields(entity, call.caller).map((f) => f.property)), entityT,
      },
    };
  }

  function notFound(texts: Texts) {
    return fail(Status.NOT_FOUND, translate(texts, 'entityApi.error.notFound'));
  }

  const tree = treeEndpoints({ db: ctx.db, permitted, write, idOf, notFound });

  const endpoints: EntityEndpoints = {
    async list(entity, request, reply) {
      const call = await permitted(entity, 'view', request, reply);
      if (!call) return reply;
      const params = readParams(request);
      if (!entity.validateList(params)) return invalidAnswer(call.texts, describeErrors(call.texts, entity.validateList.errors));
      const query = listQueryOf(entity, params, { pageSize: DEFAULT_PAGE_SIZE, sort: entity.defaultSort });
      const paging = { pageNum: query.pageNum, pageSize: query.pageSize };
      const reach = reachOf(entity, call.caller, call.screenFilter);
      if (reach === null) return ok(listAnswer([], 0, paging));
      const reached = narrowed(query, reach);
      const kept = await totalOf(entity, reach.scope, reached);
      // A page read from the other end is placed by the total: a cached one may be stale.
      const { total } = kept.cached && readFromTheEnd(reached, kept.total) ? await totalOf(entity, reach.scope, reached, true) : kept;
      const { select, mirrored } = pageQuery(edb, entity, reach.scope, reached, total);
      const rows = await select.execute();
      if (mirrored) rows.reverse();
      const mask = recordMasker(entity, call.caller);
      const records = await decorated(ctx.db, entity, rows.map((row) => recordOf(entity, row)));
      return ok(listAnswer(records.map(mask), total, paging));
    },

    async export(entity, request, reply) {
      const call = await permitted(entity, 'export', request, reply);
      if (!call) return reply;
      const batch = await exportBatchOf(call.caller.branchCode);
      const plan = exportPlanOf(entity, readParams(request), call, batch);
      if ('answer' in plan) return plan.answer;
      const stream = await exportStream(plan.request);
      return reply.type(XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(entity.name)}.xlsx`)
        .send(stream);
    },

    // An export of more than one batch (server/exports): a job writing one file per batch.
    async exportJob(entity, request, reply) {
      const call = await permitted(entity, 'export', request, reply);
      if (!call) return reply;
      const batch = await exportBatchOf(call.caller.branchCode);
      const body = (request.body ?? {}) as Record<string, unknown>;
      const plan = exportPlanOf(entity, { ...body, pageNum: 1, pageSize: batch }, call, batch);
      if ('answer' in plan) return plan.answer;
      const { scope, query } = plan.request;
      const total = scope === null ? 0 : (await totalOf(entity, scope, query)).total;
      if (total > MAX_EXPORT_JOB_ROWS) return fail(Status.INVALID_PAYLOAD, translate(call.texts, 'server.exports.tooManyRows', { limit: MAX_EXPORT_JOB_ROWS }));
      if (await exportJobs(ctx).openJobsOf(call.caller.partyId) >= MAX_OPEN_JOBS_PER_PARTY) {
        return fail(Status.TOO_MANY_REQUESTS, translate(call.texts, 'server.exports.tooManyJobs', { limit: MAX_OPEN_JOBS_PER_PARTY }));
      }
      return ok(await exportJobs(ctx).create({ caller: call.caller, request: plan.request, total, batch, fileName: body.fileName, language: typeof body.lang === 'string' ? body.lang : request.headers['accept-language'] }));
    },

    // Reports (docs/contracts.md "Reports"): the list's permission, scope and filters. Called
    // for entities that declare x-dimensions (entityPaths.ts).
    async aggregate(entity, request, reply) {
      const aggregate = reportsOf(entity);
      const call = await permitted(entity, 'view', request, reply);
      if (!call) return reply;
      const params = readParams(request);
      if (!aggregate.validate(params)) return invalidAnswer(call.texts, describeErrors(call.texts, aggregate.validate.errors));
      const query = aggregateQueryOf(entity, params, call.texts, DEFAULT_PAGE_SIZE);
      if (Array.isArray(query)) return invalidAnswer(call.texts, query);
      return ok(await aggregateOf(ctx.db, entity, reachOf(entity, call.caller, call.screenFilter), query));
    },

    async aggregateExport(entity, request, reply) {
      const aggregate = reportsOf(entity);
      const call = await permitted(entity, 'export', request, reply);
      if (!call) return reply;
      const params = readParams(request);
      if (!aggregate.validateExport(params)) return invalidAnswer(call.texts, describeErrors(call.texts, aggregate.validateExport.errors));
      const batch = await exportBatchOf(call.caller.branchCode);
      const query = aggregateQueryOf(entity, params, call.texts, batch);
      if (Array.isArray(query)) return invalidAnswer(call.texts, query);
      if (query.pageSize > batch) return invalidAnswer(call.texts, [fieldError(call.texts, '/pageSize', 'validation.maximum', { limit: batch })]);
      const answer = await aggregateOf(ctx.db, entity, reachOf(entity, call.caller, call.screenFilter), query);
      const stream = await aggregateExportStream({ db: ctx.db, entity, query, answer, entityT: call.texts.entityT, headers: exportHeadersOf(params.headers) });
      return reply.type(XLSX_MEDIA_TYPE)
        .header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(`${entity.name}-aggregate`)}.xlsx`)
        .send(stream);
    },

    // Trees (x-parent): children one level at a time, and moving a node.
    children: tree.children,
    move: tree.move,

    // The fields the caller's branch requires beyond the schema (systemManage/fieldRequired):
    // the console's forms mark them required, as the writes do (payloads.ts).
    async requiredFields(entity, request, reply) {
      const call = await permitted(entity, 'view', request, reply);
      if (!call) return reply;
      return ok(await branchRequired(ctx.db, entity, call.caller.branchCode));
    },

    async get(entity, request, reply) {
      const call = await permitted(entity, 'view', request, reply);
      if (!call) return reply;
      const id = idOf(request);
      if (id === null) return notFound(call.texts);
      return readRecord({ db: ctx.db, registry, entity, caller: call.caller, texts: call.texts, screenFilter: call.screenFilter }, id);
    },

    // The record's history, to whoever may read the record (readRecord checks its reach).
    async history(entity, request, reply) {
      const call = await permitted(entity, 'view', request, reply);
      if (!call) return reply;
      const id = idOf(request);
      if (id === null) return notFound(call.texts);
      const record = await readRecord({ db: ctx.db, registry, entity, caller: call.caller, texts: call.texts, screenFilter: call.screenFilter }, id);
      if (record.status !== Status.OK) return record;
      return ok(await historyOf(ctx.db, entity, call.caller, id));
    },

    async create(entity, request, reply) {
      const call = await permitted(entity, 'add', request, reply);
      if (!call) return reply;
      return write(entity, call, request, reply, (writeCtx) => createRecord(writeCtx, request.body));
    },

    async update(entity, request, reply) {
      const call = await permitted(entity, 'edit', request, reply);
      if (!call) return reply;
      const id = idOf(request);
      if (id === null) return notFound(call.texts);
      return write(entity, call, request, reply, (writeCtx) => updateRecord(writeCtx, id, request.body));
    },

    async remove(entity, request, reply) {
      const call = await permitted(entity, 'remove', request, reply);
      if (!call) return reply;
      const id = idOf(request);
      if (id === null) return notFound(call.texts);
      return write(entity, call, request, reply, (writeCtx) => removeRecord(writeCtx, id));
    },

    // One of the entity's state actions (entityPaths.ts checks the entity declares it).
    async action(entity, action, request, reply) {
      const call = await permitted(entity, action, request, reply);
      if (!call) return reply;
      const id = idOf(request);
      if (id === null) return notFound(call.texts);
      return write(entity, call, request, reply, (writeCtx) => performAction(writeCtx, id, action, request.body));
    },
  };

  // An x-handwritten entity's endpoints are written by hand (server/routes).
  const generic = registry.all.filter((entity) => !entity.schema['x-handwritten']);
  return async (app) => registerEntityPaths(app, generic, endpoints);
}
