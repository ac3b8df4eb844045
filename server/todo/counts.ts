// The to-do counts (the 16 of spec section 9 and those of the later screens), computed from the tables of one branch. A count is
// declared by the entity that answers it (x-todo: the branch's records matching `where`, older
// than some hours or expiring within some days). A key several declarations answer (documents
// of drivers and of vehicles expiring: certificate_expiry) is their sum. A key no entity
// declares yet answers 0 and is listed in NOT_YET_BACKED with what will back it — never an
// invented number.
import type { Expression, SqlBool } from 'kysely';
import type { ToDoCount } from '../../src/core/generated/entity-language';
import type { EntityDefinition } from '../entities/definition';
import type { EntityDb } from '../entities/listQuery';
import type { EntityRegistry } from '../entities/registry';
import { storedScalar } from '../entities/records';
import { sharedRegistry } from '../entities/shared';
import type { Db } from '../storage/database';
import { addMs, DAY_MS, displayTime, HOUR_MS } from '../storage/clock';

/** The to-do keys in the order of spec section 9 (the order the console shows them in). */
export const TODO_KEYS = [
  'auth_driver_count', 'auth_driver_leader_count', 'valuating_count', 'auth_shipper_count', 'auth_count',
  'miss_order_count', 'remit_count', 'urge_remit_count', 'transport_abnormal_count', 'transfer_apply_count',
  'auth_order_count', 'need_invoice', 'certificate_expiry', 'jinchang_charge_warn', 'pay_in_advance_count',
  'shipment_id_card_due_warn', 'contract_expiring',
  'wh_inbound_draft_count', 'wh_outbound_draft_count', 'wh_settlement_approve_count', 'wh_settlement_unpaid_count', 'wh_invoice_issue_count',
  'merchant_review_count', 'bank_notice_unmatched_count', 'merchant_recharge_overdue_count', 'merchant_authorization_expiring_count',
  'city_dispatch_count', 'insurance_failed_count', 'loan_review_count', 'loan_overdue_count',
  'public_enquiry_count',
] as const;

export type ToDoKey = (typeof TODO_KEYS)[number];

/** The counts of a party's own records (x-todo `party`), answered to a shipper or driver caller
 * only, in this order: the contracts waiting for his signature, per contract screen. */
export const PARTY_TODO_KEYS = [
  'shipper_contract_sign', 'storage_contract_sign', 'source_contract_sign', 'carrier_contract_sign', 'transport_contract_sign',
] as const;

export type PartyToDoKey = (typeof PARTY_TODO_KEYS)[number];

/** Keys answered 0 because the data that would resolve them is not built yet, with what will back each. */
export const NOT_YET_BACKED: Readonly<Partial<Record<ToDoKey, string>>> = {
  jinchang_charge_warn: 'the 晋昌 toll-charge integration',
};

/** Whether a write to the entity can change a count: then it refreshes the branch's to-do bar. */
export function feedsToDoCounts(entity: EntityDefinition): boolean {
  return (entity.schema['x-todo'] ?? []).length > 0;
}

const toNumber = (row: { count: string | number | bigint }) => Number(row.count);

function column(entity: EntityDefinition, property: string): string {
  const field = entity.byProperty.get(property);
  if (!field) throw new Error(`entity ${entity.name}: x-todo names the unknown property "${property}"`);
  return field.column;
}

/** One declared count of the branch. Times are China display strings and dates yyyymmdd, which
 * compare correctly as text. */
async function declaredCount(db: Db, entity: EntityDefinition, todo: ToDoCount, branchCode: string, now: Date, party?: { column: string; code: string }): Promise<number> {
  const branch = entity.scope.branch;
  if (!branch) throw new Error(`entity ${entity.name}: x-todo needs a branch scope field`);
  const query = (db as unknown as EntityDb).selectFrom(entity.table).select((eb) => eb.fn.countAll().as('count'))
    .where((eb) => {
      const conditions: Expression<SqlBool>[] = [eb(branch.column, '=', branchCode)];
      if (party) conditions.push(eb(party.column, '=', party.code));
      for (const [property, value] of Object.entries(todo.where)) {
        conditions.push(Array.isArray(value)
          ? eb(column(entity, property), 'in', value.map(storedScalar))
          : eb(column(entity, property), '=', storedScalar(value)));
      }
      if (todo.olderThan) {
        conditions.push(eb(column(entity, todo.olderThan.field), '<', displayTime(addMs(now, -todo.olderThan.hours * HOUR_MS))));
      }
      if (todo.expiresWithin) {
        const limit = displayTime(addMs(now, todo.expiresWithin.days * DAY_MS)).slice(0, 10).replace(/-/g, '');
        const expiry = column(entity, todo.expiresWithin.field);
        conditions.push(eb(expiry, 'is not', null), eb(expiry, '<=', limit));
      }
      return eb.and(conditions);
    });
  return toNumber(await query.executeTakeFirstOrThrow() as { count: number });
}

/** The keys each entity declares, for checks and tests. */
export function declaredToDoKeys(registry: EntityRegistry = sharedRegistry()): string[] {
  return registry.all.flatMap((entity) => (entity.schema['x-todo'] ?? []).filter((todo) => !todo.party).map((todo) => todo.key));
}

/** The party keys each entity declares (x-todo `party`). */
export function declaredPartyToDoKeys(registry: EntityRegistry = sharedRegistry()): string[] {
  return registry.all.flatMap((entity) => (entity.schema['x-todo'] ?? []).filter((todo) => todo.party).map((todo) => todo.key));
}

/** A shipper's or driver's own counts: the party declarations over his records (the entity's
 * x-scope field of his scope kind; an entity without one counts nothing for him). */
export async function countPartyToDos(db: Db, branchCode: string, kind: 'shipper' | 'driver', code: string, now: Date, registry: EntityRegistry = sharedRegistry()): Promise<Record<PartyToDoKey, number>> {
  const counts = Object.fromEntries(PARTY_TODO_KEYS.map((key) => [key, 0])) as Record<PartyToDoKey, number>;
  for (const entity of registry.all) {
    const column = entity.scope[kind]?.column;
    for (const todo of (entity.schema['x-todo'] ?? []).filter((declared) => declared.party)) {
      if (!column || !(todo.key in counts)) continue;
      counts[todo.key as PartyToDoKey] += await declaredCount(db, entity, todo, branchCode, now, { column, code });
    }
  }
  return counts;
}

/** Every count of the branch, keyed by to-do key. */
export async function countToDos(db: Db, branchCode: string, now: Date, registry: EntityRegistry = sharedRegistry()): Promise<Record<ToDoKey, number>> {
  const counts = Object.fromEntries(TODO_KEYS.map((key) => [key, 0])) as Record<ToDoKey, number>;
  const declared = registry.all.flatMap((entity) => (entity.schema['x-todo'] ?? []).filter((todo) => !todo.party).map((todo) => ({ entity, todo })));
  const values = await Promise.all(declared.map(({ entity, todo }) => declaredCount(db, entity, todo, branchCode, now)));
  declared.forEach(({ todo }, index) => { counts[todo.key as ToDoKey] += values[index]; });
  return counts;
}
