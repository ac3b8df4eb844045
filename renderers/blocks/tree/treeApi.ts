// The tree endpoints of an entity with x-parent (docs/contracts.md "Generic entity API"):
// one level of children at a time, and moving a node under another (or to the top).
import { request } from '../../../src/api/http';
import { apiBase, type EntitySchema } from '../../entities';
import type { EntityRecord } from '../../entityApi';

/** A record as the children call answers it: whether it has children of its own. */
export type TreeRecord = EntityRecord & { hasChildren: boolean };

/** The children of `parentId`, or the roots when it is null, in sibling order. */
export async function childrenOf(entity: EntitySchema, parentId: unknown): Promise<TreeRecord[]> {
  const params = parentId === null ? {} : { parentId: String(parentId) };
  return (await request<TreeRecord[]>({ method: 'GET', url: `${apiBase(entity)}/children`, params })).data ?? [];
}

/** Puts the node under `parentId` (null: the top level), last among its new siblings. A refusal
 * (a cycle, a parent out of reach) rejects after the HTTP layer has shown its message. */
export async function moveNode(entity: EntitySchema, id: unknown, parentId: unknown): Promise<EntityRecord> {
  const url = `${apiBase(entity)}/${encodeURIComponent(String(id))}/move`;
  return (await request<EntityRecord>({ method: 'POST', url, data: { parentId } })).data;
}
