// form: editable fields in groups; the redirect is a page.
import type { FormBlock } from '../../../../src/core/generated/page-language';
import type { BlockCheck } from './index';

export const checkFormBlock: BlockCheck<FormBlock> = (checker, block, pointer) => {
  checker.groups(`${pointer}/groups`, block.groups);
  if (block.redirect) checker.page(`${pointer}/redirect`, block.redirect);
};
