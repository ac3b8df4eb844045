// One line per block type: each renderer is registered under its type, by the loader of its own
// chunk (registry.ts). Adding a block type is one folder under renderers/blocks/, one line here,
// one definition in schemas/page.schema.json and one check in scripts/validate/checks/blocks/.
import { registerBlock } from './registry';

registerBlock('filters', () => import('./filters/FiltersBlock').then((module) => module.FiltersBlock));
registerBlock('table', () => import('./table/TableBlock').then((module) => module.TableBlock));
registerBlock('form', () => import('./form/FormBlock').then((module) => module.FormBlock));
registerBlock('detail', () => import('./detail/DetailBlock').then((module) => module.DetailBlock));
registerBlock('summary', () => import('./summary/SummaryBlock').then((module) => module.SummaryBlock));
registerBlock('stats', () => import('./stats/StatsBlock').then((module) => module.StatsBlock));
registerBlock('chart', () => import('./chart/ChartBlock').then((module) => module.ChartBlock));
registerBlock('tabs', () => import('./tabs/TabsBlock').then((module) => module.TabsBlock));
registerBlock('tree', () => import('./tree/TreeBlock').then((module) => module.TreeBlock));
registerBlock('banners', () => import('./banners/BannersBlock').then((module) => module.BannersBlock));
registerBlock('todo', () => import('./todo/TodoBlock').then((module) => module.TodoBlock));
registerBlock('welcome', () => import('./welcome/WelcomeBlock').then((module) => module.WelcomeBlock));
registerBlock('mobileActions', () => import('./mobileActions/MobileActionsBlock').then((module) => module.MobileActionsBlock));
registerBlock('cards', () => import('./cards/CardsBlock').then((module) => module.CardsBlock));
registerBlock('history', () => import('./history/HistoryBlock').then((module) => module.HistoryBlock));
registerBlock('reportDesigner', () => import('./reportDesigner/ReportDesignerBlock').then((module) => module.ReportDesignerBlock));
registerBlock('notice', () => import('./notice/NoticeBlock').then((module) => module.NoticeBlock));
registerBlock('board', () => import('./board/BoardBlock').then((module) => module.BoardBlock));
registerBlock('map', () => import('./map/MapBlock').then((module) => module.MapBlock));
registerBlock('spotlight', () => import('./spotlight/SpotlightBlock').then((module) => module.SpotlightBlock));
