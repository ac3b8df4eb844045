import { Navigate, useSearchParams } from 'react-router-dom';
import { redirectTarget } from '../../session/guard';

/** `/auth-redirect?redirect=<path>`: the landing of an external sign-in hand-off; the guard has
 * already checked the session, so it forwards to the wanted page of this site. */
export default function AuthRedirectView() {
  const [searchParams] = useSearchParams();
  return <Navigate to={redirectTarget(searchParams.get('redirect'))} replace />;
}
