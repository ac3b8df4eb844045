// Demo data of every entity with an x-demo declaration, made from the entity schemas alone
// (server/seed/demo/record.ts says how): deterministic (seeded PRNG and the seeding moment),
// valid against the schemas, tied to the demo accounts (a driver account's own record, his
// vehicle and a share of the waybills; the shipper accounts' share of the waybills).
import type { Kysely } from 'kysely';
import { defineEntity, readEntitySchemas, type EntityDefinition, type EntitySchema } from '../../entities/definition';
import { rowOf } from '../../entities/records';
import type { Database, EntityRow } from '../../storage/schema';
import { dictionaryDefinitions } from '../dictionaries';
import { DEMO_BRANCH } from '../organisation';
import { seedEntity, seedingOrder } from './entities';
import { readDemoAccounts, type DemoAccounts } from './parties';
import { placeBook } from './places';
import { createRandom } from './random';
import { fillBackReferences } from './relations';
import { insertEachRecord } from './tree';
import { treeOf } from '../../entities/tree';
import { createWorld, storedValues, StoredKey, type SeededEntity, type SeededRecord, type StoredKeys } from './world';
import { timeAt } from './time';
import type { EntityDb } from '../../entities/listQuery';

export const DEMO_SEED = 20260302;
/** SQLite binds at most 32766 parameters per statement. */
const MAX_PARAMETERS = 30_000;

export interface DemoDataOptions {
  codesDir: string;
  now: Date;
  accounts: DemoAccounts;
  /** The entity schemas (default: schemas/entities). */
  schemas?: EntitySchema[];
  seed?: number;
}

/** The demo records of every entity, in seeding order; nothing is written. */
export function generateDemoData(options: DemoDataOptions): SeededEntity[] {
  const entities = (options.schemas ?? readEntitySchemas()).map(defineEntity);
  const world = createWorld({
    random: createRandom(options.seed ?? DEMO_SEED),
    now: options.now,
    branch: { code: DEMO_BRANCH.code, name: DEMO_BRANCH.name },
    places: placeBook(options.codesDir),
    dictionaries: new Map(dictionaryDefinitions(options.codesDir).map((dictionary) => [dictionary.type, dictionary.items])),
    entities: new Map(entities.map((entity) => [entity.name, entity])),
    accounts: options.accounts,
  });
  for (const entity of seedingOrder(entities)) world.seeded.set(entity.name, seedEntity(world, entity));
  fillBackReferences(world);
  return [...world.seeded.values()];
}

async function insertAll(trx: Kysely<Database>, entity: EntityDefinition, records: Record<string, unknown>[]): Promise<void> {
  // Every row of a statement names every column (absent optional fields are null); the
  // primary key is left to the database.
  // x-transient properties are no column.
  const columns = entity.fields.filter((f) => f !== entity.primaryKey && !entity.transient.has(f.property)).map((f) => f.column);
  const full = records.map((record) => {
    const row = rowOf(entity, record);
    const complete: EntityRow = {};
    for (const column of columns) complete[column] = row[column] ?? null;
    return complete;
  });
  const batch = Math.max(1, Math.floor(MAX_PARAMETERS / columns.length));
  const table = entity.table as 'tms_waybill';
  for (let at = 0; at < full.length; at += batch) await trx.insertInto(table).values(full.slice(at, at + batch)).execute();
}

/** The demo branch's staff account, who made the demo records' decisions. */
async function staffOperator(trx: Kysely<Database>): Promise<string> {
  const staff = await trx.selectFrom('party').select('code').where('username', '=', 'staff').executeTakeFirst();
  return staff?.code ?? '';
}

async function highestId(trx: Kysely<Database>, entity: EntityDefinition): Promise<number> {
  const row = await (trx as unknown as EntityDb).selectFrom(entity.table).select((eb) => eb.fn.max(entity.primaryKey.column).as('id')).executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Each record's way to its state as history lines (entity_action_log, as writes.ts writes
 * them): the records stored after `before`, in order, are the seeded ones. */
async function insertHistory(trx: Kysely<Database>, entity: EntityDefinition, records: SeededRecord[], before: number, operator: string): Promise<void> {
  if (!entity.states || !records.some((record) => record.steps)) return;
  const ids = (await (trx as unknown as EntityDb).selectFrom(entity.table).select(entity.primaryKey.column)
    .where(entity.primaryKey.column, '>', before).orderBy(entity.primaryKey.column).execute()).map((row) => Number(row[entity.primaryKey.column]));
  const lines = records.flatMap((record, index) => (record.steps ?? []).map((step) => {
    const asked = entity.states!.actions[step.action]?.fields ?? [];
    const values = Object.fromEntries(asked.filter((field) => record.values[field] !== undefined && !(record.values[field] instanceof StoredKey)).map((field) => [field, record.values[field]]));
    return {
      entity: entity.name, record_id: ids[index]!, action: step.action, from_state: step.from, to_state: step.to,
      party_code: operator, payload: JSON.stringify(values), gmt_created: timeAt(step.at),
    };
  }));
  const batch = Math.floor(MAX_PARAMETERS / 8);
  for (let at = 0; at < lines.length; at += batch) await trx.insertInto('entity_action_log').values(lines.slice(at, at + batch)).execute();
}

/** Seeds the demo records inside the seeding transaction, after the accounts; answers how many
 * records each entity got. */
export async function seedDemoData(trx: Kysely<Database>, codesDir: string, now: Date): Promise<Record<string, number>> {
  const seeded = generateDemoData({ codesDir, now, accounts: await readDemoAccounts(trx) });
  // Trees and the entities other records point at by primary key are stored one by one, so
  // that their keys are known (seeding order puts them first).
  const keyed = new Set(seeded.flatMap(({ entity }) => entity.fields.flatMap(({ schema }) => {
    const relation = schema.type === 'array' ? undefined : schema['x-relation'];
    const target = relation ? seeded.find((other) => other.entity.name === relation.entity)?.entity : undefined;
    return target && relation!.value === target.primaryKey.property ? [target.name] : [];
  })));
  const keys: StoredKeys = new Map();
  const operator = await staffOperator(trx);
  for (const { entity, records } of seeded) {
    const before = await highestId(trx, entity);
    if (treeOf(entity) || keyed.has(entity.name)) await insertEachRecord(trx, entity, records, keys);
    else await insertAll(trx, entity, records.map((record) => storedValues(record.values, keys)));
    await insertHistory(trx, entity, records, before, operator);
  }
  return Object.fromEntries(seeded.map(({ entity, records }) => [entity.name, records.length]));
}
