// The header corner of a wall display: the time now (ticking every second) and when its data
// last arrived (the moment the page's loads, shown by the progress bar, have all settled).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { subscribe } from 'valtio';
import { progress } from '../progress/progressStore';

const clockTime = (date: Date) => date.toLocaleTimeString('en-GB', { hour12: false });
const clockDate = (date: Date) => date.toLocaleDateString('sv-SE');

export function WallClock() {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  const [refreshedAt, setRefreshedAt] = useState<Date | null>(null);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  // Each time the page's loads have all settled, its data is fresh.
  useEffect(
    () =>
      subscribe(progress, () => {
        if (progress.pending === 0) setRefreshedAt(new Date());
      }),
    [],
  );
  return (
    <div className="flex items-baseline gap-4 text-slate-300 tabular-nums">
      {refreshedAt && <span className="text-xs text-slate-400" data-testid="refreshed-at">{t('page.bigData.refreshedAt', { time: clockTime(refreshedAt) })}</span>}
      <time role="timer" aria-label={t('page.bigData.clock')} dateTime={now.toISOString()} className="text-lg font-semibold text-slate-100">
        {clockDate(now)} {clockTime(now)}
      </time>
    </div>
  );
}
