// The permission code of a page button (docs/page-language.md "Permissions"): the button's own
// `permission` when it borrows another screen's code, else `<screen's menu leaf>:<action>` with
// the action derived from the button (create -> add, edit, remove, export, a state action ->
// its name, a batch -> its state action's name or remove, a request or download -> its endpoint
// path, print -> print, share -> view). A link needs none: the screen it opens is guarded by its own menu leaf.
// The console's buttons and `npm run validate` both ask this function.
import type { Action } from '../generated/page-language';

export function derivedAction(action: Action): string | undefined {
  switch (action.type) {
    case 'create': return 'add';
    case 'state': return action.action;
    case 'batch': return action.action ?? 'remove';
    case 'request':
    case 'download': return action.path;
    case 'link': return undefined;
    // Sharing a record's public link needs reading it (the server checks the data scope too).
    case 'share': return 'view';
    default: return action.type;
  }
}

/** The code the button needs, or undefined when it needs none (or the screen is unknown). */
export function permissionCodeOf(action: Action, screenLeaf: string | undefined): string | undefined {
  if (action.permission) return action.permission;
  const derived = derivedAction(action);
  return derived && screenLeaf ? `${screenLeaf}:${derived}` : undefined;
}
