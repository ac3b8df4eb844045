// The checks of each block type, registered by type like the renderers: `npm run validate`
// dispatches every block of a page (shorthand kinds expanded) to the check of its type.
import type { Block, BlockPage } from '../../../../src/core/generated/page-language';
import type { Diagnostic, JsonSource } from '../../diagnostics';
import type { PageChecker, PageContext } from '../pages';
import { checkBannersBlock } from './banners';
import { checkBoardBlock } from './board';
import { checkCardsBlock } from './cards';
import { checkChartBlock } from './chart';
import { checkDetailBlock } from './detail';
import { checkFiltersBlock } from './filters';
import { checkFormBlock } from './form';
import { checkHistoryBlock } from './history';
import { checkMapBlock } from './map';
import { checkMobileActionsBlock } from './mobileActions';
import { checkNoticeBlock } from './notice';
import { checkReportDesignerBlock } from './reportDesigner';
import { checkSpotlightBlock } from './spotlight';
import { checkStatsBlock } from './stats';
import { checkSummaryBlock } from './summary';
import { checkTableBlock } from './table';
import { checkTabsBlock } from './tabs';
import { checkTodoBlock } from './todo';
import { checkTreeBlock } from './tree';
import { checkWelcomeBlock } from './welcome';

export interface BlockCheckScope {
  page: BlockPage;
  source: JsonSource;
  context: PageContext;
  /** Where a check reports what no entity's checker holds (a card of another entity). */
  problems: Diagnostic[];
}

/** Checks one block; `checker` is bound to the block's entity, `pointer` is where the block's
 * properties are in the file. */
export type BlockCheck<B extends Block> = (checker: PageChecker, block: B, pointer: string, scope: BlockCheckScope) => void;

type BlockChecks = { [T in Block['type']]: BlockCheck<Extract<Block, { type: T }>> };

export const blockChecks: BlockChecks = {
  filters: checkFiltersBlock,
  table: checkTableBlock,
  form: checkFormBlock,
  detail: checkDetailBlock,
  stats: checkStatsBlock,
  chart: checkChartBlock,
  summary: checkSummaryBlock,
  tabs: checkTabsBlock,
  tree: checkTreeBlock,
  banners: checkBannersBlock,
  todo: checkTodoBlock,
  welcome: checkWelcomeBlock,
  mobileActions: checkMobileActionsBlock,
  history: checkHistoryBlock,
  cards: checkCardsBlock,
  reportDesigner: checkReportDesignerBlock,
  notice: checkNoticeBlock,
  board: checkBoardBlock,
  map: checkMapBlock,
  spotlight: checkSpotlightBlock,
};

/** Block types that read an entity (the block's or the page's); stats, tabs, banners and todo may not. */
export const BLOCKS_NEEDING_ENTITY = new Set<Block['type']>(['filters', 'table', 'form', 'detail', 'chart', 'summary', 'tree', 'cards', 'reportDesigner', 'notice', 'board']);
