// A record payload as the server stores it: text trimmed, blank text absent. A field of only
// spaces (or ideographic spaces) says nothing, so it counts as not filled in: a required field
// is then missing, an optional one is left as it was. Stored text never starts or ends with
// white space, so a search, an export or a uniqueness check sees what the user meant.
import { inputHygieneErrors } from './hygiene';
import { isBlank, pointerToken } from './input';
import { describeAjvErrors, type ValidationMessage } from './messages';

export interface NormalizedPayload {
  values: Record<string, unknown>;
  /** Blank required fields, blank list entries, unstorable text and non-finite numbers. */
  errors: ValidationMessage[];
}

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/** Trims every text of `payload` (its properties and the entries of its lists) and leaves out
 * blank properties. A blank property named in `required` is reported as `validation.required`
 * (an update cannot empty a required field); a blank list entry as `validation.required` at its
 * index. Schema rules are not checked here: validate the returned values with the schema. */
export function normalizePayload(payload: Readonly<Record<string, unknown>>, required: ReadonlySet<string> = new Set()): NormalizedPayload {
  const errors: ValidationMessage[] = describeAjvErrors(inputHygieneErrors(payload));
  const values: Record<string, unknown> = {};
  for (const [property, value] of Object.entries(payload)) {
    if (typeof value === 'string' && isBlank(value)) {
      if (required.has(property)) errors.push({ field: `/${pointerToken(property)}`, key: 'validation.required', params: {} });
      continue;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (typeof item === 'string' && isBlank(item)) errors.push({ field: `/${pointerToken(property)}/${index}`, key: 'validation.required', params: {} });
      });
      values[property] = value.map(trimmed);
      continue;
    }
    values[property] = trimmed(value);
  }
  return { values, errors };
}
