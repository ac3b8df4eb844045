// What the login form needs of the address bar, whether the console's router is there (the
// /login route, ./LoginRoute.tsx) or not yet (a signed-out first load, src/boot/LoginFirst.tsx).
import type { MouseEvent } from 'react';

export interface LoginNavigation {
  /** The address's `redirect` parameter: where to land after sign-in. */
  redirect: string | null;
  /** The mobile number the register form handed over (now the username), or empty. */
  handedOverUsername: string;
  /** Leaves the form for `to`, in place of the form's entry in the history. */
  enter(to: string): void;
  /** Opens the register form. */
  toRegister(): void;
}

/** A plain left click on a link is followed in the page; with a modifier key or another button it
 * is left to the browser (a new tab or window). */
export function followInPage(event: MouseEvent<HTMLAnchorElement>, go: () => void): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  go();
}
