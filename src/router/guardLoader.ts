// The route guard as the root loader of the data router: it runs before every navigation
// and acts on `decideNavigation` (spec section 2) and the failures of spec section 8.
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { decideNavigation, loginRedirect } from '../session/guard';
import { sessionFailureMessage, type FailureMessage } from '../session/sessionFailure';

export interface GuardDependencies {
  hasToken(): boolean;
  infoLoaded(): boolean;
  loadUserInfo(): Promise<void>;
  resetToken(): void;
  showError(message: FailureMessage): void;
}

export function createGuardLoader(deps: GuardDependencies) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const { pathname, search } = new URL(request.url);
    const decision = decideNavigation({ path: pathname, search, hasToken: deps.hasToken(), infoLoaded: deps.infoLoaded() });
    if (decision.action === 'redirect') throw redirect(decision.to);
    if (decision.action === 'loadInfo') {
      try {
        await deps.loadUserInfo();
      } catch (error) {
        deps.resetToken();
        const message = sessionFailureMessage(error);
        if (message) deps.showError(message);
        throw redirect(loginRedirect(pathname, search));
      }
    }
    return null;
  };
}
