import { useSnapshot } from 'valtio';
import { app, closeSidebar } from '../session/appStore';
import { AppMain } from './AppMain';
import { Navbar } from './Navbar';
import { Sidebar } from './Sidebar';
import { useResponsiveLayout } from './useResponsiveLayout';

/** The plain shell: sidebar of granted menus, top bar, routed content. */
export default function ShellLayout() {
  useResponsiveLayout();
  const { sidebar, device } = useSnapshot(app);
  const mobile = device === 'mobile';
  return (
    <div className="flex h-screen overflow-hidden">
      {sidebar.opened && (
        <div className={mobile ? 'fixed inset-y-0 left-0 z-[1001]' : 'h-full'}>
          <Sidebar />
        </div>
      )}
      {mobile && sidebar.opened && (
        <div className="fixed inset-0 z-[1000] bg-black/30" aria-hidden="true" onClick={() => closeSidebar(false)} />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <Navbar />
        <main className="flex-1 overflow-auto bg-slate-50">
          <AppMain />
        </main>
      </div>
    </div>
  );
}
