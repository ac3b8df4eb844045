// tabs: status tabs filter an exactly filterable field by codes of its dictionary; counts need
// the field to be a dimension. Nested blocks are checked by the page's walk.
import type { TabsBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkTabsBlock: BlockCheck<TabsBlock> = (checker, block, pointer) => {
  block.tabs.forEach((tab, t) => checker?.key(`${pointer}/tabs/${t}/title`, tab.title));
  if (!block.field) {
    block.tabs.forEach((tab, t) => {
      if (tab.value !== undefined) checker?.problems.push(at(checker.source, `${pointer}/tabs/${t}/value`, 'a tab value needs the tabs block\'s "field"'));
    });
    return;
  }
  if (!checker) return;
  block.tabs.forEach((tab, t) => {
    if (tab.value !== undefined) checker.where(`${pointer}/tabs/${t}/value`, { [block.field!]: tab.value });
  });
  if (block.counts) checker.dimension(`${pointer}/field`, block.field);
};
