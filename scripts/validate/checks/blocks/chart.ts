// chart: declared measures over a declared dimension (the block's, else the page's group-by);
// a pie shows one measure; a map needs a province dimension.
import type { Block, ChartBlock } from '../../../../src/core/generated/page-language';
import { allBlocks, blocksOf } from '../../../../src/core/page/expandPage';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';
import { checkLabels } from './labels';

export const checkChartBlock: BlockCheck<ChartBlock> = (checker, block, pointer, { page }) => {
  checker.key(`${pointer}/title`, block.title);
  block.measures.forEach((ref, i) => checker.measure(`${pointer}/measures/${i}`, ref));
  if (block.where) checker.where(`${pointer}/where`, block.where);
  if (block.window) checker.window(`${pointer}/window`, block.window);
  const pageGroupBy = allBlocks(blocksOf(page)).find((b): b is Extract<Block, { type: 'filters' }> => b.type === 'filters' && !!b.groupBy)?.groupBy;
  checkLabels(checker, pointer, block.labels, block.measures);
  if (block.thenBy) checker.dimension(`${pointer}/thenBy`, block.thenBy);
  if (block.thenBy && block.chart === 'map') checker.problems.push(at(checker.source, `${pointer}/thenBy`, 'a map shows one dimension'));
  if (block.groupBy) checker.dimension(`${pointer}/groupBy`, block.groupBy);
  else if (!pageGroupBy) checker.problems.push(at(checker.source, pointer, 'a chart needs groupBy, or a filters block with groupBy on the page'));
  if ((block.chart === 'pie' || block.chart === 'map') && block.measures.length > 1)
    checker.problems.push(at(checker.source, `${pointer}/measures`, `a ${block.chart} chart shows one measure`));
  if (block.chart === 'map' && !(block.groupBy ?? '').endsWith(':province'))
    checker.problems.push(at(checker.source, `${pointer}/groupBy`, 'a map groups by a province dimension (<field>:province)'));
};
