// x-unique: no two records of a branch share the value (with `{ with: [...] }`: the value
// together with those fields' values). Checked before writing so the caller
// gets a field message; the unique index stays the final guard, and when it fires (two
// concurrent writes, or an index the checks do not know) its violation, as the storage dialect
// reads it (uniqueViolationColumns), is answered as a field error on the index's fields too,
// never as a server error.
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import type { EntityDefinition, EntityField } from './definition';
import { fieldError, type EntityFieldError, type Texts } from './fieldErrors';
import type { EntityDb } from './listQuery';
import type { EntityRecord } from './records';

/** The fields an x-unique value is unique together with (`{ with: [...] }`), besides the branch. */
export function uniqueWith(entity: EntityDefinition, field: EntityField): EntityField[] {
  const unique = field.schema['x-unique'];
  if (typeof unique !== 'object') return [];
  return unique.with.map((property) => entity.byProperty.get(property)).filter((f): f is EntityField => f !== undefined);
}

async function isTaken(
  trx: Transaction<Database>, entity: EntityDefinition, field: EntityField, value: unknown, branchCode: string, ownId: number | null,
  together: EntityRecord = {},
): Promise<boolean> {
  let query = (trx as unknown as EntityDb).selectFrom(entity.table).select(entity.primaryKey.column).where(field.column, '=', value as string | number);
  if (entity.scope.branch) query = query.where(entity.scope.branch.column, '=', branchCode);
  for (const other of uniqueWith(entity, field)) query = query.where(other.column, '=', together[other.property] as string | number);
  if (ownId !== null) query = query.where(entity.primaryKey.column, '!=', ownId);
  return (await query.limit(1).executeTakeFirst()) !== undefined;
}

export async function duplicateErrors(
  trx: Transaction<Database>, entity: EntityDefinition, values: EntityRecord, branchCode: string, ownId: number | null, texts: Texts,
): Promise<EntityFieldError[]> {
  const errors: EntityFieldError[] = [];
  for (const field of entity.fields) {
    const value = values[field.property];
    if (!field.schema['x-unique'] || value === undefined || value === null) continue;
    // Unique together with other fields: checked when the write names them all (an update that
    // leaves them out is guarded by the unique index, answered as a field error too).
    if (uniqueWith(entity, field).some((other) => values[other.property] === undefined || values[other.property] === null)) continue;
    if (await isTaken(trx, entity, field, value, branchCode, ownId, values)) {
      errors.push(fieldError(texts, `/${field.property}`, 'entityApi.error.duplicate', { value: String(value) }));
    }
  }
  return errors;
}

/** x-party-link with x-unique: a new record is linked to the account whose mobile number it
 * gives, and one account has one record. When that account already has a record (its own
 * record may list another number), the number is refused: the caller can fix the number, not
 * the server-set link. */
export async function linkedPartyErrors(
  trx: Transaction<Database>, entity: EntityDefinition, values: EntityRecord, branchCode: string, texts: Texts,
): Promise<EntityFieldError[]> {
  const errors: EntityFieldError[] = [];
  for (const field of entity.fields) {
    const link = field.schema['x-party-link'];
    const value = values[field.property];
    if (!link || !field.schema['x-unique'] || value === undefined || value === null) continue;
    if (await isTaken(trx, entity, field, value, branchCode, null)) {
      errors.push(fieldError(texts, `/${link.mobile}`, 'entityApi.error.partyTaken', { value: String(values[link.mobile] ?? '') }));
    }
  }
  return errors;
}

/** Field errors for a violated unique index: one per field of the index the caller wrote (the
 * branch column scopes the index, it is not the caller's to fix), or one without a field when
 * the index names none. */
export function uniqueViolationErrors(entity: EntityDefinition, columns: string[], values: EntityRecord, texts: Texts): EntityFieldError[] {
  const fields = columns.map((column) => entity.byColumn.get(column)).filter((field): field is EntityField => field !== undefined);
  const named = fields.filter((field) => field !== entity.scope.branch);
  if (named.length === 0) return [fieldError(texts, '', 'entityApi.error.duplicateRecord')];
  return named.map((field) => fieldError(texts, `/${field.property}`, 'entityApi.error.duplicate', { value: String(values[field.property] ?? '') }));
}
