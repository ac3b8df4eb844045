// map: every text key is in the four catalogues, dictionaries are known, the popup's link
// opens a page; a fences map names an entity with the fence fields (shape, path, centre, radius)
// and its form, list and events name fields of their entities. A map needs a source or fences;
// waypoints go with a track; the toolbar's buttons are checked as any toolbar's.
import type { MapBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import { PageChecker } from '../pages';
import type { BlockCheck } from './index';

const FENCE_FIELDS = ['shape', 'path', 'centerLongitude', 'centerLatitude', 'radius'];

export const checkMapBlock: BlockCheck<MapBlock> = (checker, block, pointer, { source, context, problems }) => {
  const report = (where: string, message: string) => problems.push(at(source, where, message));
  checker.key(`${pointer}/title`, block.title);
  if (!block.source && !block.fences) report(pointer, 'a map needs a source or fences');
  if (block.colorBy?.dict) checker.dict(`${pointer}/colorBy/dict`, block.colorBy.dict);
  if (block.alarmDict) checker.dict(`${pointer}/alarmDict`, block.alarmDict);
  if (block.waypoints?.colorBy?.dict) checker.dict(`${pointer}/waypoints/colorBy/dict`, block.waypoints.colorBy.dict);
  if (block.waypoints && block.source?.kind !== 'track') report(`${pointer}/waypoints`, 'waypoints are places along a track: the source must be of kind track');
  (block.toolbar ?? []).forEach((action, i) => checker.action(`${pointer}/toolbar/${i}`, action, {}));
  if (block.filterBy) checker.key(`${pointer}/filterBy/title`, block.filterBy.title);
  if (block.search?.placeholder) checker.key(`${pointer}/search/placeholder`, block.search.placeholder);
  for (const [list, fields] of [['sideList', block.sideList?.fields], ['popup', block.popup?.fields]] as const) {
    (fields ?? []).forEach((field, i) => {
      checker.key(`${pointer}/${list}/fields/${i}/label`, field.label);
      if (field.dict) checker.dict(`${pointer}/${list}/fields/${i}/dict`, field.dict);
      if (field.format === 'dict' && !field.dict) report(`${pointer}/${list}/fields/${i}`, 'format dict needs dict');
    });
  }
  if (block.popup?.link) {
    checker.key(`${pointer}/popup/link/label`, block.popup.link.label);
    checker.page(`${pointer}/popup/link/to`, block.popup.link.to);
  }
  if (block.trackQuery) {
    const entity = context.entities.get(block.trackQuery.entity);
    if (!entity) report(`${pointer}/trackQuery/entity`, `unknown entity "${block.trackQuery.entity}"`);
    else {
      const queryChecker = new PageChecker(source, block.trackQuery.entity, entity, context);
      queryChecker.field(`${pointer}/trackQuery/value`, block.trackQuery.value);
      queryChecker.field(`${pointer}/trackQuery/label`, block.trackQuery.label);
      problems.push(...queryChecker.problems);
    }
  }
  const { fences } = block;
  if (fences) {
    const entity = context.entities.get(fences.entity);
    if (!entity) report(`${pointer}/fences/entity`, `unknown entity "${fences.entity}"`);
    else {
      const fenceChecker = new PageChecker(source, fences.entity, entity, context);
      for (const name of FENCE_FIELDS) if (!entity.properties[name]) report(`${pointer}/fences/entity`, `"${fences.entity}" has no fence field "${name}"`);
      fenceChecker.field(`${pointer}/fences/nameField`, fences.nameField);
      (fences.form ?? []).forEach((name, i) => fenceChecker.field(`${pointer}/fences/form/${i}`, name));
      (fences.listFields ?? []).forEach((name, i) => fenceChecker.field(`${pointer}/fences/listFields/${i}`, name));
      problems.push(...fenceChecker.problems);
    }
    if (fences.events) {
      const eventsEntity = context.entities.get(fences.events.entity);
      if (!eventsEntity) report(`${pointer}/fences/events/entity`, `unknown entity "${fences.events.entity}"`);
      else {
        const eventChecker = new PageChecker(source, fences.events.entity, eventsEntity, context);
        eventChecker.field(`${pointer}/fences/events/kindField`, fences.events.kindField);
        eventChecker.field(`${pointer}/fences/events/timeField`, fences.events.timeField);
        eventChecker.field(`${pointer}/fences/events/fenceField`, fences.events.fenceField);
        (fences.events.fields ?? []).forEach((name, i) => eventChecker.field(`${pointer}/fences/events/fields/${i}`, name));
        problems.push(...eventChecker.problems);
      }
    }
  }
};
