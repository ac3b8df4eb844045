import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { app, closeSidebar, deviceForWidth, setDevice } from '../session/appStore';

/** Spec section 2: below 992 px the device is mobile, and the sidebar closes on route change. */
export function useResponsiveLayout(): void {
  const { pathname } = useLocation();
  const { device } = useSnapshot(app);

  useEffect(() => {
    const update = () => {
      const next = deviceForWidth(document.body.getBoundingClientRect().width);
      if (next !== app.device) setDevice(next);
      if (next === 'mobile' && app.sidebar.opened) closeSidebar(true);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  useEffect(() => {
    if (device === 'mobile' && app.sidebar.opened) closeSidebar(false);
  }, [pathname, device]);
}
