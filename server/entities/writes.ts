// Create, update, remove and state actions of one entity record. Each runs in one transaction
// and checks everything before writing: a refused payload writes nothing. Read-only properties
// in a payload are ignored (the server sets them); unknown properties are refused by the
// schema (additionalProperties: false); text is stored trimmed (payloads.ts); dictionary codes,
// relations, uniqueness and state locks (locks.ts) are checked inside the transaction.
import type { Transaction } from 'kysely';
import { Status } from '../../src/core/api/status';
import { fail, ok, type Answer } from '../http/envelope';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import { displayTime } from '../storage/clock';
import { dialectOf } from '../storage/dialect';
import type { Caller } from './caller';
import { unknownCodeErrors } from './dictionaryCodes';
import { fieldError, invalidAnswer, translate, type EntityFieldError, type Texts } from './fieldErrors';
import { whereOf, type Condition, type EntityDb } from './listQuery';
import { lockedUpdate, removalRefusal, type LockedUpdate } from './locks';
import { branchRequired, branchRequiredErrors, checkedPayload, writableRequired } from './payloads';
import { recordOf, rowOf, type EntityRecord } from './records';
import type { EntityRegistry, RegisteredEntity } from './registry';
import { resolveRelations } from './relations';
import { lockedScopeProperties, reachOf, scopeValuesForCreate } from './scope';
import { maskedFields, recordMasker } from './masking';
import { fillOnAction, fillOnCreate } from './serverFields';
import { settleDerived } from './derived';
import { duplicateErrors, linkedPartyErrors, uniqueViolationErrors } from './unique';
import { treeParentErrors, treeRemovalRefusal } from './treeWrites';
import { decorated, hooksOf, type HookContext } from './hooks';
import { auditLevelsOf } from '../sysconfig/auditLevels';

export interface WriteContext {
  db: Db;
  registry: EntityRegistry;
  entity: RegisteredEntity;
  caller: Caller;
  texts: Texts;
  now: Date;
  /** The records the screens granting the call show (absent or null: every record of the scope). */
  screenFilter?: Condition | null;
  /** Runs inside the write's transaction once it has succeeded, before the commit (the operation
   * log, the idempotency key): what it writes commits with the record, and if it throws, nothing does. */
  beforeCommit?: (trx: Transaction<Database>, change: RecordChange, answer: Answer<unknown>) => Promise<void>;
}

/** A write as stored: the record before (null for a create) and after (null for a removal), unmasked. */
export interface RecordChange {
  /** create, update, remove or the state action's name. */
  action: string;
  id: number;
  before: EntityRecord | null;
  after: EntityRecord | null;
}

/** Thrown inside a transaction to roll it back with an answer for the caller. */
class Refusal extends Error {
  constructor(readonly answer: Answer<unknown>) { super(answer.msg); }
}

function isPlainObject(value: unknown): value is EntityRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function notFound(texts: Texts): Answer<unknown> {
  return fail(Status.NOT_FOUND, translate(texts, 'entityApi.error.notFound'));
}

function notAnObject(texts: Texts): Answer<unknown> {
  return invalidAnswer(texts, [fieldError(texts, '', 'validation.type.object')]);
}

/** The payload without read-only properties and without the properties named in `drop`. */
function writable(entity: RegisteredEntity, payload: EntityRecord, drop: string[] = []): EntityRecord {
  return Object.fromEntries(Object.entries(payload).filter(([property]) => !entity.readonly.has(property) && !drop.includes(property)));
}

/** The record when it exists within the caller's scope. */
async function findScoped(trx: Transaction<Database> | Db, ctx: Pick<WriteContext, 'entity' | 'caller' | 'screenFilter'>, id: number) {
  const reach = reachOf(ctx.entity, ctx.caller, ctx.screenFilter ?? null);
  if (reach === null) return undefined;
  return (trx as unknown as EntityDb).selectFrom(ctx.entity.table).selectAll()
    .where(ctx.entity.primaryKey.column, '=', id).where(whereOf(trx, reach.scope, reach.filters)).executeTakeFirst();
}

/** Refuses the write, with `found` (lock refusals), when a value is not a code of its
 * dictionary, names no known record or duplicates another record's. */
