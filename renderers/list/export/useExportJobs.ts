// The signed-in party's export jobs, read again every second while one of them runs.
import { useEffect, useState } from 'react';
import { listExportJobs, type ExportJob } from './serverExport';

export const EXPORT_JOB_POLL_MS = 1_000;

/** The jobs (null until first read); `seed` shows a job just started before the first read. */
export function useExportJobs(seed?: ExportJob): ExportJob[] | null {
  const [jobs, setJobs] = useState<ExportJob[] | null>(seed ? [seed] : null);
  const running = jobs === null || jobs.some((job) => job.status === 'running');
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const next = await listExportJobs();
        if (!stopped) setJobs(next);
      } catch {
        // The HTTP layer has shown the error; try again at the next tick.
      }
      if (!stopped) timer = setTimeout(() => void read(), EXPORT_JOB_POLL_MS);
    };
    timer = setTimeout(() => void read(), seed ? EXPORT_JOB_POLL_MS : 0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // Polling restarts only when whether a job runs changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);
  return jobs;
}
