import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { clearErrorLog, errorLog } from '../../layout/errorLog/errorLogStore';
import { Button } from '../../ui/Button';

/** The error log screen: recorded errors with message, URL, stack (collapsible) and time. */
export default function ErrorLogView() {
  const { t, i18n } = useTranslation();
  const { entries } = useSnapshot(errorLog);
  return (
    <section className="p-5">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-base font-semibold text-slate-800">{t('errorLog.title')}</h2>
        <Button variant="danger" onClick={clearErrorLog} disabled={entries.length === 0}>
          {t('errorLog.clearAll')}
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('errorLog.empty')}</p>
      ) : (
        <table className="w-full table-fixed border-collapse bg-white text-left text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th className="w-1/3 p-2">{t('errorLog.message')}</th>
              <th className="w-1/4 p-2">{t('errorLog.url')}</th>
              <th className="p-2">{t('errorLog.stack')}</th>
              <th className="w-44 p-2">{t('errorLog.time')}</th>
            </tr>
          </thead>
          <tbody>
            {[...entries].reverse().map((entry) => (
              <tr key={entry.id} className="border-b border-slate-100 align-top">
                <td className="break-words p-2 text-red-600">{entry.message}</td>
                <td className="break-all p-2">{entry.url}</td>
                <td className="p-2">
                  {entry.stack && (
                    <details>
                      <summary className="cursor-pointer text-primary">{t('errorLog.showStack')}</summary>
                      <pre className="mt-1 max-h-64 overflow-auto whitespace-pre-wrap text-xs text-slate-600">{entry.stack}</pre>
                    </details>
                  )}
                </td>
                <td className="p-2">{new Date(entry.time).toLocaleString(i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
