// The batch's progress and, when it is over, each row's result: done, or refused and why.
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../src/ui/Button';
import { Modal } from '../../shared/Modal';

export interface BatchRowResult {
  key: string;
  /** How the row is named: the table's first column. */
  name: string;
  outcome: 'done' | 'refused';
  reason?: string;
}

/** A batch under way (a valtio proxy the batch writes and the dialog reads). */
export interface BatchRun {
  total: number;
  results: BatchRowResult[];
  finished: boolean;
}

export function BatchDialog({ title, run, onClose }: { title: string; run: BatchRun; onClose: () => void }) {
  const { t } = useTranslation();
  const { total, results, finished } = useSnapshot(run);
  const done = results.filter((result) => result.outcome === 'done').length;
  const refused = results.length - done;
  return (
    <Modal title={title} open onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm text-slate-700">
          {finished ? t('renderer.batch.summary', { done, refused }) : t('renderer.batch.progress', { finished: results.length, total })}
        </p>
        <div className="h-1.5 w-full overflow-hidden rounded bg-slate-100" aria-hidden="true">
          <div className="h-full bg-primary transition-[width]" style={{ width: `${total ? (results.length / total) * 100 : 100}%` }} />
        </div>
        <ul aria-label={t('renderer.batch.results')} className="flex max-h-[50vh] flex-col divide-y divide-slate-100 overflow-auto text-sm">
          {results.map((result) => (
            <li key={result.key} className="flex flex-wrap items-baseline gap-x-2 py-1.5">
              <span className="font-medium text-slate-800">{result.name}</span>
              {result.outcome === 'done' ? (
                <span className="text-green-700">{t('renderer.batch.done')}</span>
              ) : (
                <>
                  <span className="text-red-600">{t('renderer.batch.refused')}</span>
                  <span className="text-slate-500">{result.reason}</span>
                </>
              )}
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button variant="primary" pending={!finished} onClick={onClose}>
            {t('renderer.dialog.close')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
