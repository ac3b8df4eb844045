// Writes of tree entities (x-parent). A create names its parent in the parent field and goes
// last among its siblings unless it gives an order; an update may change the parent unless
// the new parent is the record itself or lies under it; a node with children cannot be
// removed (its children would lose their place); a move puts a node under another parent (or
// at the root) at a position, renumbering the siblings there.
import type { Transaction } from 'kysely';
import { Status } from '../../src/core/api/status';
import { validatorFor } from '../http/validators';
import { fail, ok, type Answer } from '../http/envelope';
import { displayTime } from '../storage/clock';
import type { Database, EntityRow } from '../storage/schema';
import type { EntityDefinition } from './definition';
import { describeErrors, fieldError, invalidAnswer, translate, type EntityFieldError, type Texts } from './fieldErrors';
import type { EntityDb } from './listQuery';
import { recordMasker } from './masking';
import { recordOf, rowOf, type EntityRecord } from './records';
import { resolveRelations } from './relations';
import { treeOf, type EntityTree } from './tree';
import { findReachable, isSelfOrDescendant, nextOrder, siblingIds } from './treeQuery';
import type { WriteContext } from './writes';

type Ordered = EntityTree & { order: NonNullable<EntityTree['order']> };

const hasOrder = (tree: EntityTree): tree is Ordered => tree.order !== undefined;

/** The body of POST <entity>/<id>/move. */
export interface MoveRequest { parentId: number | null; index?: number }

const validateMove = validatorFor<MoveRequest>('payload', {
  type: 'object',
  additionalProperties: false,
  required: ['parentId'],
  properties: {
    parentId: { anyOf: [{ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }, { type: 'null' }] },
    index: { type: 'integer', minimum: 0, maximum: 1_000_000 },
  },
});

/** The branch a row belongs to, which sets apart the roots of different branches. */
function branchOf(entity: EntityDefinition, row: EntityRow | EntityRecord, byColumn: boolean): { column: string; value: unknown } | null {
  const branch = entity.scope.branch;
  if (!branch) return null;
  return { column: branch.column, value: row[byColumn ? branch.column : branch.property] };
}

function labelOf(tree: EntityTree, row: EntityRow): string {
  return String(row[tree.label.column] ?? '');
}

/** Checks a create's or update's parent (inside its transaction) and places a node that gives
 * no order last among its new siblings. The parent field's existence in the branch is the
 * x-relation check's (relations.ts); this refuses cycles. */
export async function treeParentErrors(trx: Transaction<Database>, entity: EntityDefinition, values: EntityRecord, ownId: number | null, texts: Texts): Promise<EntityFieldError[]> {
  const tree = treeOf(entity);
  if (!tree) return [];
  const edb = trx as unknown as EntityDb;
  const parentValue = values[tree.parent.property];
  const parentId = typeof parentValue === 'number' ? parentValue : null;
  let stored: EntityRow | undefined;
  if (ownId !== null) {
    stored = await edb.selectFrom(entity.table).selectAll().where(entity.primaryKey.column, '=', ownId).executeTakeFirst();
    if (!stored || parentValue === undefined || stored[tree.parent.column] === parentValue) return [];
    if (parentId !== null && await isSelfOrDescendant(trx, entity, tree, ownId, parentId)) {
      const target = await edb.selectFrom(entity.table).selectAll().where(entity.primaryKey.column, '=', parentId).executeTakeFirst();
      return [fieldError(texts, `/${tree.parent.property}`, 'entityApi.error.parentCycle', {
        node: labelOf(tree, stored), target: target ? labelOf(tree, target) : String(parentId),
      })];
    }
  }
  if (hasOrder(tree) && values[tree.order.property] === undefined) {
    const branch = stored ? branchOf(entity, stored, true) : branchOf(entity, values, false);
    values[tree.order.property] = await nextOrder(trx, entity, tree, parentId, branch);
  }
  return [];
}

/** The message refusing to remove a stored node that has children, or null. Children out of
 * the caller's sight count too: they would be left without a parent. */
