// tree: the entity is hierarchical (x-parent); the label and the page filter it sets are fields.
import type { TreeBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkTreeBlock: BlockCheck<TreeBlock> = (checker, block, pointer, { page, context }) => {
  checker.field(`${pointer}/labelField`, block.labelField);
  if (!(checker.entity as { 'x-parent'?: unknown })['x-parent'])
    checker.problems.push(at(checker.source, pointer, `entity "${checker.entityName}" is not hierarchical (no x-parent)`));
  if (block.filterField && page.entity) {
    const listed = context.entities.get(page.entity);
    if (listed && !listed.properties[block.filterField])
      checker.problems.push(at(checker.source, `${pointer}/filterField`, `"${block.filterField}" is not a field of entity "${page.entity}"`));
  }
};
