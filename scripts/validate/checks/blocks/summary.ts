// summary: declared measures of the block's entity.
import type { SummaryBlock } from '../../../../src/core/generated/page-language';
import type { BlockCheck } from './index';

export const checkSummaryBlock: BlockCheck<SummaryBlock> = (checker, block, pointer) => {
  checker.key(`${pointer}/title`, block.title);
  block.measures.forEach((ref, i) => checker.measure(`${pointer}/measures/${i}`, ref));
};
