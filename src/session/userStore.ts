// Session actions that talk to the server: user info, sign-out and role switch (the sign-in is
// ./signIn.ts, which the login form loads without the rest).
import { ref } from 'valtio';
import * as basic from '../api/endpoints/basic';
import { exportableQuantityOf, secondUploadDetailOf, storeBranch } from './branchStorage';
import { setPermissions } from './permissions';
import { clearSession, resetToken } from './sessionReset';
import { session } from './sessionState';
import { signIn } from './signIn';
import { sessionFromUserInfo } from './userInfo';

/** Loads user info and builds the routes of the active role; rejects with a SessionError (spec section 8). */
export async function loadUserInfo(): Promise<void> {
  const { data } = await basic.getUserInfo();
  const fields = sessionFromUserInfo(data);
  setPermissions(fields.permissions);
  // The menu tree, the routes and the codes are replaced whole, never changed in place: kept as
  // they are (ref) rather than proxied object by object, which cost ~50 ms of the sign-in.
  Object.assign(session, {
    ...fields,
    resourcelist: ref(fields.resourcelist),
    routes: ref(fields.routes),
    translatelist: ref(fields.translatelist),
    permissions: ref(fields.permissions),
    roleList: ref(fields.roleList),
  });
  // The branch's configuration as it is now (企业配置): a change reaches the console here.
  if (data.branch) {
    storeBranch(data.branch);
    Object.assign(session, {
      branch: data.branch,
      secondUploadDetail: secondUploadDetailOf(data.branch),
      exportableQuantity: exportableQuantityOf(data.branch),
    });
  }
}

/** Signs out on the server, then clears the local session whatever the server answered. */
export async function signOut(): Promise<void> {
  try {
    await basic.logout();
  } finally {
    clearSession();
  }
}

/** Acts as another role the user holds: user info reloads and the routes are rebuilt. */
export async function switchRole(role: string): Promise<void> {
  await basic.switchRole(role);
  await loadUserInfo();
}

export { resetToken, signIn };

export const userStore = { signIn, loadUserInfo, signOut, resetToken, switchRole };
