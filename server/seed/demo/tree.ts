// Demo records of a tree entity (x-parent with x-demo tree): one record per declared node, named
// by the x-parent label field and numbered among its siblings by the order field. Nodes go to
// the records in creation order, depth-first, so a parent is created (and stored) before its
// children and each child can name the id its parent was given.
import type { Kysely } from 'kysely';
import type { DemoTreeNode } from '../../../src/core/generated/entity-language';
import type { EntityDefinition } from '../../entities/definition';
import type { EntityDb } from '../../entities/listQuery';
import { rowOf } from '../../entities/records';
import { treeOf } from '../../entities/tree';
import type { Database } from '../../storage/schema';
import { storedValues, type SeededRecord, type StoredKeys, type Values } from './world';

/** One node of the declared tree, flattened: its own values and its parent's place in the list. */
export interface DemoNode { values: Values; parent: number | null }

/** The declared nodes depth-first (a parent before its children); none without x-demo tree. */
export function demoNodes(entity: EntityDefinition): DemoNode[] {
  const declared = entity.schema['x-demo']?.tree;
  if (!declared) return [];
  const tree = treeOf(entity);
  if (!tree) throw new Error(`demo data: ${entity.name} declares x-demo tree without x-parent`);
  const nodes: DemoNode[] = [];
  const visit = (level: DemoTreeNode[], parent: number | null): void => {
    level.forEach((node, position) => {
      const values: Values = { ...node.values, [tree.label.property]: node.label };
      if (tree.order) values[tree.order.property] = position + 1;
      nodes.push({ values, parent });
      if (node.children) visit(node.children, nodes.length - 1);
    });
  };
  visit(declared, null);
  if (nodes.length !== entity.schema['x-demo']!.count) {
    throw new Error(`demo data: ${entity.name} x-demo count is ${entity.schema['x-demo']!.count} but its tree has ${nodes.length} nodes`);
  }
  return nodes;
}

/** Gives node k to the k-th record in creation order (its label, order and parent record). */
export function placeNodes(records: SeededRecord[], nodes: DemoNode[]): void {
  nodes.forEach((node, index) => {
    Object.assign(records[index].values, node.values);
    records[index].parent = node.parent === null ? undefined : records[node.parent];
  });
}

/** Inserts the records one by one in their order (a tree's parents come first), each child
 * naming the id its parent was given; `keys` learns every record's primary key (relations to
 * it are written with it). */
export async function insertEachRecord(trx: Kysely<Database>, entity: EntityDefinition, records: SeededRecord[], keys: StoredKeys): Promise<void> {
  const tree = treeOf(entity);
  const key = entity.primaryKey.column;
  for (const record of records) {
    const own = storedValues(record.values, keys);
    const values = tree && record.parent ? { ...own, [tree.parent.property]: keys.get(record.parent) } : own;
    const inserted = await (trx as unknown as EntityDb).insertInto(entity.table).values(rowOf(entity, values)).returning(key).executeTakeFirstOrThrow();
    keys.set(record, Number(inserted[key]));
  }
}
