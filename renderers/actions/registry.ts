// Action types register themselves by type (like the blocks of renderers/blocks/registry.ts): a
// type is one file under renderers/actions/ and one line in renderers/actions/index.ts; its schema
// is the Action definition of schemas/page.schema.json, its checks PageChecker.action
// (scripts/validate/checks/pages.ts) and its permission code src/core/page/permissionCode.ts.
import type { Action } from '../../src/core/generated/page-language';
import type { ActionType } from './types';

export type ActionTypeName = Action['type'];

const actionTypes = new Map<ActionTypeName, ActionType>();

export function registerAction(type: ActionTypeName, definition: ActionType): void {
  actionTypes.set(type, definition);
}

/** The action type; throws for an unregistered one, which the page language rules out. */
export function actionTypeOf(type: ActionTypeName): ActionType {
  const definition = actionTypes.get(type);
  if (!definition) throw new Error(`No action type "${type}" is registered (renderers/actions/index.ts)`);
  return definition;
}

export function registeredActionTypes(): ActionTypeName[] {
  return [...actionTypes.keys()];
}

/** The toolbar's own buttons and those that work on the selected rows (the selection bar's). */
export function splitToolbar(actions: readonly Action[]): { toolbar: Action[]; selection: Action[] } {
  const toolbar: Action[] = [];
  const selection: Action[] = [];
  for (const action of actions) (actionTypeOf(action.type).needsSelection(action) ? selection : toolbar).push(action);
  return { toolbar, selection };
}
