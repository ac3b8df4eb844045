// detail: section titles are keys, section fields exist; a section showing its documents holds
// at least one upload field.
import type { DetailBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkDetailBlock: BlockCheck<DetailBlock> = (checker, block, pointer) => {
  block.sections.forEach((section, s) => {
    checker.key(`${pointer}/sections/${s}/title`, section.title);
    const fields = section.fields.map((name, i) => checker.field(`${pointer}/sections/${s}/fields/${i}`, name));
    if (section.documents && !fields.some((field) => field?.['x-widget'] === 'upload'))
      checker.problems.push(at(checker.source, `${pointer}/sections/${s}/documents`, 'documents shows upload fields (x-widget: upload): the section has none'));
  });
};
