// cards: records of an entity as cards; every named field exists, the where fields filter
// exactly, the sort field sorts.
import type { CardsBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkCardsBlock: BlockCheck<CardsBlock> = (checker, block, pointer) => {
  checker.field(`${pointer}/headingField`, block.headingField);
  if (block.imageField) checker.field(`${pointer}/imageField`, block.imageField);
  if (block.textField) checker.field(`${pointer}/textField`, block.textField);
  if (block.linkField) checker.field(`${pointer}/linkField`, block.linkField);
  (block.metaFields ?? []).forEach((name, i) => checker.field(`${pointer}/metaFields/${i}`, name));
  if (block.where) checker.where(`${pointer}/where`, block.where);
  if (block.defaultSort) {
    const field = checker.field(`${pointer}/defaultSort/field`, block.defaultSort.field);
    if (field && !field['x-sortable']) checker.problems.push(at(checker.source, `${pointer}/defaultSort/field`, `"${block.defaultSort.field}" is not sortable (no x-sortable on the entity)`));
  }
};
