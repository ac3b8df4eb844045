// summary: declared measures of the block's entity.
import type { SummaryBlock } from '../../../../src/core/generated/page-language';
import type { BlockCheck } from './index';
import { checkLabels } from './labels';

export const checkSummaryBlock: BlockCheck<SummaryBlock> = (checker, block, pointer) => {
  checker.key(`${pointer}/title`, block.title);
  block.measures.forEach((ref, i) => checker.measure(`${pointer}/measures/${i}`, ref));
  checkLabels(checker, pointer, block.labels, block.measures);
};
