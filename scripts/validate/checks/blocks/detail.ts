// detail: section titles are keys, section fields exist.
import type { DetailBlock } from '../../../../src/core/generated/page-language';
import type { BlockCheck } from './index';

export const checkDetailBlock: BlockCheck<DetailBlock> = (checker, block, pointer) => {
  block.sections.forEach((section, s) => {
    checker.key(`${pointer}/sections/${s}/title`, section.title);
    section.fields.forEach((name, i) => checker.field(`${pointer}/sections/${s}/fields/${i}`, name));
  });
};
