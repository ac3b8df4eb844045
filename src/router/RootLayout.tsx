import { Outlet } from 'react-router-dom';
import { PageTitle } from './PageTitle';

/** The root of every route: the guard has run (root loader); keeps the page title current. */
export function RootLayout() {
  return (
    <>
      <PageTitle />
      <Outlet />
    </>
  );
}
