// x-locks: while a record matches a lock's `when`, its listed fields may not change. A lock
// with `reopen` accepts the change and gives the record the reopen values (a reviewed record
// goes back to review); one without refuses it, naming the field and the state. `remove: false`
// refuses removal in that state. Sending the stored value again is not a change. State actions
// are not subject to locks: what an action may do is decided by its from-states.
import type { EntityDefinition, EntityField } from './definition';
import { fieldError, translate, type EntityFieldError, type Texts } from './fieldErrors';
import type { EntityRecord } from './records';

type Lock = NonNullable<EntityDefinition['schema']['x-locks']>[number];
type Scalar = string | number | boolean;

export interface LockedUpdate {
  /** Changes of locked fields that are refused. */
  errors: EntityFieldError[];
  /** Values the record takes because a reopening lock let a change through, else null. */
  reopen: EntityRecord | null;
  /** The changed fields that reopened the record, with their stored and new values. */
  reopenedBy: Record<string, { from: unknown; to: unknown }>;
}

function matches(lock: Lock, record: EntityRecord): boolean {
  return Object.entries(lock.when).every(([property, expected]) => {
    const allowed: Scalar[] = Array.isArray(expected) ? expected : [expected];
    return allowed.some((value) => value === record[property]);
  });
}

/** Whether `sent` differs from the stored value (numbers by value: 2000 equals 2000.0). */
function changes(field: EntityField, stored: unknown, sent: unknown): boolean {
  if (sent === undefined) return false;
  if (field.schema.type === 'number' || field.schema.type === 'integer') return stored === undefined || Number(stored) !== Number(sent);
  if (field.schema.type === 'array') return JSON.stringify(stored ?? []) !== JSON.stringify(sent);
  return stored !== sent;
}

/** The state a lock holds in, as the user reads it: the dictionary names of its `when` values. */
function stateText(entity: EntityDefinition, lock: Lock, record: EntityRecord, texts: Texts): string {
  return Object.keys(lock.when).map((property) => {
    const code = String(record[property]);
    const dictionary = entity.byProperty.get(property)?.schema['x-dict'];
    return dictionary ? texts.entityT(`dict.${dictionary}.${code}`, { defaultValue: code }) : code;
  }).join(texts.entityT('entityApi.listSeparator'));
}

/** What the locks make of an update of the stored `record` with `values`. */
export function lockedUpdate(entity: EntityDefinition, record: EntityRecord, values: EntityRecord, texts: Texts): LockedUpdate {
  const result: LockedUpdate = { errors: [], reopen: null, reopenedBy: {} };
  const refused = new Set<string>();
  for (const lock of entity.schema['x-locks'] ?? []) {
    if (!matches(lock, record)) continue;
    for (const property of lock.fields ?? []) {
      const field = entity.byProperty.get(property);
      if (!field || !changes(field, record[property], values[property])) continue;
      if (lock.reopen) {
        result.reopen = { ...result.reopen, ...lock.reopen };
        result.reopenedBy[property] = { from: record[property] ?? null, to: values[property] };
      } else if (!refused.has(property)) {
        refused.add(property);
        result.errors.push(fieldError(texts, `/${property}`, 'entityApi.error.locked', { state: stateText(entity, lock, record, texts) }));
      }
    }
  }
  return result;
}

/** The message refusing removal of the stored `record`, or null when no lock forbids it. */
export function removalRefusal(entity: EntityDefinition, record: EntityRecord, texts: Texts): string | null {
  const lock = (entity.schema['x-locks'] ?? []).find((candidate) => candidate.remove === false && matches(candidate, record));
  return lock ? translate(texts, 'entityApi.error.lockedRemove', { state: stateText(entity, lock, record, texts) }) : null;
}
