// notice: it reads an endpoint of its entity (the page's or its own, which must exist); its
// title, when given, is a key of the four catalogues.
import type { NoticeBlock } from '../../../../src/core/generated/page-language';
import type { BlockCheck } from './index';

export const checkNoticeBlock: BlockCheck<NoticeBlock> = (checker, block, pointer) => {
  checker.key(`${pointer}/title`, block.title);
};
