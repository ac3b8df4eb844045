// tabs: status tabs filter an exactly filterable field by codes of its dictionary; counts need
// the field to be a dimension. Nested blocks are checked by the page's walk.
import type { TabsBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkTabsBlock: BlockCheck<TabsBlock> = (checker, block, pointer) => {
  block.tabs.forEach((tab, t) => checker?.key(`${pointer}/tabs/${t}/title`, tab.title));
  // A dates tab: a date field the server filters by range, and a range that is not empty.
  block.tabs.forEach((tab, t) => {
    if (!tab.dates || !checker) return;
    const base = `${pointer}/tabs/${t}/dates`;
    // With the block's field, a dates tab may keep a code of it too (已签署 and ending within 30 days).
    if (tab.value !== undefined && !block.field) checker.problems.push(at(checker.source, `${pointer}/tabs/${t}/value`, 'a tab value needs the tabs block\'s "field"'));
    const field = checker.field(`${base}/field`, tab.dates.field);
    if (field && field['x-filter'] !== 'range') checker.problems.push(at(checker.source, `${base}/field`, `"${tab.dates.field}" needs x-filter "range" for a dates tab`));
    if (tab.dates.fromDays === undefined && tab.dates.toDays === undefined) checker.problems.push(at(checker.source, base, 'a dates tab needs fromDays or toDays'));
    if (tab.dates.fromDays !== undefined && tab.dates.toDays !== undefined && tab.dates.fromDays > tab.dates.toDays)
      checker.problems.push(at(checker.source, base, 'fromDays is after toDays: the tab would show nothing'));
  });
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
