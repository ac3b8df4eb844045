// One export job as its owner follows it: status, rows written of the total, and its batches,
// each downloadable ("第 X 行至第 Y 行") once written. Shown in the export dialog right after
// the job starts and in the 导出任务 panel.
import { useTranslation } from 'react-i18next';
import { downloadJobBatch, type ExportJob } from './serverExport';

const STATUS_KEYS = { running: 'renderer.export.jobRunning', done: 'renderer.export.jobDone', failed: 'renderer.export.jobFailed' } as const;

export function ExportJobProgress({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const percent = job.total > 0 ? Math.round((job.written / job.total) * 100) : 100;
  return (
    <div className="flex flex-col gap-2" data-export-job={job.id}>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">{job.fileName}.xlsx</span>
        <span className={job.status === 'failed' ? 'text-red-600' : job.status === 'done' ? 'text-green-700' : 'text-primary'}>{t(STATUS_KEYS[job.status])}</span>
      </div>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.written}
        aria-valuetext={t('renderer.export.jobProgress', { written: job.written, total: job.total })}
        className="h-2 overflow-hidden rounded bg-slate-200"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-500">{t('renderer.export.jobProgress', { written: job.written, total: job.total })}</p>
      <ul aria-label={t('renderer.export.batches')} className="grid max-h-52 grid-cols-1 gap-x-4 gap-y-1 overflow-y-auto sm:grid-cols-2">
        {job.batches.map((batch, index) => (
          <li key={batch.from}>
            {batch.ready ? (
              <button type="button" onClick={() => downloadJobBatch(job, index)} className="text-sm text-primary hover:underline">
                {t('renderer.export.batch', { from: batch.from, to: batch.to })}
              </button>
            ) : (
              <span className="text-sm text-slate-400">{t('renderer.export.batchPending', { from: batch.from, to: batch.to })}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
