// Which page actions a user sees, and their texts: an action shows when the permission
// helper holds its code and, for row actions, when the row satisfies its `when` (and, for a
// state action, the state machine's `from` states: `when` may narrow them, never widen).
import { matchesCondition } from '../../src/core/list/conditions';
import { permissionCodeOf } from '../../src/core/page/permissionCode';
import type { Action } from '../../src/core/generated/page-language';
import { stateAction, stateCondition, type EntitySchema, type NamedStateAction } from '../entities';

export type PermissionCheck = (code: string) => boolean;
type Row = Readonly<Record<string, unknown>>;

/** Whether the user holds the button's code (its own, or the one derived from the screen's menu
 * leaf: src/core/page/permissionCode.ts). A page opened outside a menu leaf checks only own codes. */
export function isPermitted(action: Action, hasPermission: PermissionCheck, screenLeaf?: string): boolean {
  const code = permissionCodeOf(action, screenLeaf);
  return code === undefined || hasPermission(code);
}

export function stateActionOf(entity: EntitySchema, action: Action): NamedStateAction | undefined {
  return (action.type === 'state' || action.type === 'batch') && action.action ? stateAction(entity, action.action) : undefined;
}

export function appliesToRow(entity: EntitySchema, action: Action, row: Row): boolean {
  if (!matchesCondition(action.when, row)) return false;
  const state = stateActionOf(entity, action);
  return !state || matchesCondition(stateCondition(entity, state), row);
}

export function toolbarActions(actions: readonly Action[] | undefined, hasPermission: PermissionCheck, screenLeaf?: string): Action[] {
  return (actions ?? []).filter((action) => isPermitted(action, hasPermission, screenLeaf));
}

export function rowActionsFor(
  entity: EntitySchema, actions: readonly Action[] | undefined, row: Row, hasPermission: PermissionCheck, screenLeaf?: string,
): Action[] {
  return (actions ?? []).filter((action) => isPermitted(action, hasPermission, screenLeaf) && appliesToRow(entity, action, row));
}

/** The i18n key of the button: the page's label, the state action's label (a batch's too), else
 * page.action.<type> (a batch removal: page.action.remove). */
export function actionLabel(entity: EntitySchema, action: Action): string {
  return action.label ?? stateActionOf(entity, action)?.label ?? `page.action.${action.type === 'batch' ? 'remove' : action.type}`;
}

/** The i18n key of the question asked first, if any. */
export function actionConfirm(entity: EntitySchema, action: Action): string | undefined {
  return action.confirm ?? stateActionOf(entity, action)?.confirm;
}

/** The query of a link action: parameter -> the row's value of the named field. */
export function linkQuery(action: Action, row: Row): URLSearchParams {
  const query = new URLSearchParams();
  for (const [param, field] of Object.entries(action.params ?? {})) {
    const value = row[field];
    if (value !== undefined && value !== null) query.set(param, String(value));
  }
  return query;
}
