// Hierarchical entities (x-parent): which field holds a record's parent, which names a node and
// which orders siblings. The tree endpoints (treeRoutes.ts), the checks of writes
// (treeWrites.ts) and the queries (treeQuery.ts) read the entity's tree from here.
import type { EntityDefinition, EntityField } from './definition';

export interface EntityTree {
  /** Holds the parent record's primary key; absent on a root. */
  parent: EntityField;
  /** Names a node. */
  label: EntityField;
  /** Orders siblings (ascending, the primary key breaking ties); absent: the primary key alone. */
  order?: EntityField;
}

const trees = new WeakMap<EntityDefinition, EntityTree | null>();

/** The entity's tree, or null when it declares no x-parent. */
export function treeOf(entity: EntityDefinition): EntityTree | null {
  if (trees.has(entity)) return trees.get(entity)!;
  const declared = entity.schema['x-parent'];
  const field = (property: string): EntityField => {
    const found = entity.byProperty.get(property);
    if (!found) throw new Error(`entity ${entity.name}: x-parent names the unknown property "${property}"`);
    return found;
  };
  const tree = declared
    ? { parent: field(declared.field), label: field(declared.label), order: declared.order ? field(declared.order) : undefined }
    : null;
  trees.set(entity, tree);
  return tree;
}
