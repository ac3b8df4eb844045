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
          className="whitespace-nowrap rounded border border-primary px-2 py-1 text-xs text-primary hover:bg-primary hover:text-white"
        >
          {t('navbar.bigDataCentre')}
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
