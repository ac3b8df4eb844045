// reportDesigner: the saved definitions are records of the block's entity, which holds what the
// designer writes (schemas/entities/customReport.json) and is served by hand (x-handwritten: its
// sources, run and export endpoints).
import type { ReportDesignerBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const DESIGNER_FIELDS = ['reportName', 'sourceEntity', 'dimensions', 'measures', 'filters', 'chartType', 'sortField', 'sortType', 'sharedRoles', 'ownerCode', 'ownerName'] as const;

export const checkReportDesignerBlock: BlockCheck<ReportDesignerBlock> = (checker, block, pointer) => {
  checker.key(`${pointer}/title`, block.title);
  const missing = DESIGNER_FIELDS.filter((name) => !checker.entity.properties[name]);
  if (missing.length > 0) checker.problems.push(at(checker.source, pointer, `entity "${checker.entityName}" cannot hold report definitions: it lacks ${missing.join(', ')}`));
  if (!checker.entity['x-handwritten']) checker.problems.push(at(checker.source, pointer, `entity "${checker.entityName}" must be served by hand (x-handwritten): its sources, run and export endpoints`));
};
