// The endpoints of tree entities (x-parent), beside the generic ones of routes.ts:
// GET <entity>/children?parentId= — a node's children (no parentId: the roots) in sibling order,
// each with hasChildren, for a tree that loads one level at a time; the list's permission
// (view), data scope and screen filters. POST <entity>/<id>/move { parentId, index? } — the
// edit permission; see treeWrites.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withInputHygiene } from '../../src/core/validation';
import { validatorFor } from '../http/validators';
import { ok, type Answer } from '../http/envelope';
import { readParams } from '../http/params';
import type { Db } from '../storage/database';
import type { Caller } from './caller';
import { describeErrors, invalidAnswer, type Texts } from './fieldErrors';
import type { Condition } from './listQuery';
import { recordMasker } from './masking';
import { recordOf } from './records';
import type { RegisteredEntity } from './registry';
import { reachOf } from './scope';
import { treeOf } from './tree';
import { childRows, type TreeNode } from './treeQuery';
import { moveNode } from './treeWrites';
import type { WriteContext } from './writes';
import type { EntityEndpoints } from './entityPaths';

/** A permitted call, as routes.ts makes it. */
interface TreeCall { caller: Caller; texts: Texts; screenFilter: Condition | null }

/** What the tree endpoints borrow from the generic API: its permission check, its way of running
 * a write and path ids. */
export interface TreeRouteParts {
  db: Db;
  permitted(entity: RegisteredEntity, action: string, request: FastifyRequest, reply: FastifyReply): Promise<TreeCall | null>;
  /** Runs a write as every write of the API runs: logged, once per Idempotency-Key, then the
   * cached totals and to-do counts refreshed. */
  write(entity: RegisteredEntity, call: TreeCall, request: FastifyRequest, reply: FastifyReply, perform: (writeCtx: WriteContext) => Promise<Answer<unknown>>): Promise<Answer<unknown>>;
  idOf(request: FastifyRequest): number | null;
  notFound(texts: Texts): unknown;
}

const validateChildrenQuery = withInputHygiene(validatorFor<{ parentId?: number }>('query', {
  type: 'object',
  additionalProperties: false,
  properties: { parentId: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
}));

/** The tree endpoints, for entities that declare x-parent (entityPaths.ts routes only those here). */
export function treeEndpoints(parts: TreeRouteParts): Pick<EntityEndpoints, 'children' | 'move'> {
  return {
    async children(entity, request, reply) {
      const tree = treeOf(entity);
      if (!tree) throw new Error(`entity ${entity.name} is not a tree`);
      const call = await parts.permitted(entity, 'view', request, reply);
      if (!call) return reply;
      const params = readParams(request);
      if (!validateChildrenQuery(params)) return invalidAnswer(call.texts, describeErrors(call.texts, validateChildrenQuery.errors));
      const reach = reachOf(entity, call.caller, call.screenFilter);
      if (reach === null) return ok([]);
      const mask = recordMasker(entity, call.caller);
      const nodes: TreeNode[] = (await childRows(parts.db, entity, tree, reach, params.parentId ?? null))
        .map(({ row, children }) => ({ ...mask(recordOf(entity, row)), hasChildren: children > 0 }));
      return ok(nodes);
    },

    async move(entity, request, reply) {
      const call = await parts.permitted(entity, 'edit', request, reply);
      if (!call) return reply;
      const id = parts.idOf(request);
      if (id === null) return parts.notFound(call.texts);
      return parts.write(entity, call, request, reply, (writeCtx) => moveNode(writeCtx, id, request.body));
    },
  };
}
