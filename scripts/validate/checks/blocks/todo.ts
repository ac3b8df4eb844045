// todo: its title, when given, is a key of the four catalogues.
import type { TodoBlock } from '../../../../src/core/generated/page-language';
import { checkI18nKey } from '../entities';
import type { BlockCheck } from './index';

export const checkTodoBlock: BlockCheck<TodoBlock> = (_checker, block, pointer, { source, context, problems }) => {
  if (block.title) problems.push(...checkI18nKey(source, `${pointer}/title`, block.title, context.catalogues));
};
