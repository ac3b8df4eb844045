// The sign-in alone: what the login form needs of the session, without user info and routes.
import type { AuthorizeResponse } from '../core/generated/api';
import * as basic from '../api/endpoints/basic';
import type { SignInForm } from '../api/endpoints/basic';
import { exportableQuantityOf, secondUploadDetailOf, storeBranch } from './branchStorage';
import { session } from './sessionState';
import { setToken } from './tokenCookie';

/** Signs in: stores the token (cookie) and the branch (local storage) and its configuration. */
export async function signIn(form: SignInForm): Promise<AuthorizeResponse> {
  const { data } = await basic.authorize(form);
  setToken(data.access_token);
  storeBranch(data.branch);
  Object.assign(session, {
    token: data.access_token,
    branch: data.branch,
    secondUploadDetail: secondUploadDetailOf(data.branch),
    exportableQuantity: exportableQuantityOf(data.branch),
  });
  return data;
}
