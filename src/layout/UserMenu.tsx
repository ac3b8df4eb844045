import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { loginRedirect } from '../session/guard';
import { session } from '../session/sessionState';
import { signOut } from '../session/userStore';
import { PROFILE_ROUTE } from '../router/shellRoutes';
import { MenuButton } from '../ui/menu/MenuButton';

// The 导出任务 panel loads when first opened.
const ExportJobsDialog = lazy(() => import('../../renderers/list/export/ExportJobsDialog').then((module) => ({ default: module.ExportJobsDialog })));

const ITEM = 'cursor-pointer px-4 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** The avatar menu: profile, export jobs and log out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { party, avatar } = useSnapshot(session);
  const [exportJobsOpen, setExportJobsOpen] = useState(false);

  const leave = async () => {
    try {
      await signOut();
    } catch {
      // The local session is cleared whatever the server answered; its message has been shown.
    }
    navigate(loginRedirect(pathname, search), { replace: true });
  };

  return (
    <>
      <MenuButton
        className="flex shrink-0 items-center gap-2 rounded px-1 text-sm text-slate-700 hover:text-primary"
        aria-label={t('navbar.userMenu')}
        contentClassName="z-[3000] min-w-32 rounded border border-slate-200 bg-white py-1 shadow-md"
        entryClassName={ITEM}
        entries={[
          { key: 'profile', label: t('navbar.profile'), onSelect: () => navigate(PROFILE_ROUTE.path) },
          { key: 'exportJobs', label: t('renderer.export.jobs'), onSelect: () => setExportJobsOpen(true) },
          { key: 'logOut', label: t('navbar.logOut'), onSelect: () => void leave(), separatorBefore: true },
        ]}
      >
        {avatar ? (
          <img src={avatar} alt="" className="size-8 rounded object-cover" />
        ) : (
          // Without a photo, the first character of the name (an emoji needs a font many systems lack).
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded bg-primary text-sm font-semibold text-white">
            {Array.from(party?.name ?? '')[0] ?? ''}
          </span>
        )}
        <span className="hidden sm:inline">{party?.name}</span>
        <span aria-hidden="true" className="text-xs">▾</span>
      </MenuButton>
      {exportJobsOpen && (
        <Suspense fallback={null}>
          <ExportJobsDialog open onClose={() => setExportJobsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
