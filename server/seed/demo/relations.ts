// Relations of demo records to records seeded before: which related record a field takes (the
// where filter, one each in order with unique, the demo accounts' share in every state), and
// the lists that point back (a driver's vehicleNumbers are the plates of the vehicles that name
// him).
import type { FieldDemo } from '../../../src/core/generated/entity-language';
import type { DemoParty } from './parties';
import { matches, resolvePath, seededReader, StoredKey, type DemoWorld, type SeededEntity, type SeededRecord } from './world';

/** Per entity and field, what the records made so far have taken. */
export interface Turns {
  /** Per field and state: records seen, and how many of them went to an account. */
  shares: Map<string, { seen: number; taken: number }>;
  /** Per field (and where) with unique: the next related record. */
  cursors: Map<string, number>;
  /** Per field (and where): the related records the where allows, and those of each demo account. */
  candidates: Map<string, { all: SeededRecord[]; byOwner: Map<DemoParty, SeededRecord[]> }>;
}

export const newTurns = (): Turns => ({ shares: new Map(), cursors: new Map(), candidates: new Map() });

/** Whether this record goes to an account, and to which: the first record of each state, then
 * every 1/share-th, the accounts in turn. */
export function accountTurn(turns: Turns, key: string, share: number, accounts: readonly DemoParty[]): DemoParty | undefined {
  const turn = turns.shares.get(key) ?? { seen: 0, taken: 0 };
  turns.shares.set(key, turn);
  const take = Math.ceil((turn.seen + 1) * share) > Math.ceil(turn.seen * share);
  turn.seen += 1;
  if (!take || accounts.length === 0) return undefined;
  const account = accounts[turn.taken % accounts.length];
  turn.taken += 1;
  return account;
}

export interface RelationPick {
  world: DemoWorld;
  turns: Turns;
  /** `<entity>.<field>` */
  field: string;
  target: SeededEntity;
  hint: FieldDemo | undefined;
  /** The record's state, for the accounts' share in every state (asked only then). */
  state: () => string | undefined;
}

/** The related record a new record takes, or undefined when none qualifies. */
export function pickRelated({ world, turns, field, target, hint, state }: RelationPick): SeededRecord | undefined {
  // Each where (a case's own, as a prepayment's waybill by its state) has its own candidates and
  // cursor; with unique, cases whose wheres allow disjoint records never share one.
  const where = hint?.where;
  const key = where ? `${field}?${JSON.stringify(where)}` : field;
  let candidates = turns.candidates.get(key);
  if (!candidates) {
    const all = where
      ? target.records.filter((record) => {
        const reader = seededReader(world, target.entity, record);
        return matches({ resolve: (path) => resolvePath(world, target.entity, reader, path) }, where);
      })
      : target.records;
    const byOwner = new Map<DemoParty, SeededRecord[]>();
    for (const record of all) if (record.owner) byOwner.set(record.owner, [...byOwner.get(record.owner) ?? [], record]);
    candidates = { all, byOwner };
    turns.candidates.set(key, candidates);
  }
  const { all, byOwner } = candidates;
  if (all.length === 0) return undefined;
  if (hint?.unique) {
    const at = turns.cursors.get(key) ?? 0;
    turns.cursors.set(key, at + 1);
    if (at < all.length) return all[at];
  }
  if (hint?.accounts) {
    const account = accountTurn(turns, `${field}:${state() ?? ''}`, hint.accounts, [...byOwner.keys()]);
    if (account) return world.random.pick(byOwner.get(account)!);
  }
  return world.random.pick(all);
}

/** Fills the list fields that point at another entity (x-relation on an array) with the values of
 * that entity's records that point back at the record. */
export function fillBackReferences(world: DemoWorld): void {
  for (const seeded of world.seeded.values()) {
    for (const list of seeded.entity.fields) {
      const relation = list.schema['x-relation'];
      const other = relation && list.schema.type === 'array' ? world.seeded.get(relation.entity) : undefined;
      if (!relation || !other) continue;
      const back = other.entity.fields.filter((f) => f.schema.type !== 'array' && f.schema['x-relation']?.entity === seeded.entity.name);
      for (const pointer of back) {
        for (const record of other.records) {
          const pointed = record.values[pointer.property];
          const target = pointed instanceof StoredKey ? pointed.record : seeded.find(pointer.schema['x-relation']!.value, pointed);
          const value = record.values[relation.value];
          if (!target || value === undefined) continue;
          const values = (target.values[list.property] ?? []) as unknown[];
          if (!values.includes(value) && values.length < (list.schema.maxItems ?? Infinity)) target.values[list.property] = [...values, value];
        }
      }
    }
  }
}