async function checkReferences(trx: Transaction<Database>, ctx: WriteContext, values: EntityRecord, ownId: number | null, found: EntityFieldError[] = []): Promise<void> {
  const errors: EntityFieldError[] = [
    ...found,
    ...await unknownCodeErrors(ctx.db, trx, ctx.entity, values, ctx.texts),
    ...await resolveRelations(trx, ctx.registry, ctx.entity, values, ctx.caller.branchCode, ctx.texts),
    ...await duplicateErrors(trx, ctx.entity, values, ctx.caller.branchCode, ownId, ctx.texts),
    ...await treeParentErrors(trx, ctx.entity, values, ownId, ctx.texts),
  ];
  if (errors.length > 0) throw new Refusal(invalidAnswer(ctx.texts, errors));
}

/** The answer a write that threw gives: its refusal, or the field errors of a unique index it
 * violated (`values`: what it wrote); anything else is rethrown. */
function answerOf(error: unknown, ctx: WriteContext, values: EntityRecord): Answer<unknown> {
  if (error instanceof Refusal) return error.answer;
  const columns = dialectOf(ctx.db).uniqueViolationColumns(error, ctx.entity.table);
  if (columns) return invalidAnswer(ctx.texts, uniqueViolationErrors(ctx.entity, columns, values, ctx.texts));
  throw error;
}

async function run(ctx: WriteContext, work: (trx: Transaction<Database>) => Promise<Answer<unknown>>, values: EntityRecord = {}): Promise<Answer<unknown>> {
  try {
    return await ctx.db.transaction().execute(work);
  } catch (error) {
    return answerOf(error, ctx, values);
  }
}

/** The record as the write left it (unmasked). */
async function reread(trx: Transaction<Database>, ctx: WriteContext, id: number): Promise<EntityRecord> {
  const row = await (trx as unknown as EntityDb).selectFrom(ctx.entity.table).selectAll()
    .where(ctx.entity.primaryKey.column, '=', id).executeTakeFirstOrThrow();
  return (await decorated(trx, ctx.entity, [recordOf(ctx.entity, row)]))[0]!;
}

function hookContext(trx: Transaction<Database>, ctx: WriteContext): HookContext {
  return { db: ctx.db, trx, caller: ctx.caller, texts: ctx.texts, now: ctx.now };
}

/** Refuses the write with the field errors a write hook answered. */
function refuseWith(ctx: WriteContext, errors: EntityFieldError[] | void): void {
  if (errors && errors.length > 0) throw new Refusal(invalidAnswer(ctx.texts, errors));
}

/** The answer of a successful write (the record as the caller may see it), after `beforeCommit`. */
async function committed(trx: Transaction<Database>, ctx: WriteContext, written: RecordChange, payload: EntityRecord = {}): Promise<Answer<unknown>> {
  // Computed fields, the next record of a series and the latest flags (x-compute, x-latest).
  const change: RecordChange = { ...written, after: await settleDerived(trx, ctx.entity, written.before, written.after) };
  await hooksOf(ctx.entity.name)?.afterWrite?.(hookContext(trx, ctx), change, payload);
  const answer = ok(change.after ? recordMasker(ctx.entity, ctx.caller)(change.after) : null);
  await ctx.beforeCommit?.(trx, change, answer);
  return answer;
}

/** The values a create writes, or the 422 answer refusing the payload. */
function valuesToCreate(ctx: WriteContext, payload: unknown): { values: EntityRecord } | { answer: Answer<unknown> } {
  const { entity, caller, texts } = ctx;
  if (!isPlainObject(payload)) return { answer: notAnObject(texts) };
  return checkedPayload(texts, entity.validateCreate, writable(entity, payload), new Set(), scopeValuesForCreate(entity, caller));
}

