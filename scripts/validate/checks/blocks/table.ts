// table: a records table (columns, actions, sort, dialog form) or a report table (measures of the
// page's dimensions); a report table needs a filters block with groupBy on the page.
import type { Block, TableBlock } from '../../../../src/core/generated/page-language';
import { allBlocks, blocksOf } from '../../../../src/core/page/expandPage';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';
import { checkLabels } from './labels';

export const checkTableBlock: BlockCheck<TableBlock> = (checker, block, pointer, { page, context }) => {
  if (block.related) {
    // A related table: its field filters the table's entity exactly, from names a field of the
    // page's entity, and the page shows one record (a detail block).
    const field = checker.field(`${pointer}/related/field`, block.related.field);
    if (field && field['x-filter'] !== true) checker.problems.push(at(checker.source, `${pointer}/related/field`, `"${block.related.field}" needs x-filter true to list the related records`));
    const pageEntity = page.entity ? context.entities.get(page.entity) : undefined;
    if (pageEntity && !pageEntity.properties[block.related.from])
      checker.problems.push(at(checker.source, `${pointer}/related/from`, `"${block.related.from}" is no field of ${page.entity}`));
    if (!allBlocks(blocksOf(page)).some((b) => b.type === 'detail'))
      checker.problems.push(at(checker.source, `${pointer}/related`, 'a related table belongs on a page that shows one record (a detail block)'));
  }
  if (block.measures) {
    block.measures.forEach((ref, i) => checker.measure(`${pointer}/measures/${i}`, ref));
    const groupBy = allBlocks(blocksOf(page)).find((b): b is Extract<Block, { type: 'filters' }> => b.type === 'filters' && !!b.groupBy);
    if (!groupBy) checker.problems.push(at(checker.source, `${pointer}/measures`, 'a report table needs a filters block with groupBy on the page (the dimensions of its rows)'));
    checkLabels(checker, pointer, block.labels, [...block.measures, ...(groupBy?.groupBy?.options ?? [])]);
    for (const property of ['columns', 'rowActions', 'form', 'selection'] as const)
      if (block[property] !== undefined) checker.problems.push(at(checker.source, `${pointer}/${property}`, `a report table (measures) has no ${property}: its columns are the dimensions and measures`));
    return;
  }
  if (block.labels) checker.problems.push(at(checker.source, `${pointer}/labels`, 'labels name a report table\'s measures (a records table names its columns with label)'));
  if (!block.columns) {
    checker.problems.push(at(checker.source, pointer, 'a table block needs columns (records) or measures (a report)'));
    return;
  }
  block.columns.forEach((column, i) => {
    const base = `${pointer}/columns/${i}`;
    const field = checker.field(`${base}/field`, column.field);
    checker.key(`${base}/label`, column.label);
    checker.dict(`${base}/dict`, column.dict);
    if (field && column.format === 'dict' && !column.dict && !field['x-dict'])
      checker.problems.push(at(checker.source, `${base}/format`, `format "dict" needs a dict: "${column.field}" has no x-dict`));
    if (field && column.sortable && !field['x-sortable'])
      checker.problems.push(at(checker.source, `${base}/sortable`, `"${column.field}" is not sortable (no x-sortable on the entity)`));
  });
  (block.toolbar ?? []).forEach((action, i) => checker.action(`${pointer}/toolbar/${i}`, action, block));
  (block.rowActions ?? []).forEach((action, i) => checker.action(`${pointer}/rowActions/${i}`, action));
  if (block.defaultSort) {
    const field = checker.field(`${pointer}/defaultSort/field`, block.defaultSort.field);
    if (field && !field['x-sortable']) checker.problems.push(at(checker.source, `${pointer}/defaultSort/field`, `"${block.defaultSort.field}" is not sortable (no x-sortable on the entity)`));
  }
  if (block.form) checker.groups(`${pointer}/form/groups`, block.form.groups);
};
