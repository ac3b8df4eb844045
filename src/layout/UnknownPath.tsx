// The catch-all of the shell: a path none of the user's routes matches. A screen of the product
// the user may not open answers 无访问权限 (/noPermission, spec section 2); a mistyped address
// answers 404. The server knows every role's menu, so it is asked which one it is.
import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { isKnownPath } from '../api/endpoints/basic';
import { PageLoading } from '../router/PageLoading';
import { NO_PERMISSION_PATH } from '../session/buildRoutes';

export const NOT_FOUND_PATH = '/404';

export function UnknownPath() {
  const { pathname } = useLocation();
  const [answer, setAnswer] = useState<{ path: string; target: string } | null>(null);
  useEffect(() => {
    let current = true;
    isKnownPath(pathname).then(
      (answer) => current && setAnswer({ path: pathname, target: answer.data.known ? NO_PERMISSION_PATH : NOT_FOUND_PATH }),
      // Without an answer, the specification's rule: no permission.
      () => current && setAnswer({ path: pathname, target: NO_PERMISSION_PATH }),
    );
    return () => {
      current = false;
    };
  }, [pathname]);
  if (!answer || answer.path !== pathname) return <PageLoading />;
  return <Navigate to={answer.target} replace />;
}
