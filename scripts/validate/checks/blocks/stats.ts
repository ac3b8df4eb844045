// stats: each card is a declared measure of an entity (the card's, else the page's), a figure of
// a statistics call, or a to-do key some entity declares in x-todo.
import type { StatsBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import { checkI18nKey } from '../entities';
import { PageChecker } from '../pages';
import type { BlockCheck } from './index';

export const checkStatsBlock: BlockCheck<StatsBlock> = (_checker, block, pointer, { page, source, context, problems }) => {
  const todoKeys = new Set([...context.entities.values()].flatMap((entity) => (entity['x-todo'] ?? []).map((todo) => todo.key)));
  const report = (where: string, message: string) => problems.push(at(source, where, message));
  block.items.forEach((item, i) => {
    const base = `${pointer}/items/${i}`;
    const sources = [item.measure, item.todo, item.statistic].filter((source) => source !== undefined).length;
    if (sources !== 1) {
      report(base, 'a card shows one figure: a measure, a statistic or a to-do count (todo)');
      return;
    }
    if (item.statistic !== undefined || item.todo !== undefined) {
      problems.push(...checkI18nKey(source, `${base}/label`, item.label, context.catalogues));
      if (item.to && !context.pages.has(item.to) && !context.menuComponents.has(item.to))
        report(`${base}/to`, `"${item.to}" is neither a page (pages/${item.to}.json) nor a menu component`);
    }
    if (item.statistic !== undefined) return;
    if (item.todo !== undefined) {
      if (!todoKeys.has(item.todo)) report(`${base}/todo`, `"${item.todo}" is not a to-do key of any entity (x-todo)`);
      return;
    }
    const name = item.entity ?? page.entity;
    const entity = name ? context.entities.get(name) : undefined;
    if (!entity) {
      report(`${base}/entity`, name ? `unknown entity "${name}"` : 'a measure card needs an entity: give the card or the page "entity"');
      return;
    }
    const checker = new PageChecker(source, name!, entity, context);
    checker.key(`${base}/label`, item.label);
    checker.measure(`${base}/measure`, item.measure!);
    if (item.where) checker.where(`${base}/where`, item.where);
    if (item.window) checker.window(`${base}/window`, item.window);
    if (item.to) checker.page(`${base}/to`, item.to);
    problems.push(...checker.problems);
  });
};
