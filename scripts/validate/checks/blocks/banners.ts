// banners: nothing beyond the language (the placement is free text the server answers for).
import type { BannersBlock } from '../../../../src/core/generated/page-language';
import type { BlockCheck } from './index';

export const checkBannersBlock: BlockCheck<BannersBlock> = () => undefined;
