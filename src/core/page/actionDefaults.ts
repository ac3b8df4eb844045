// What a state action's dialog offers in its empty fields (x-states actions' `defaults`): the
// moment it opens for "now", another field's value for { copy }. The user may change them.
import { formatDateTime } from '../format/datetime';
import type { StateAction } from '../generated/entity-language';

type Values = Readonly<Record<string, unknown>>;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** The record's values with the action's defaults in the fields it leaves empty. */
export function withActionDefaults(action: Pick<StateAction, 'defaults'>, record: Values, now: Date): Record<string, unknown> {
  const values: Record<string, unknown> = { ...record };
  for (const [field, offered] of Object.entries(action.defaults ?? {})) {
    if (!isEmpty(values[field])) continue;
    const value = offered === 'now' ? formatDateTime(now) : record[offered.copy];
    if (!isEmpty(value)) values[field] = value;
  }
  return values;
}
