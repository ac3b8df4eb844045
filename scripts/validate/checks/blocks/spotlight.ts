// spotlight (public pages): its figure, caption and listed values are fields of the page entity;
// its texts are keys of the four catalogues; it reads the link's record, so only a public page has one.
import type { SpotlightBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkSpotlightBlock: BlockCheck<SpotlightBlock> = (checker, block, pointer, { page, source, problems }) => {
  if (!(page as { public?: unknown }).public) problems.push(at(source, `${pointer}/type`, 'a spotlight block reads a public link\'s record: only a public page (pages/public/) may have one'));
  if (block.number) checker.field(`${pointer}/number`, block.number);
  if (block.caption) checker.field(`${pointer}/caption`, block.caption);
  block.show?.forEach((name, i) => checker.field(`${pointer}/show/${i}`, name));
  checker.key(`${pointer}/title`, block.title);
  checker.key(`${pointer}/text`, block.text);
  checker.key(`${pointer}/empty`, block.empty);
  checker.key(`${pointer}/back/label`, block.back?.label);
  if (!block.number && !block.text && !block.show?.length) problems.push(at(source, pointer, 'a spotlight block shows something: number, text or show'));
};
