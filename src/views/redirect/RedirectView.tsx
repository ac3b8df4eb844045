import { Navigate, useLocation, useParams } from 'react-router-dom';

/** `/redirect/<path>` re-navigates to `/<path>` with its query: a full refresh of that view. */
export default function RedirectView() {
  const { '*': path = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${path}${search}`} replace />;
}
