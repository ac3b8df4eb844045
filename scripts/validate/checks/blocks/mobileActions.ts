// mobileActions: its fields are the page entity's or keys the link's record adds (checked by the
// server's load, not here); its labels and title are keys of the four catalogues; it belongs on
// a public page (it reads the signed link's record).
import type { MobileActionsBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import { checkI18nKey } from '../entities';
import type { BlockCheck } from './index';

export const checkMobileActionsBlock: BlockCheck<MobileActionsBlock> = (_checker, block, pointer, { source, context, problems }) => {
  if (!source.file.replace(/\\/g, '/').startsWith('pages/public/')) problems.push(at(source, pointer, 'a mobileActions block reads the signed link\'s record: public pages only'));
  if (!block.qrField && !block.buttons) problems.push(at(source, pointer, 'a mobileActions block shows a QR code (qrField), buttons, or both'));
  if (block.title) problems.push(...checkI18nKey(source, `${pointer}/title`, block.title, context.catalogues));
  (block.buttons ?? []).forEach((button, i) => {
    problems.push(...checkI18nKey(source, `${pointer}/buttons/${i}/label`, button.label, context.catalogues));
    if (button.kind !== 'print' && !button.field) problems.push(at(source, `${pointer}/buttons/${i}`, `a ${button.kind} button names the field holding its ${button.kind === 'call' ? 'phone number' : 'address'}`));
  });
};
