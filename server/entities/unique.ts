// x-unique: no two records of a branch share the value. Checked before writing so the caller
// gets a field message (the unique index stays the final guard).
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import type { EntityDefinition } from './definition';
import { fieldError, type EntityFieldError, type Texts } from './fieldErrors';
import type { EntityDb } from './listQuery';
import type { EntityRecord } from './records';

export async function duplicateErrors(
  trx: Transaction<Database>, entity: EntityDefinition, values: EntityRecord, branchCode: string, ownId: number | null, texts: Texts,
): Promise<EntityFieldError[]> {
  const errors: EntityFieldError[] = [];
  const edb = trx as unknown as EntityDb;
  for (const field of entity.fields) {
    const value = values[field.property];
    if (!field.schema['x-unique'] || value === undefined || value === null) continue;
    let query = edb.selectFrom(entity.table).select(entity.primaryKey.column).where(field.column, '=', value as string | number);
    if (entity.scope.branch) query = query.where(entity.scope.branch.column, '=', branchCode);
    if (ownId !== null) query = query.where(entity.primaryKey.column, '!=', ownId);
    if (await query.limit(1).executeTakeFirst()) {
      errors.push(fieldError(texts, `/${field.property}`, 'entityApi.error.duplicate', { value: String(value) }));
    }
  }
  return errors;
}