async function insertRecord(trx: Transaction<Database>, ctx: WriteContext, values: EntityRecord): Promise<Answer<unknown>> {
  const { entity, caller, now } = ctx;
  await checkReferences(trx, ctx, values, null);
  await fillOnCreate(trx, entity, values, caller, now);
  const linked = await linkedPartyErrors(trx, entity, values, caller.branchCode, ctx.texts);
  if (linked.length > 0) throw new Refusal(invalidAnswer(ctx.texts, linked));
  const payload = { ...values };
  refuseWith(ctx, await hooksOf(entity.name)?.beforeCreate?.(hookContext(trx, ctx), values));
  if (entity.states) values[entity.states.field] = entity.states.initial;
  values.gmtCreated = displayTime(now);
  values.gmtModified = displayTime(now);
  const inserted = await (trx as unknown as EntityDb).insertInto(entity.table).values(rowOf(entity, values))
    .returning(entity.primaryKey.column).executeTakeFirstOrThrow();
  const id = Number(inserted[entity.primaryKey.column]);
  return committed(trx, ctx, { action: 'create', id, before: null, after: await reread(trx, ctx, id) }, payload);
}

export async function createRecord(ctx: WriteContext, payload: unknown): Promise<Answer<unknown>> {
  const prepared = valuesToCreate(ctx, payload);
  if ('answer' in prepared) return prepared.answer;
  return run(ctx, async (trx) => {
    // The fields the caller's branch requires beyond the schema (systemManage/fieldRequired).
    const missing = branchRequiredErrors(ctx.texts, await branchRequired(trx, ctx.entity, ctx.caller.branchCode), prepared.values);
    if (missing.length > 0) throw new Refusal(invalidAnswer(ctx.texts, missing));
    return insertRecord(trx, ctx, prepared.values);
  }, prepared.values);
}

/** createRecord inside the caller's own transaction, for a write that makes the record together
 * with other rows (a driver's sign-up makes his party and his driver record). A refusal writes
 * nothing of the record and answers; rolling back the rest is then the caller's to do. */
export async function createRecordWithin(trx: Transaction<Database>, ctx: WriteContext, payload: unknown): Promise<Answer<unknown>> {
  const prepared = valuesToCreate(ctx, payload);
  if ('answer' in prepared) return prepared.answer;
  try {
    return await insertRecord(trx, ctx, prepared.values);
  } catch (error) {
    return answerOf(error, ctx, prepared.values);
  }
}

export async function updateRecord(ctx: WriteContext, id: number, payload: unknown): Promise<Answer<unknown>> {
  const { entity, caller, texts, now } = ctx;
  if (!isPlainObject(payload)) return notAnObject(texts);
  // A field the caller sees only masked is another party's: the caller cannot change it (and a
  // form sending back the masked text must not overwrite the real value).
  const hidden = maskedFields(entity, caller).map((field) => field.property);
  const prepared = checkedPayload(texts, entity.validateUpdate, writable(entity, payload, [...lockedScopeProperties(entity, caller), ...hidden]), writableRequired(entity));
  if ('answer' in prepared) return prepared.answer;
  const { values } = prepared;
  return run(ctx, async (trx) => {
    const row = await findScoped(trx, ctx, id);
    if (!row) return notFound(texts);
    const stored = recordOf(entity, row);
    const locks = lockedUpdate(entity, stored, values, texts);
    // A branch-required field may not be left empty, whether the payload blanks it or the
    // record, made before the requirement, still lacks it.
    const missing = branchRequiredErrors(texts, await branchRequired(trx, entity, caller.branchCode), { ...stored, ...values });
    await checkReferences(trx, ctx, values, id, [...locks.errors, ...missing]);
    if (locks.reopen) {
      Object.assign(values, locks.reopen);
      // Sent back to review: its approvals start again.
      if (entity.states?.levelField) values[entity.states.levelField] = 0;
      await logReopen(trx, ctx, id, stored, locks);
    }
    const payload = { ...values };
    refuseWith(ctx, await hooksOf(entity.name)?.beforeUpdate?.(hookContext(trx, ctx), id, stored, values));
    values.gmtModified = displayTime(now);
    await (trx as unknown as EntityDb).updateTable(entity.table).set(rowOf(entity, values))
      .where(entity.primaryKey.column, '=', id).execute();
    return committed(trx, ctx, { action: 'update', id, before: stored, after: await reread(trx, ctx, id) }, payload);
  }, values);
}

