// Write hooks: what an entity needs beyond its schema, written by the server modules that own a
// rule of the entity (an account's password hash and its roles in another table; the waybill an
// accepted order makes), registered by entity name. Several modules may hook one entity: their
// hooks run in the order registered. The engine calls them; nothing here names an entity. A hook
// runs inside the write's transaction: a refusal it returns (field errors or a message) or an
// error it throws writes nothing.
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
  /** Before a state action's row is written (the stored record, unmasked, and the values the
   * action writes, its new state included; the hook may add values): field errors, or a message
   * refusing the action as a whole (a prepayment over the shipper's limit). */
  beforeAction?: (ctx: HookContext, action: string, id: number, stored: EntityRecord, values: EntityRecord) => Promise<EntityFieldError[] | string | void>;
  /** After a create, update, removal or state action is written, before its answer: `payload`
   * holds what the caller sent (x-transient values included). */
  afterWrite?: (ctx: HookContext, change: { action: string; id: number; before: EntityRecord | null; after: EntityRecord | null }, payload: EntityRecord) => Promise<void>;
  /** Adds what other tables hold (x-transient values) to records read from the entity's table. */
  decorate?: (db: Db | Transaction<Database>, records: EntityRecord[], ids: number[]) => Promise<void>;
}

const hooksByEntity = new Map<string, Map<string, EntityWriteHooks>>();
const composedByEntity = new Map<string, EntityWriteHooks>();

/** Sets a module's hooks on the entity (`owner`: the module; registering again, as every server
 * start in one process does, replaces that module's hooks). */
export function registerEntityHooks(entity: string, hooks: EntityWriteHooks, owner = 'entity'): void {
  const owners = hooksByEntity.get(entity) ?? new Map<string, EntityWriteHooks>();
  owners.set(owner, hooks);
  hooksByEntity.set(entity, owners);
  composedByEntity.set(entity, composed([...owners.values()]));
}

/** One set of hooks running each module's in turn; the first refusal stops the write. */
function composed(list: EntityWriteHooks[]): EntityWriteHooks {
  if (list.length === 1) return list[0]!;
  return {
    beforeCreate: async (ctx, values) => {
      for (const hooks of list) {
        const errors = await hooks.beforeCreate?.(ctx, values);
        if (errors && errors.length > 0) return errors;
      }
    },
    beforeUpdate: async (ctx, id, stored, values) => {
      for (const hooks of list) {
        const errors = await hooks.beforeUpdate?.(ctx, id, stored, values);
        if (errors && errors.length > 0) return errors;
      }
    },
    beforeAction: async (ctx, action, id, stored, values) => {
      for (const hooks of list) {
        const refusal = await hooks.beforeAction?.(ctx, action, id, stored, values);
        if (refusal && refusal.length > 0) return refusal;
      }
    },
    afterWrite: async (ctx, change, payload) => {
      for (const hooks of list) await hooks.afterWrite?.(ctx, change, payload);
    },
    decorate: list.some((hooks) => hooks.decorate) ? async (db, records, ids) => {
      for (const hooks of list) await hooks.decorate?.(db, records, ids);
    } : undefined,
  };
}

export function hooksOf(entity: string): EntityWriteHooks | undefined {
  return composedByEntity.get(entity);
}

/** The records with what the entity's decorate hook adds (ids: their primary keys, in order). */
export async function decorated(db: Db | Transaction<Database>, entity: { name: string; primaryKey: { property: string } }, records: EntityRecord[]): Promise<EntityRecord[]> {
  const decorate = composedByEntity.get(entity.name)?.decorate;
  if (!decorate || records.length === 0) return records;
  await decorate(db, records, records.map((record) => Number(record[entity.primaryKey.property])));
  return records;
}
