import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { errorLog } from './errorLogStore';

/** A navbar badge with the error count while the log has entries; a link when the user has the error log screen. */
export function ErrorLogBadge({ to }: { to: string | undefined }) {
  const { t } = useTranslation();
  const { entries } = useSnapshot(errorLog);
  if (entries.length === 0) return null;
  const content = (
    <>
      {/* An inline icon rather than an emoji, which needs a font many systems lack. */}
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
        <path d="M8 1.5 15 14H1L8 1.5Zm-.75 4.5v4h1.5V6h-1.5Zm0 5.25v1.5h1.5v-1.5h-1.5Z" />
      </svg>
      <span className="ml-1 rounded-full bg-red-500 px-1.5 text-[11px] leading-4 text-white">{entries.length}</span>
    </>
  );
  const className = 'flex items-center rounded px-2 py-1 text-sm text-red-600 hover:bg-red-50';
  return to ? (
    <Link to={to} title={t('errorLog.badge')} aria-label={t('errorLog.badge')} className={className}>
      {content}
    </Link>
  ) : (
    <span title={t('errorLog.badge')} className={className}>
      {content}
    </span>
  );
}
