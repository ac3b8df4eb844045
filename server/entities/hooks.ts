// Write hooks: what an entity needs beyond its schema, written by the server module that owns the
// entity (an account's password hash and its roles in another table), registered by entity name.
// The engine calls them; nothing here names an entity. A hook runs inside the write's
// transaction: a refusal it returns (field errors) or an error it throws writes nothing.
import type { Transaction } from 'kysely';
import type { Db } from '../storage/database';
import type { Database } from '../storage/schema';
import type { Caller } from './caller';
import type { EntityFieldError, Texts } from './fieldErrors';
import type { EntityRecord } from './records';

export interface HookContext {
  /** The database outside the transaction (for signals after the commit). */
  db: Db;
  trx: Transaction<Database>;
  caller: Caller;
  texts: Texts;
  now: Date;
}

export interface EntityWriteHooks {
  /** Before a create's row is written: may set read-only and hidden values (`values`, by
   * property; x-transient ones are the payload's), or answer field errors. */
  beforeCreate?: (ctx: HookContext, values: EntityRecord) => Promise<EntityFieldError[] | void>;
  /** Before an update's row is written (the stored record, unmasked, and the values to write). */
  beforeUpdate?: (ctx: HookContext, id: number, stored: EntityRecord, values: EntityRecord) => Promise<EntityFieldError[] | void>;
  /** After a create, update, removal or state action is written, before its answer: `payload`
   * holds what the caller sent (x-transient values included). */
  afterWrite?: (ctx: HookContext, change: { action: string; id: number; before: EntityRecord | null; after: EntityRecord | null }, payload: EntityRecord) => Promise<void>;
  /** Adds what other tables hold (x-transient values) to records read from the entity's table. */
  decorate?: (db: Db | Transaction<Database>, records: EntityRecord[], ids: number[]) => Promise<void>;
}

const hooksByEntity = new Map<string, EntityWriteHooks>();

export function registerEntityHooks(entity: string, hooks: EntityWriteHooks): void {
  hooksByEntity.set(entity, hooks);
}

export function hooksOf(entity: string): EntityWriteHooks | undefined {
  return hooksByEntity.get(entity);
}

/** The records with what the entity's decorate hook adds (ids: their primary keys, in order). */
export async function decorated(db: Db | Transaction<Database>, entity: { name: string; primaryKey: { property: string } }, records: EntityRecord[]): Promise<EntityRecord[]> {
  const decorate = hooksByEntity.get(entity.name)?.decorate;
  if (!decorate || records.length === 0) return records;
  await decorate(db, records, records.map((record) => Number(record[entity.primaryKey.property])));
  return records;
}
