// Every payload of an entity write (create, update, state action) goes the same way: text
// trimmed and blank fields left out (normalizePayload), then the entity's compiled schema. The
// answer names every offending field once, in the caller's language.
import type { ValidateFunction } from 'ajv';
import { normalizePayload } from '../../src/core/validation';
import type { Answer } from '../http/envelope';
import type { EntityDefinition } from './definition';
import { describeErrors, invalidAnswer, translatedErrors, type Texts } from './fieldErrors';
import type { EntityRecord } from './records';

/** The required properties a payload can fill (read-only ones are the server's). */
export function writableRequired(entity: EntityDefinition): ReadonlySet<string> {
  return new Set((entity.schema.required ?? []).filter((property) => !entity.readonly.has(property)));
}

/** The payload normalized and valid for `validate`, or the 422 answer. `required` names the
 * fields that may not be blanked (an update's); a create's missing fields are the schema's to
 * report. `extra` values (scope columns) are added after normalizing, before validating. */
export function checkedPayload(
  texts: Texts, validate: ValidateFunction, payload: EntityRecord, required: ReadonlySet<string> = new Set(), extra: EntityRecord = {},
): { values: EntityRecord } | { answer: Answer<unknown> } {
  const normalized = normalizePayload(payload, required);
  const values = { ...normalized.values, ...extra };
  const errors = translatedErrors(texts, normalized.errors);
  if (!validate(values)) {
    const named = new Set(errors.map((error) => error.field));
    errors.push(...describeErrors(texts, validate.errors).filter((error) => !named.has(error.field)));
  }
  return errors.length > 0 ? { answer: invalidAnswer(texts, errors) } : { values };
}
