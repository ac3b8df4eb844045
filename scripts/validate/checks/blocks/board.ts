// board: the group field exists; the lanes' entity (or dictionary) exists with the
// fields named; the card's fields exist and its status is a dictionary field; the drop's and the
// unassigned lane's actions are state actions of the entity and the drop's field is one of the
// action's fields; the card's page exists.
import type { BoardBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import { PageChecker } from '../pages';
import type { BlockCheck } from './index';

export const checkBoardBlock: BlockCheck<BoardBlock> = (checker, block, pointer, { source, context, problems }) => {
  const report = (where: string, message: string) => problems.push(at(source, where, message));
  checker.field(`${pointer}/groupField`, block.groupField);
  const { lanes } = block;
  if (!lanes.dict && !(lanes.entity && lanes.value && lanes.label)) report(`${pointer}/lanes`, 'lanes need entity, value and label, or dict');
  if (lanes.entity) {
    const entity = context.entities.get(lanes.entity);
    if (!entity) report(`${pointer}/lanes/entity`, `unknown entity "${lanes.entity}"`);
    else {
      const laneChecker = new PageChecker(source, lanes.entity, entity, context);
      if (lanes.value) laneChecker.field(`${pointer}/lanes/value`, lanes.value);
      if (lanes.label) laneChecker.field(`${pointer}/lanes/label`, lanes.label);
      if (lanes.capacity) laneChecker.field(`${pointer}/lanes/capacity`, lanes.capacity);
      (lanes.fields ?? []).forEach((name, i) => laneChecker.field(`${pointer}/lanes/fields/${i}`, name));
      if (lanes.where) laneChecker.where(`${pointer}/lanes/where`, lanes.where);
      problems.push(...laneChecker.problems);
    }
  }
  if (lanes.dict) checker.dict(`${pointer}/lanes/dict`, lanes.dict);
  checker.field(`${pointer}/card/title`, block.card.title);
  (block.card.fields ?? []).forEach((name, i) => checker.field(`${pointer}/card/fields/${i}`, name));
  if (block.card.status) {
    const status = checker.field(`${pointer}/card/status`, block.card.status);
    if (status && !status['x-dict']) report(`${pointer}/card/status`, `"${block.card.status}" has no dictionary (x-dict)`);
  }
  if (block.card.when) checker.condition(`${pointer}/card/when`, block.card.when);
  if (block.sum) checker.field(`${pointer}/sum`, block.sum);
  const states = checker.entity['x-states'];
  const drop = states?.actions[block.drop.action];
  if (!drop) report(`${pointer}/drop/action`, `"${block.drop.action}" is not a state action of the entity (x-states)`);
  else if (!(drop.fields ?? []).includes(block.drop.field)) report(`${pointer}/drop/field`, `"${block.drop.field}" is not a field of the action "${block.drop.action}"`);
  if (block.unassigned?.action && !states?.actions[block.unassigned.action]) {
    report(`${pointer}/unassigned/action`, `"${block.unassigned.action}" is not a state action of the entity (x-states)`);
  }
  if (block.unassigned) checker.key(`${pointer}/unassigned/title`, block.unassigned.title);
  if (block.where) checker.where(`${pointer}/where`, block.where);
  if (block.window) checker.window(`${pointer}/window`, block.window);
  if (block.open) checker.page(`${pointer}/open/to`, block.open.to);
  checker.permission(`${pointer}/drop`, { type: 'state', action: block.drop.action });
  if (block.unassigned?.action) checker.permission(`${pointer}/unassigned`, { type: 'state', action: block.unassigned.action });
};
