// Unsaved input of an open form, per user and record, kept in sessionStorage while the user types:
// when the session expires (21332: the token is reset and the page reloads, the tab kept), the
// user signs in again, opens the same form and finds what he had typed. A submit or a discard
// forgets it; so does signing out (the next user of the browser tab must not see it).
import { onSignOut } from './sessionReset';

const PREFIX = 'formDraft:';

export interface FormDraft<T> {
  values: T;
  /** When it was last kept (ms since the epoch). */
  savedAt: number;
}

function storage(): Storage | null {
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

export function formDraftKey(userCode: string, form: string): string {
  return `${PREFIX}${userCode || 'anonymous'}:${form}`;
}

export function readFormDraft<T>(key: string): FormDraft<T> | null {
  try {
    const parsed = JSON.parse(storage()?.getItem(key) ?? 'null') as FormDraft<T> | null;
    return parsed && typeof parsed === 'object' && 'values' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function keepFormDraft<T>(key: string, values: T, now = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, savedAt: now } satisfies FormDraft<T>));
  } catch {
    // A full storage loses the draft, not the form.
  }
}

export function forgetFormDraft(key: string): void {
  storage()?.removeItem(key);
}

onSignOut(() => {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => !!key?.startsWith(PREFIX));
  keys.forEach((key) => store.removeItem(key));
});
