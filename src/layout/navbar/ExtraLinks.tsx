import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { AppRoute } from '../../session/buildRoutes';
import { session } from '../../session/sessionState';
import { BIG_DATA_CENTRE_PATH, jobsPath, showsBigDataCentre } from './navbarRules';

/** The big-data centre button (platform admins, branch flag) and the job-related entry (zh only). */
export function ExtraLinks({ sessionRoutes }: { sessionRoutes: readonly AppRoute[] }) {
  const { t, i18n } = useTranslation();
  const { party, branch } = useSnapshot(session);
  const jobs = jobsPath(i18n.language, sessionRoutes);
  return (
    <>
      {showsBigDataCentre(party, branch) && (
        <a
          href={BIG_DATA_CENTRE_PATH}
          target="_blank"
          rel="noopener noreferrer"
          title={t('navbar.bigDataCentre')}
          aria-label={t('navbar.bigDataCentre')}
          className="flex items-center gap-1 whitespace-nowrap rounded border border-primary px-1.5 py-1 text-xs text-primary hover:bg-primary hover:text-white"
        >
          {/* Below 1600 px the icon alone, leaving the room to the to-do items. */}
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5 fill-current">
            <path d="M2 13.5h12V15H2v-1.5ZM3 8h2v4.5H3V8Zm4-4h2v8.5H7V4Zm4 2h2v6.5h-2V6Z" />
          </svg>
          <span className="hidden min-[1600px]:inline">{t('navbar.bigDataCentre')}</span>
        </a>
      )}
      {jobs && (
        <Link to={jobs} className="whitespace-nowrap text-sm text-slate-600 hover:text-primary">
          {t('navbar.jobs')}
        </Link>
      )}
    </>
  );
}
