// form: editable fields in groups; the redirect is a page.
import type { FormBlock } from '../../../../src/core/generated/page-language';
import { at } from '../../diagnostics';
import type { BlockCheck } from './index';

export const checkFormBlock: BlockCheck<FormBlock> = (checker, block, pointer) => {
  checker.groups(`${pointer}/groups`, block.groups);
  // The action run after a create starts from the state a new record has.
  const then = block.submit.then;
  const states = checker.entity['x-states'];
  if (then && !states?.actions[then]) {
    checker.problems.push(at(checker.source, `${pointer}/submit/then`, `"${then}" is not a state action of entity "${checker.entityName}" (x-states)`));
  } else if (then && states && !states.actions[then]!.from.includes(states.initial)) {
    checker.problems.push(at(checker.source, `${pointer}/submit/then`, `"${then}" does not start from "${states.initial}", the state of a new record`));
  }
  if (block.redirect) checker.page(`${pointer}/redirect`, block.redirect);
  checker.key(`${pointer}/submit/label`, block.submit.label);
};
