// history: the page's entity (or the block's) has a state machine whose decisions it lists; its
// title, when given, is a key of the four catalogues.
import type { HistoryBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkHistoryBlock: BlockCheck<HistoryBlock> = (checker, block, pointer) => {
  checker.key(`${pointer}/title`, block.title);
  if (!checker.entity['x-states']) {
    checker.problems.push(at(checker.source, `${pointer}/type`, `entity "${checker.entityName}" has no x-states: it has no history of decisions`));
  }
};
