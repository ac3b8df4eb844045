// Permission codes of the signed-in user, kept in local storage as a comma-separated list
// (spec section 6) so buttons can check them without the session store. Checks read a set held
// in memory (a list renders thousands of them), refreshed when the codes change here or, through
// the storage event, in another tab.
import { useSyncExternalStore } from 'react';

export const PERMISSIONS_KEY = 'permissions';

let codes: ReadonlySet<string> | null = null;
const listeners = new Set<() => void>();

function parse(stored: string | null): ReadonlySet<string> {
  return new Set(stored ? stored.split(',').filter(Boolean) : []);
}

function replace(next: ReadonlySet<string>): void {
  codes = next;
  listeners.forEach((listener) => listener());
}

/** The codes as a set: read from storage once, then kept. */
export function permissionCodes(): ReadonlySet<string> {
  codes ??= parse(localStorage.getItem(PERMISSIONS_KEY));
  return codes;
}

export function setPermissions(list: readonly string[]): void {
  localStorage.setItem(PERMISSIONS_KEY, list.join(','));
  replace(parse(list.join(',')));
}

export function getPermissions(): string[] {
  return [...permissionCodes()];
}

export function hasPermission(code: string): boolean {
  return permissionCodes().has(code);
}

export function clearPermissions(): void {
  localStorage.removeItem(PERMISSIONS_KEY);
  replace(new Set());
}

// Another tab signed in, out or switched role (key null: its storage was cleared).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea === localStorage && (event.key === PERMISSIONS_KEY || event.key === null)) replace(parse(localStorage.getItem(PERMISSIONS_KEY)));
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The codes for a component: it renders again when they change. */
export function usePermissionCodes(): ReadonlySet<string> {
  return useSyncExternalStore(subscribe, permissionCodes, permissionCodes);
}
