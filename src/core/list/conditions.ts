// The declarative `when` of a page action (docs/page-language.md): the row's field holds one
// of the listed values. Codes travel as strings or numbers, so values compare by their text.

export interface RowCondition {
  field: string;
  in: readonly (string | number | boolean)[];
}

/** True when there is no condition or the row's value is one of the listed values. */
export function matchesCondition(when: RowCondition | undefined, row: Readonly<Record<string, unknown>>): boolean {
  if (!when) return true;
  const value = row[when.field];
  if (value === undefined || value === null) return false;
  return when.in.some((candidate) => String(candidate) === String(value));
}
