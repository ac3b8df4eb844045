// What bench/browserList.ts runs inside the page: long tasks collected from the start (a
// PerformanceObserver for 'longtask'), and timings from the user's event (its capture listener
// marks the start) to the first frame painted with the expected rows.

/** Where a measurement stops: the waybill list's first rows, or a table holding a page of `rows`. */
export type PaintedWhen = ({ kind: 'firstRows'; rows: number; path: string } | { kind: 'pageOf'; rows: number }) & {
  /** What the user's event lands on (a CSS selector): other clicks and inputs (a component's own) are not it. */
  target: string;
};

export interface Timing {
  /** User's event → the frame that shows the rows has painted (ms). */
  paintedMs: number;
  /** The longest long task between the event and that paint (0 when none). */
  longestTaskMs: number;
  longTasksMs: number[];
}

export interface ScrollCheck {
  /** The row of the page's last record is fully in view, at the bottom of the scroll area. */
  lastRowShown: boolean;
  /** Scroll area's inner bottom minus the last row's bottom (px; 0 = flush). */
  gapPx: number | null;
  scrollHeight: number;
  clientHeight: number;
}

interface Probe {
  longTasks: { start: number; duration: number }[];
  armed: Promise<Timing> | null;
}

declare global {
  interface Window { __listProbe: Probe }
}

/** Installed before any page script (addInitScript). */
export function installProbe(): void {
  const probe: Probe = { longTasks: [], armed: null };
  window.__listProbe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Arms one measurement: the next `click` or `input` event on `when.target` starts it; it ends after the frame that
 * first shows what `when` asks for. Serialised into the page by Playwright, so self-contained. */
export function armProbe(when: PaintedWhen): void {
  const probe = window.__listProbe;
  const visibleTable = (): HTMLTableElement | undefined =>
    [...document.querySelectorAll<HTMLTableElement>('main table')].find((table) => table.offsetParent !== null && table.tHead !== null);
  const dataRows = (table: HTMLTableElement) => [...table.tBodies[0]?.rows ?? []].filter((row) => row.cells.length > 1 && !row.hasAttribute('aria-hidden'));
  const ready = (): boolean => {
    const table = visibleTable();
    // A table still loading (aria-busy) shows the previous or placeholder rows, not the answer.
    if (!table || table.closest('[aria-busy="true"]')) return false;
    if (when.kind === 'firstRows') return location.pathname === when.path && dataRows(table).length >= when.rows;
    // A page of N rows: its height (also when only the rows in view are rendered) holds N rows of
    // at least 30 px, and rows are there.
    return dataRows(table).length > 0 && table.offsetHeight >= when.rows * 30;
  };
  probe.armed = new Promise<Timing>((resolve) => {
    const begin = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(when.target)) return;
      document.removeEventListener('click', begin, true);
      document.removeEventListener('input', begin, true);
      const start = event.timeStamp;
      const check = () => {
        if (!ready()) {
          requestAnimationFrame(check);
          return;
        }
        // The frame of this callback paints right after it: a task queued now runs after that paint.
        setTimeout(() => {
          const end = performance.now();
          const during = probe.longTasks.filter((task) => task.start + task.duration > start && task.start < end).map((task) => Math.round(task.duration));
          resolve({ paintedMs: Math.round(end - start), longestTaskMs: Math.max(0, ...during), longTasksMs: during });
        }, 0);
      };
      requestAnimationFrame(check);
    };
    document.addEventListener('click', begin, true);
    document.addEventListener('input', begin, true);
  });
}

export function probeResult(): Promise<Timing> {
  const armed = window.__listProbe.armed;
  if (!armed) throw new Error('no measurement armed');
  return armed;
}

/** Scrolls the visible table's scroll area to its end (again while its height still changes, as
 * rows are measured) and says whether the row containing `lastText` sits at its bottom. */
export async function scrollToEnd(lastText: string): Promise<ScrollCheck> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  const table = [...document.querySelectorAll<HTMLTableElement>('main table')].find((entry) => entry.offsetParent !== null && entry.tHead !== null)!;
  const area = table.parentElement!;
  let previous = -1;
  for (let attempt = 0; attempt < 20 && area.scrollHeight !== previous; attempt += 1) {
    previous = area.scrollHeight;
    area.scrollTop = area.scrollHeight;
    for (let waited = 0; waited < 3; waited += 1) await frame();
  }
  const row = [...table.tBodies[0]!.rows].find((entry) => entry.textContent?.includes(lastText));
  const box = area.getBoundingClientRect();
  const innerBottom = box.top + area.clientTop + area.clientHeight;
  const headerBottom = table.tHead!.getBoundingClientRect().bottom;
  if (!row) return { lastRowShown: false, gapPx: null, scrollHeight: area.scrollHeight, clientHeight: area.clientHeight };
  const rowBox = row.getBoundingClientRect();
  const gapPx = Math.round((innerBottom - rowBox.bottom) * 10) / 10;
  const lastRowShown = rowBox.top >= headerBottom - 1 && gapPx >= -1 && gapPx <= 2;
  return { lastRowShown, gapPx, scrollHeight: area.scrollHeight, clientHeight: area.clientHeight };
}
