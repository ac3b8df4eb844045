// Writes one row of the operation log (table operation_log, schemas/entities/operationLog.json).
// Only the server writes it: the entity API refuses every write of an entity it cannot write
// (server/entities/routes.ts), and no route updates or deletes its rows. Called inside the
// logged write's transaction where there is one, so a write and its log row commit together.
import type { Kysely } from 'kysely';
import { displayTime } from '../storage/clock';
import type { Database } from '../storage/schema';
import { changesOf, storedChanges, type FieldChanges, type Values } from './changes';
import type { Operator } from './operator';

/** Dictionary operation_kind (schemas/dictionaries.json). */
export const OperationKind = {
  create: 'create',
  update: 'update',
  remove: 'remove',
  stateAction: 'stateAction',
  signIn: 'signIn',
  signOut: 'signOut',
  passwordChange: 'passwordChange',
  roleChange: 'roleChange',
  permissionChange: 'permissionChange',
} as const;

export type OperationKind = (typeof OperationKind)[keyof typeof OperationKind];

export interface Operation {
  kind: OperationKind;
  /** create, update, remove, a state action's name, signIn, assign... */
  action: string;
  /** An entity's name, or party / role. */
  resource: string;
  recordId?: string | number | null;
  recordNumber?: string | null;
  changes?: FieldChanges;
}

const MAX_TEXT = 64;
const cut = (text: string | number | null | undefined): string | null =>
  text === null || text === undefined || text === '' ? null : [...String(text)].slice(0, MAX_TEXT).join('');

export async function recordOperation(db: Kysely<Database>, operator: Operator, operation: Operation, at: Date): Promise<void> {
  const role = await db.selectFrom('role').select('name').where('code', '=', operator.role).executeTakeFirst();
  await db.insertInto('operation_log').values({
    gmt_created: displayTime(at),
    operator_code: operator.code,
    operator_name: operator.name,
    role_code: operator.role,
    role_name: role?.name ?? null,
    branch_code: operator.branchCode,
    client_address: cut(operator.address) ?? '',
    operation_kind: operation.kind,
    action: operation.action,
    resource: operation.resource,
    record_id: cut(operation.recordId),
    record_number: cut(operation.recordNumber),
    before_values: storedChanges(operation.changes?.before ?? null),
    after_values: storedChanges(operation.changes?.after ?? null),
  }).execute();
}

const OWN_FIELDS: ReadonlySet<string> = new Set(['id', 'gmtCreated', 'gmtModified']);

/** A record made outside the entity API (an app version): its values, without its id and times. */
export async function logCreated(db: Kysely<Database>, operator: Operator, resource: string, record: { id: number } & Values, recordNumber: string, at: Date): Promise<void> {
  const values = Object.fromEntries(Object.entries(record).filter(([name]) => !OWN_FIELDS.has(name)));
  await recordOperation(db, operator, {
    kind: OperationKind.create, action: 'create', resource, recordId: record.id, recordNumber, changes: changesOf(null, values),
  }, at);
}
