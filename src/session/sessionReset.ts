// Local session resets of spec section 4 (no server calls, so the HTTP layer may use them).
import { clearStoredBranch } from './branchStorage';
import { clearPermissions } from './permissions';
import { initialSessionState, session } from './sessionState';
import { removeToken } from './tokenCookie';

/** Token reset: clears the token and the roles. */
export function resetToken(): void {
  removeToken();
  session.token = '';
  session.roles = [];
}

type SignOutCleanup = () => void;
const signOutCleanups = new Set<SignOutCleanup>();

/** Lets later stores (the tags view closes all tabs) join the sign-out; returns the unregister function. */
export function onSignOut(cleanup: SignOutCleanup): () => void {
  signOutCleanups.add(cleanup);
  return () => signOutCleanups.delete(cleanup);
}

/** Sign-out: token, roles, branch and permission data from local storage, routes reset, tabs closed. */
export function clearSession(): void {
  resetToken();
  clearStoredBranch();
  clearPermissions();
  Object.assign(session, initialSessionState());
  signOutCleanups.forEach((cleanup) => cleanup());
}
