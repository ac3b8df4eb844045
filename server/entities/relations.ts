// x-relation: a field holding a value of another entity (a plate number, a party code). The
// value must name a record of that entity in the same branch, and the fields the relation fills
// (the name and ID number next to a code) are copied from that record, so a record never names
// another record the platform does not know.
import type { Transaction } from 'kysely';
import type { Database } from '../storage/schema';
import type { EntityDefinition } from './definition';
import { fieldError, type EntityFieldError, type Texts } from './fieldErrors';
import type { EntityDb } from './listQuery';
import { storedScalar, type EntityRecord } from './records';
import type { EntityRegistry } from './registry';

export async function resolveRelations(
  trx: Transaction<Database>, registry: EntityRegistry, entity: EntityDefinition, values: EntityRecord, branchCode: string, texts: Texts,
): Promise<EntityFieldError[]> {
  const errors: EntityFieldError[] = [];
  const edb = trx as unknown as EntityDb;
  for (const field of entity.fields) {
    const relation = field.schema['x-relation'];
    const value = values[field.property];
    if (!relation || value === undefined || value === null || Array.isArray(value)) continue;
    const related = registry.get(relation.entity);
    const valueField = related?.byProperty.get(relation.value);
    if (!related || !valueField) continue;
    let query = edb.selectFrom(related.table).selectAll().where(valueField.column, '=', value as string | number);
    if (related.scope.branch) query = query.where(related.scope.branch.column, '=', branchCode);
    // x-relation where: only records holding these values may be chosen.
    for (const [property, expected] of Object.entries(relation.where ?? {})) {
      const column = related.byProperty.get(property)?.column;
      if (!column) continue;
      query = Array.isArray(expected)
        ? query.where(column, 'in', expected.map(storedScalar))
        : query.where(column, '=', storedScalar(expected));
    }
    const row = await query.limit(1).executeTakeFirst();
    if (!row) {
      errors.push(fieldError(texts, `/${field.property}`, 'entityApi.error.relationNotFound', { value: String(value) }));
      continue;
    }
    for (const [mine, theirs] of Object.entries(relation.fill ?? {})) {
      const source = related.byProperty.get(theirs);
      if (!entity.byProperty.has(mine) || !source) continue;
      const copied = row[source.column];
      if (copied !== null && copied !== undefined) values[mine] = copied;
    }
  }
  return errors;
}
