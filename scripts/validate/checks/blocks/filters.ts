// filters: every filter names a filterable field; a date range needs x-filter "range"; a
// report's group-by choices are declared dimensions.
import type { FiltersBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkFiltersBlock: BlockCheck<FiltersBlock> = (checker, block, pointer) => {
  block.filters.forEach((filter, i) => {
    const base = `${pointer}/filters/${i}`;
    const field = checker.field(`${base}/field`, filter.field);
    checker.dict(`${base}/dict`, filter.dict);
    checker.key(`${base}/label`, filter.label);
    checker.key(`${base}/placeholder`, filter.placeholder);
    if (field && !field['x-filter']) checker.problems.push(at(checker.source, `${base}/field`, `"${filter.field}" is not filterable (no x-filter on the entity)`));
    else if (field && filter.widget === 'date-range' && field['x-filter'] !== 'range')
      checker.problems.push(at(checker.source, `${base}/widget`, `a date range needs x-filter "range" on "${filter.field}"`));
  });
  if (block.groupBy) {
    block.groupBy.options.forEach((ref, i) => checker.dimension(`${pointer}/groupBy/options/${i}`, ref));
    block.groupBy.default?.forEach((ref, i) => {
      if (!block.groupBy!.options.includes(ref)) checker.problems.push(at(checker.source, `${pointer}/groupBy/default/${i}`, `"${ref}" is not one of the options`));
    });
  }
};
