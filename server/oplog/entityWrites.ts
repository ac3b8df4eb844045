// The operation log of the generic entity API's writes (server/entities/routes.ts): one row per
// create, update, removal and state action, written inside the write's transaction with the
// fields it changed. Names no entity: the record's business number is its x-number field, else
// its first x-unique field that is not masked.
import type { Transaction } from 'kysely';
import type { EntityDefinition } from '../entities/definition';
import type { EntityRecord } from '../entities/records';
import type { RecordChange } from '../entities/writes';
import type { Database } from '../storage/schema';
import { recordChanges } from './changes';
import type { Operator } from './operator';
import { OperationKind, recordOperation } from './record';

const KIND_OF_ACTION: Record<string, OperationKind> = {
  create: OperationKind.create,
  update: OperationKind.update,
  remove: OperationKind.remove,
  // A tree node moved under another parent: its parent field changed.
  move: OperationKind.update,
};

/** The field that names a record to people, if the entity has one. */
function numberField(entity: EntityDefinition) {
  return entity.fields.find((field) => field.schema['x-number'])
    ?? entity.fields.find((field) => field.schema['x-unique'] && !field.schema['x-mask']);
}

export function recordNumberOf(entity: EntityDefinition, record: EntityRecord | null): string | null {
  const field = numberField(entity);
  const value = field && record?.[field.property];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export async function logRecordChange(trx: Transaction<Database>, entity: EntityDefinition, change: RecordChange, operator: Operator, at: Date): Promise<void> {
  await recordOperation(trx, operator, {
    kind: KIND_OF_ACTION[change.action] ?? OperationKind.stateAction,
    action: change.action,
    resource: entity.name,
    recordId: change.id,
    recordNumber: recordNumberOf(entity, change.after ?? change.before),
    changes: recordChanges(entity, change.before, change.after),
  }, at);
}
