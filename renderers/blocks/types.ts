// One line per block type: each renderer is registered under its type. Adding a block type is
// one folder under renderers/blocks/, one line here, one definition in schemas/page.schema.json
// and one check in scripts/validate/checks/blocks/.
import { BannersBlock } from './banners/BannersBlock';
import { BoardBlock } from './board/BoardBlock';
import { CardsBlock } from './cards/CardsBlock';
import { ChartBlock } from './chart/ChartBlock';
import { DetailBlock } from './detail/DetailBlock';
import { FiltersBlock } from './filters/FiltersBlock';
import { FormBlock } from './form/FormBlock';
import { HistoryBlock } from './history/HistoryBlock';
import { registerBlock } from './registry';
import { StatsBlock } from './stats/StatsBlock';
import { SummaryBlock } from './summary/SummaryBlock';
import { TableBlock } from './table/TableBlock';
import { TabsBlock } from './tabs/TabsBlock';
import { TodoBlock } from './todo/TodoBlock';
import { WelcomeBlock } from './welcome/WelcomeBlock';
import { MobileActionsBlock } from './mobileActions/MobileActionsBlock';
import { TreeBlock } from './tree/TreeBlock';
import { NoticeBlock } from './notice/NoticeBlock';
import { ReportDesignerBlock } from './reportDesigner/ReportDesignerBlock';
import { MapBlock } from './map/MapBlock';
import { SpotlightBlock } from './spotlight/SpotlightBlock';

registerBlock('filters', FiltersBlock);
registerBlock('table', TableBlock);
registerBlock('form', FormBlock);
registerBlock('detail', DetailBlock);
registerBlock('summary', SummaryBlock);
registerBlock('stats', StatsBlock);
registerBlock('chart', ChartBlock);
registerBlock('tabs', TabsBlock);
registerBlock('tree', TreeBlock);
registerBlock('banners', BannersBlock);
registerBlock('todo', TodoBlock);
registerBlock('welcome', WelcomeBlock);
registerBlock('mobileActions', MobileActionsBlock);
registerBlock('cards', CardsBlock);
registerBlock('history', HistoryBlock);
registerBlock('reportDesigner', ReportDesignerBlock);
registerBlock('notice', NoticeBlock);
registerBlock('board', BoardBlock);
registerBlock('map', MapBlock);
registerBlock('spotlight', SpotlightBlock);
