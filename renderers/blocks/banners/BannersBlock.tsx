// banners: the branch's banners of one placement, one at a time, turning.
import type { BannersBlock as BannersBlockType } from '../../../src/core/generated/page-language';
import { HomeBanners } from '../../../src/views/home/HomeBanners';
import type { BlockProps } from '../registry';

export function BannersBlock({ block }: BlockProps<BannersBlockType>) {
  return <HomeBanners type={block.bannerType} />;
}