/** A line of the record's history saying which changes of locked fields reopened it. */
async function logReopen(trx: Transaction<Database>, ctx: WriteContext, id: number, stored: EntityRecord, locks: LockedUpdate): Promise<void> {
  const stateField = ctx.entity.states?.field;
  const from = stateField ? String(stored[stateField] ?? '') : '';
  const to = stateField ? String(locks.reopen?.[stateField] ?? from) : '';
  await trx.insertInto('entity_action_log').values({
    entity: ctx.entity.name, record_id: id, action: 'reopen', from_state: from, to_state: to,
    party_code: ctx.caller.code, payload: JSON.stringify({ changed: locks.reopenedBy }), gmt_created: displayTime(ctx.now),
  }).execute();
}

export async function removeRecord(ctx: WriteContext, id: number): Promise<Answer<unknown>> {
  return run(ctx, async (trx) => {
    const row = await findScoped(trx, ctx, id);
    if (!row) return notFound(ctx.texts);
    const locked = removalRefusal(ctx.entity, recordOf(ctx.entity, row), ctx.texts) ?? await treeRemovalRefusal(trx, ctx.entity, row, ctx.texts);
    if (locked) return fail(Status.INVALID_PAYLOAD, locked);
    await (trx as unknown as EntityDb).deleteFrom(ctx.entity.table).where(ctx.entity.primaryKey.column, '=', id).execute();
    return committed(trx, ctx, { action: 'remove', id, before: recordOf(ctx.entity, row), after: null });
  });
}

export async function readRecord(ctx: Omit<WriteContext, 'now'>, id: number): Promise<Answer<unknown>> {
  const row = await findScoped(ctx.db, ctx, id);
  if (!row) return notFound(ctx.texts);
  const [record] = await decorated(ctx.db, ctx.entity, [recordOf(ctx.entity, row)]);
  return ok(recordMasker(ctx.entity, ctx.caller)(record!));
}

/** A state action: allowed only in its from-states; writes the action's fields, the new state
 * and a line of the record's history (entity_action_log). An action with `review` approves one
 * level of the branch's 审核配置 at a time (reviewStep). The row is updated only while it is
 * still in the state (and level) it was read in, so of two reviewers acting at once one wins and
 * the other is told the record changed. */
export async function performAction(ctx: WriteContext, id: number, actionName: string, payload: unknown): Promise<Answer<unknown>> {
  const { entity, texts, now, caller } = ctx;
  const states = entity.states!;
  const validate = entity.validateAction.get(actionName)!;
  // An action without fields (approve) may come without a body.
  const body: unknown = payload === undefined || payload === null ? {} : payload;
  if (!isPlainObject(body)) return notAnObject(texts);
  const written: EntityRecord = {};
  return run(ctx, async (trx) => {
    const row = await findScoped(trx, ctx, id);
    if (!row) {
      // Gone from the screen (a review queue), most often because someone else has just decided
      // it: still out of reach (404), but the message says so and names its state.
      const moved = ctx.screenFilter ? await findScoped(trx, { ...ctx, screenFilter: null }, id) : undefined;
      if (!moved) return notFound(texts);
      const state = String(moved[states.fieldColumn]);
      return fail(Status.NOT_FOUND, translate(texts, 'entityApi.error.leftScreen', {
        state: texts.entityT(`dict.${states.dict}.${state}`, { defaultValue: state }),
      }), { state });
    }
    const from = String(row[states.fieldColumn]);
    if (!states.actions[actionName]!.from.includes(from)) return wrongState(ctx, actionName, from);
    const prepared = checkedPayload(texts, validate, body);
    if ('answer' in prepared) return prepared.answer;
    const { values } = prepared;
    await checkReferences(trx, ctx, values, id);
    const stored = recordOf(entity, row);
    const step = await reviewStep(trx, ctx, actionName, stored);
    if ('answer' in step) return step.answer;
    const to = step.to ?? states.actions[actionName]!.to ?? from;
    Object.assign(written, values);
    fillOnAction(entity, actionName, written, now);
    written[states.field] = to;
    if (states.levelField && step.level !== undefined) written[states.levelField] = step.level;
    else if (states.levelField && to !== from && reviewStates(entity).has(to)) written[states.levelField] = 0;
    // A hook may refuse, write other records (the waybill an accepted bid makes) and add values,
    // the state too (an order whose last vehicle is found is 已成交): what it wrote rolls back
    // with any refusal from here on.
    const refusal = await hooksOf(entity.name)?.beforeAction?.(hookContext(trx, ctx), actionName, id, stored, written);
    if (typeof refusal === 'string' && refusal) throw new Refusal(fail(Status.INVALID_PAYLOAD, refusal));
    refuseWith(ctx, typeof refusal === 'string' ? undefined : refusal);
    written.gmtModified = displayTime(now);
    let update = (trx as unknown as EntityDb).updateTable(entity.table).set(rowOf(entity, written))
      .where(entity.primaryKey.column, '=', id).where(states.fieldColumn, '=', from);
    if (states.levelField) update = update.where(levelColumn(entity), '=', Number(stored[states.levelField] ?? 0));
    const result = await update.executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new Refusal(fail(Status.INVALID_PAYLOAD, translate(texts, 'entityApi.error.changedMeanwhile')));
    await trx.insertInto('entity_action_log').values({
      entity: entity.name, record_id: id, action: actionName, from_state: from, to_state: String(written[states.field] ?? to), party_code: caller.code,
      payload: JSON.stringify(step.level !== undefined ? { ...values, reviewLevel: step.level } : values), gmt_created: displayTime(now),
    }).execute();
    return committed(trx, ctx, { action: actionName, id, before: stored, after: await reread(trx, ctx, id) }, values);
  }, written);
}