export async function treeRemovalRefusal(trx: Transaction<Database>, entity: EntityDefinition, row: EntityRow, texts: Texts): Promise<string | null> {
  const tree = treeOf(entity);
  if (!tree) return null;
  const child = await (trx as unknown as EntityDb).selectFrom(entity.table).select(entity.primaryKey.column)
    .where(tree.parent.column, '=', row[entity.primaryKey.column] as number).limit(1).executeTakeFirst();
  return child ? translate(texts, 'entityApi.error.hasChildren', { name: labelOf(tree, row) }) : null;
}

/** Renumbers the new siblings 1..n with the node at `index` (default: last); answers the node's number. */
async function renumber(trx: Transaction<Database>, entity: EntityDefinition, tree: Ordered, node: EntityRow, parentId: number | null, index: number | undefined): Promise<number> {
  const key = entity.primaryKey.column;
  const siblings = (await siblingIds(trx, entity, tree, parentId, branchOf(entity, node, true))).filter((s) => s.id !== Number(node[key]));
  const at = Math.min(index ?? siblings.length, siblings.length);
  const edb = trx as unknown as EntityDb;
  for (const [position, sibling] of siblings.entries()) {
    const wanted = position < at ? position + 1 : position + 2;
    if (Number(sibling.order) !== wanted) {
      await edb.updateTable(entity.table).set({ [tree.order.column]: wanted }).where(key, '=', sibling.id).execute();
    }
  }
  return at + 1;
}

/** POST <entity>/<id>/move: the node under `parentId` (null: a root) at `index` among its new
 * siblings. Refused (422) when the parent is the node or lies under it, or is out of the
 * caller's reach; the node out of reach answers 404. */
export async function moveNode(ctx: WriteContext, id: number, body: unknown): Promise<Answer<unknown>> {
  const { entity, texts } = ctx;
  const tree = treeOf(entity)!;
  if (!validateMove(body)) return invalidAnswer(texts, describeErrors(texts, validateMove.errors));
  const { parentId, index } = body;
  // Every refusal comes before the first write, so answering from inside commits nothing.
  return ctx.db.transaction().execute(async (trx) => {
    const node = await findReachable(trx, ctx, id);
    if (!node) return fail(Status.NOT_FOUND, translate(texts, 'entityApi.error.notFound'));
    const branch = branchOf(entity, node, true);
    const values: EntityRecord = { [tree.parent.property]: parentId };
    if (parentId !== null) {
      const parent = await findReachable(trx, ctx, parentId);
      if (!parent) return fail(Status.INVALID_PAYLOAD, translate(texts, 'entityApi.error.parentNotReachable', { value: String(parentId) }));
      if (await isSelfOrDescendant(trx, entity, tree, id, parentId)) {
        return fail(Status.INVALID_PAYLOAD, translate(texts, 'entityApi.error.parentCycle', { node: labelOf(tree, node), target: labelOf(tree, parent) }));
      }
      // The fields the parent relation fills (a parent's name beside its id) follow the move.
      const errors = await resolveRelations(trx, ctx.registry, entity, values, String(branch?.value ?? ctx.caller.branchCode), texts);
      if (errors.length > 0) return invalidAnswer(texts, errors);
    } else {
      for (const filled of Object.keys(tree.parent.schema['x-relation']?.fill ?? {})) values[filled] = null;
    }
    if (hasOrder(tree)) values[tree.order.property] = await renumber(trx, entity, tree, node, parentId, index);
    values.gmtModified = displayTime(ctx.now);
    const edb = trx as unknown as EntityDb;
    await edb.updateTable(entity.table).set(rowOf(entity, values)).where(entity.primaryKey.column, '=', id).execute();
    const row = await edb.selectFrom(entity.table).selectAll().where(entity.primaryKey.column, '=', id).executeTakeFirstOrThrow();
    const answer = ok(recordMasker(entity, ctx.caller)(recordOf(entity, row)));
    // The operation log and the idempotency key go with the move's transaction.
    await ctx.beforeCommit?.(trx, { action: 'move', id, before: recordOf(entity, node), after: recordOf(entity, row) }, answer);
    return answer;
  });
}
