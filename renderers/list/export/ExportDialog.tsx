// The export dialog: format and file name, then the selected rows when there are any, else the
// current query in batches of the branch's export limit. xlsx is written by the server
// (serverExport.ts): one batch downloads at once, straight to disk; more than one start a job
// whose progress and batches show here (and in the 导出任务 panel). The other formats are
// written here: one batch downloads at once, several are offered as links "row X to row Y",
// each fetching and downloading its batch. The export mask closes 2 s after a download; a
// failure only closes the mask (the HTTP layer has shown the error).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../src/api/download';
import { batches, type ExportBatch } from '../../../src/core/export/batches';
import { DEFAULT_EXPORT_FILE_NAMES, EXPORT_FORMATS, isExportFormat, type ExportFormat } from '../../../src/core/export/exportFormats';
import type { Column } from '../../../src/core/generated/page-language';
import { Button } from '../../../src/ui/Button';
import type { EntitySchema } from '../../entities';
import type { EntityRecord, ListParams } from '../../entityApi';
import { Modal } from '../../shared/Modal';
import { exportFile, fetchBatch, type ExportPlan } from './clientExport';
import { ExportJobProgress } from './ExportJobProgress';
import { downloadServerExport, startExportJob, type ExportJob } from './serverExport';
import { useEarlyTotal } from './earlyTotal';
import { useExportJobs } from './useExportJobs';

/** Spec section 9: the export mask closes 2 s after the file is handed over. */
export const EXPORT_MASK_CLOSE_MS = 2_000;

export interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  entity: EntitySchema;
  columns: readonly Column[];
  params: ListParams;
  limit: number;
  /** The selected rows: exported as they are, without fetching the query. */
  selection?: readonly EntityRecord[];
}

type Mask = { text: string } | null;

export function ExportDialog({ open, onClose, entity, columns, params, limit, selection = [] }: ExportDialogProps) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<ExportFormat>('xlsx');
  const [fileName, setFileName] = useState<string>(DEFAULT_EXPORT_FILE_NAMES[0]);
  const [mask, setMask] = useState<Mask>(null);
  const [links, setLinks] = useState<ExportBatch[]>([]);
  const [job, setJob] = useState<ExportJob | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const plan: ExportPlan = { entity, columns, params, size: limit, format, fileName, t };
  const queryTotal = useEarlyTotal(open && selection.length === 0, entity, params);

  const closeLater = (then?: () => void) => {
    timer.current = setTimeout(() => {
      setMask(null);
      then?.();
    }, EXPORT_MASK_CLOSE_MS);
  };

  /** Mask text while a batch is fetched: rows so far of the rows expected. */
  const progress = (from: number) => (fetched: number, expected: number) =>
    setMask({ text: t('renderer.export.progress', { from, to: from + expected - 1, fetched, expected }) });

  const exportSelection = async () => {
    setMask({ text: t('renderer.export.writing') });
    try {
      const file = await exportFile(plan, selection);
      saveBlob(file.blob, file.name);
      setMask({ text: t('renderer.export.done') });
      closeLater(onClose);
    } catch {
      setMask(null);
    }
  };

  const downloaded = (then?: () => void) => {
    setMask({ text: t('renderer.export.done') });
    closeLater(then);
  };

  /** xlsx: the server writes it; a query of more than one batch becomes a job. */
  const startServerExport = async () => {
    if (selection.length > 0) {
      downloadServerExport(plan, { pageNum: 1, pageSize: selection.length }, selection);
      return downloaded(onClose);
    }
    setMask({ text: t('renderer.export.downloading') });
    const total = await queryTotal();
    if (total <= limit) {
      downloadServerExport(plan, { pageNum: 1, pageSize: limit });
      return downloaded(onClose);
    }
    setJob(await startExportJob(plan, fileName));
    setMask(null);
  };

  const start = async () => {
    if (format === 'xlsx') {
      try {
        await startServerExport();
      } catch {
        setMask(null);
      }
      return;
    }
    if (selection.length > 0) return exportSelection();
    setLinks([]);
    setMask({ text: t('renderer.export.fetching', { from: 1, to: limit }) });
    try {
      const first = await fetchBatch(plan, { pageNum: 1 }, progress(1));
      const all = batches(first.total, limit);
      if (all.length <= 1) {
        setMask({ text: t('renderer.export.writing') });
        const file = await exportFile(plan, first.records);
        saveBlob(file.blob, file.name);
        downloaded(onClose);
      } else {
        setLinks(all);
        setMask(null);
      }
    } catch {
      setMask(null);
    }
  };

  const downloadBatch = async (batch: ExportBatch) => {
    setMask({ text: t('renderer.export.fetching', { from: batch.from, to: batch.to }) });
    try {
      const { records } = await fetchBatch(plan, batch, progress(batch.from));
      const file = await exportFile(plan, records, `-${batch.from}-${batch.to}`);
      saveBlob(file.blob, file.name);
      setMask({ text: t('renderer.export.done') });
      closeLater();
    } catch {
      setMask(null);
    }
  };

  return (
    <Modal title={t('renderer.export.title')} open={open} onClose={onClose}>
      <div className="relative flex flex-col gap-3">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-700">{t('renderer.export.format')}</span>
          <select value={format} onChange={(event) => isExportFormat(event.target.value) && setFormat(event.target.value)} className="rounded border border-slate-300 px-2 py-1.5">
            {EXPORT_FORMATS.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium text-slate-700">{t('renderer.export.fileName')}</span>
          <input value={fileName} onChange={(event) => setFileName(event.target.value)} list="export-file-names" className="rounded border border-slate-300 px-2 py-1.5" />
          <datalist id="export-file-names">
            {DEFAULT_EXPORT_FILE_NAMES.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </label>
        <p className="text-xs text-slate-500">{selection.length > 0 ? t('renderer.export.selection', { count: selection.length }) : t('renderer.export.limit', { limit })}</p>
        {job && <RunningJob job={job} limit={limit} />}
        {links.length > 0 && (
          <ul aria-label={t('renderer.export.batches')} className="flex flex-col gap-1">
            {links.map((batch) => (
              <li key={batch.pageNum}>
                <button type="button" onClick={() => void downloadBatch(batch)} className="text-sm text-primary hover:underline">
                  {t('renderer.export.batch', { from: batch.from, to: batch.to })}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>{t('renderer.dialog.cancel')}</Button>
          <Button variant="primary" pending={mask !== null} disabled={job !== null} onClick={() => void start()}>
            {t('renderer.export.start')}
          </Button>
        </div>
        {mask && (
          <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-white/80">
            <span className="size-6 animate-spin rounded-full border-4 border-primary border-t-transparent" aria-hidden="true" />
            <span className="text-sm text-primary">{mask.text}</span>
          </div>
        )}
      </div>
    </Modal>
  );
}

/** The job just started, followed until it ends. */
function RunningJob({ job, limit }: { job: ExportJob; limit: number }) {
  const { t } = useTranslation();
  const jobs = useExportJobs(job);
  const current = jobs?.find((entry) => entry.id === job.id) ?? job;
  return (
    <div className="flex flex-col gap-2 rounded border border-slate-200 p-3">
      <p className="text-xs text-slate-500">{t('renderer.export.jobStarted', { total: job.total, limit })}</p>
      <ExportJobProgress job={current} />
    </div>
  );
}
