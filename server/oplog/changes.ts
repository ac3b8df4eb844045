// What a write changed, as the operation log keeps it: the fields whose value differs before and
// after (every field holding a value, for a create or a removal), never the record's own times;
// a masked field (x-mask) stays masked, long texts are shortened, and the whole fits its column.
import type { EntityDefinition } from '../entities/definition';
import { maskedValue } from '../entities/masking';
import type { EntityRecord } from '../entities/records';

export type Values = Record<string, unknown>;

export interface FieldChanges {
  /** Each changed field's value before the write; null for a create. */
  before: Values | null;
  /** Each changed field's value after it; null for a removal. */
  after: Values | null;
}

/** The log's before / after columns hold at most this many characters each. */
export const CHANGES_MAX_LENGTH = 20_000;
/** A value longer than this (a long remark, a list of files) is cut, ending in `…`. */
const VALUE_MAX_LENGTH = 500;
const RECORD_TIMES: ReadonlySet<string> = new Set(['gmtCreated', 'gmtModified']);

const absent = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const same = (a: unknown, b: unknown): boolean => (absent(a) && absent(b)) || JSON.stringify(a) === JSON.stringify(b);

/** The changed fields of two snapshots (null: the record did not exist on that side), each value
 * passed through `shown` (masking). */
export function changesOf(before: Values | null, after: Values | null, shown: (name: string, value: unknown) => unknown = (_, v) => v): FieldChanges {
  const names = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = names.filter((name) => !same(before?.[name], after?.[name]));
  // A field emptied or filled by the write shows as null on its empty side.
  const side = (values: Values | null): Values | null => values && Object.fromEntries(
    changed.map((name) => [name, absent(values[name]) ? null : shown(name, values[name])]),
  );
  return { before: side(before), after: side(after) };
}

/** The changes of an entity record's write: its primary key and times left out, masked fields masked. */
export function recordChanges(entity: EntityDefinition, before: EntityRecord | null, after: EntityRecord | null): FieldChanges {
  const kept = (record: EntityRecord | null): Values | null => record && Object.fromEntries(
    Object.entries(record).filter(([name]) => name !== entity.primaryKey.property && !RECORD_TIMES.has(name)),
  );
  return changesOf(kept(before), kept(after), (name, value) => {
    const field = entity.byProperty.get(name);
    return field ? maskedValue(field, value) : value;
  });
}

function shortened(value: unknown, limit: number): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === undefined || [...text].length <= limit) return value;
  return `${[...text].slice(0, limit).join('')}…`;
}

/** One side as the column stores it: JSON, each value at most VALUE_MAX_LENGTH characters; when
 * even so too long for the column, shorter still. */
export function storedChanges(values: Values | null): string | null {
  if (values === null || Object.keys(values).length === 0) return null;
  for (const limit of [VALUE_MAX_LENGTH, 100, 20]) {
    const text = JSON.stringify(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shortened(value, limit)])));
    if (text.length <= CHANGES_MAX_LENGTH) return text;
  }
  return JSON.stringify({ '…': Object.keys(values).length }).slice(0, CHANGES_MAX_LENGTH);
}
