// 导出任务: the signed-in party's export jobs of the last day, each with its progress and its
// batches to download; opened from the navbar, so the files are found again after a reload.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../src/core/format/datetime';
import { Modal } from '../../shared/Modal';
import { ExportJobProgress } from './ExportJobProgress';
import { useExportJobs } from './useExportJobs';

export function ExportJobsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const jobs = useExportJobs();
  return (
    <Modal title={t('renderer.export.jobs')} open={open} onClose={onClose}>
      {jobs === null ? (
        <span className="block size-6 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden="true" />
      ) : jobs.length === 0 ? (
        <p className="text-sm text-slate-500">{t('renderer.export.jobsEmpty')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {jobs.map((job) => (
            <li key={job.id} className="flex flex-col gap-1 border-b border-slate-100 pb-3 last:border-0">
              <ExportJobProgress job={job} />
              <p className="text-xs text-slate-400">
                {t('renderer.export.jobCreated', { time: formatDateTime(new Date(job.createdAt)) })}
                {job.expiresAt ? ` · ${t('renderer.export.jobExpires', { time: formatDateTime(new Date(job.expiresAt)) })}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