function wrongState(ctx: WriteContext, actionName: string, from: string): Answer<unknown> {
  const { texts } = ctx;
  const states = ctx.entity.states!;
  const action = states.actions[actionName]!;
  const stateName = (code: string) => texts.entityT(`dict.${states.dict}.${code}`, { defaultValue: code });
  return fail(Status.INVALID_PAYLOAD, translate(texts, 'entityApi.error.wrongState', {
    action: texts.entityT(action.label, { defaultValue: actionName }),
    state: stateName(from),
    allowed: action.from.map(stateName).join(texts.entityT('entityApi.listSeparator')),
  }), { state: from, allowed: action.from });
}

/** The states a review action starts from: a record moved back into one is reviewed afresh. */
function reviewStates(entity: RegisteredEntity): Set<string> {
  return new Set(Object.values(entity.states!.actions).filter((action) => action.review).flatMap((action) => action.from));
}

function levelColumn(entity: RegisteredEntity): string {
  return entity.byProperty.get(entity.states!.levelField!)!.column;
}

/** Where an action with `review` takes the record: `level`, the levels passed after this
 * approval, and `to`, its state (kept until the last level); {} for other actions; or the
 * refusal of a caller whose role does not approve the next level, or who approved the level
 * before (two levels are two people). */
async function reviewStep(trx: Transaction<Database>, ctx: WriteContext, actionName: string, stored: EntityRecord): Promise<{ level?: number; to?: string } | { answer: Answer<unknown> }> {
  const { entity, caller, texts } = ctx;
  const states = entity.states!;
  const action = states.actions[actionName]!;
  if (!action.review || !states.levelField) return {};
  const branch = entity.scope.branch ? String(stored[entity.scope.branch.property] ?? caller.branchCode) : caller.branchCode;
  const levels = await auditLevelsOf(trx, branch, action.review);
  const passed = Math.min(Number(stored[states.levelField] ?? 0), levels.length - 1);
  const next = levels[passed]!;
  if (next.role !== null && next.role !== caller.role) {
    const role = await trx.selectFrom('role').select('name').where('code', '=', next.role).executeTakeFirst();
    return { answer: fail(Status.FORBIDDEN, translate(texts, 'entityApi.error.reviewRole', { level: next.level, role: role?.name ?? next.role })) };
  }
  if (passed > 0) {
    const previous = await trx.selectFrom('entity_action_log').select('party_code')
      .where('entity', '=', entity.name).where('record_id', '=', Number(stored[entity.primaryKey.property]))
      .where('action', '=', actionName).orderBy('id', 'desc').executeTakeFirst();
    if (previous?.party_code === caller.code) return { answer: fail(Status.FORBIDDEN, translate(texts, 'entityApi.error.reviewSamePerson')) };
  }
  const level = passed + 1;
  return level < levels.length ? { level, to: String(stored[states.field]) } : { level, to: action.to };
}
