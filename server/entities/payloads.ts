// Every payload of an entity write (create, update, state action) goes the same way: text
// trimmed and blank fields left out (normalizePayload), then the entity's compiled schema. The
// answer names every offending field once, in the caller's language. A branch may require more
// fields than the schema (branchRequired: systemManage/fieldRequired), checked in the write.
import type { ValidateFunction } from 'ajv';
import type { Kysely } from 'kysely';
import { normalizePayload } from '../../src/core/validation';
import type { Answer } from '../http/envelope';
import type { Database } from '../storage/schema';
import type { EntityDefinition } from './definition';
import { describeErrors, fieldError, invalidAnswer, translatedErrors, type EntityFieldError, type Texts } from './fieldErrors';
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

/** The table of the per-branch required fields (systemManage/fieldRequired, entity fieldRequirement):
 * one row per branch, entity and field; `mandatory` 1 requires the field beyond the schema's. */
export const FIELD_REQUIREMENT_TABLE = 'sys_field_requirement';

/** The fields a branch requires of an entity's writes beyond the schema's `required`: the
 * mandatory rows of the branch for the entity, limited to the properties a payload can fill
 * (not read-only), in the entity's field order. Read on every write, so a change holds at once. */
export async function branchRequired(reader: Kysely<Database>, entity: EntityDefinition, branchCode: string): Promise<string[]> {
  const rows = await (reader as unknown as Kysely<Record<string, { entity_name: string; field_name: string; branch_code: string; mandatory: number }>>)
    .selectFrom(FIELD_REQUIREMENT_TABLE).select('field_name')
    .where('entity_name', '=', entity.name).where('branch_code', '=', branchCode).where('mandatory', '=', 1).execute();
  const named = new Set(rows.map((row) => row.field_name));
  return entity.fields.filter((field) => named.has(field.property) && !entity.readonly.has(field.property)).map((field) => field.property);
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (Array.isArray(value) && value.length === 0);
}

/** `validation.required` for every branch-required field the record would be left without
 * (`record`: the stored record with the payload's values over it; a create's values alone). */
export function branchRequiredErrors(texts: Texts, required: readonly string[], record: EntityRecord): EntityFieldError[] {
  return required.filter((property) => isEmpty(record[property])).map((property) => fieldError(texts, `/${property}`, 'validation.required'));
}
