import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { fullScreenRouteOf } from '../router/fullScreen';
import { shellRoutes } from '../router/shellRoutes';
import { app, closeSidebar } from '../session/appStore';
import { useSessionRoutes } from '../session/useSessionRoutes';
import { settings } from '../session/settingsStore';
import { FullScreenView } from './fullScreen/FullScreenView';
import { Navbar } from './Navbar';
import { ProgressBar } from './progress/ProgressBar';
import { RoutedContent } from './RoutedContent';
import { useAppliedSettings } from './settings/useAppliedSettings';
import { Sidebar } from './Sidebar';
import { TagsView } from './tags/TagsView';
import { useErrorCapture } from './useErrorCapture';
import { useResponsiveLayout } from './useResponsiveLayout';

/** The shell: sidebar (a drawer on mobile), navbar, tags view and the routed content; a full-screen screen alone. */
export default function ShellLayout() {
  useResponsiveLayout();
  useAppliedSettings();
  useErrorCapture();
  const { sidebar, device } = useSnapshot(app);
  const { tagsView, fixedHeader } = useSnapshot(settings);
  const mobile = device === 'mobile';
  const { pathname } = useLocation();
  const sessionRoutes = useSessionRoutes();
  const fullScreen = useMemo(() => fullScreenRouteOf(pathname, shellRoutes(sessionRoutes)), [pathname, sessionRoutes]);
  // A wall display (大数据中心) the user holds fills the screen alone.
  if (fullScreen) return <FullScreenView route={fullScreen} />;
  return (
    <div className="flex h-screen overflow-hidden">
      <ProgressBar />
      {/* On a phone a closed sidebar is gone (a drawer when open); on a desktop it leaves the icon strip. */}
      {mobile ? (
        sidebar.opened && (
          <div className="fixed inset-y-0 left-0 z-[1001]">
            <Sidebar />
          </div>
        )
      ) : (
        <div className="h-full">
          <Sidebar collapsed={!sidebar.opened} />
        </div>
      )}
      {mobile && sidebar.opened && (
        <div className="fixed inset-0 z-[1000] bg-black/30" aria-hidden="true" onClick={() => closeSidebar(false)} />
      )}
      {/* With a fixed header only the content scrolls; otherwise the header scrolls away with it.
          Both scroll boxes are positioned: an absolutely positioned descendant (a visually hidden
          label) then stays inside them instead of making the whole document taller. */}
      <div className={`relative flex min-w-0 flex-1 flex-col ${fixedHeader ? '' : 'overflow-auto'}`}>
        <Navbar />
        {tagsView && <TagsView />}
        <main className={`relative flex-1 bg-slate-50 ${fixedHeader ? 'overflow-auto' : ''}`}>
          <RoutedContent />
        </main>
      </div>
    </div>
  );
}
