// What bench/browserList.ts runs inside the page: long tasks collected from the start (a
// PerformanceObserver for 'longtask'), and timings from the user's event (its capture listener
// gives the event's own timeStamp) to the first frame painted after the expected rows are in the
// DOM. The rows are recognised by the records' own numbers, which the bench reads from the API
// first: a row of another screen (the dashboard's tables), a skeleton or a previous page cannot
// pass for them.

/** Where a measurement stops. */
export type PaintedWhen = (
  | {
      /** The list's first page: a visible table whose first rows carry `numbers` (in that order),
       * each row created after the event (the previous screen's rows are not it), at `path`. */
      kind: 'firstRows';
      numbers: string[];
      path: string;
    }
  | {
      /** A page of `rows` rows: the table says it holds them (`data-rows`) and is as tall as they are
       * (also when only the rows in view are rendered), no longer loading, and each of `numbers` (a
       * record near the top that the previous, shorter page did not have) is in a rendered row. */
      kind: 'pageOf';
      rows: number;
      numbers: string[];
    }
) & {
  /** What the user's event lands on (a CSS selector): other clicks and inputs (a component's own) are not it. */
  target: string;
};

export interface Timing {
  /** User's event → the frame painted after the rows arrived in the DOM (ms). */
  paintedMs: number;
  /** User's event → the rows in the DOM (ms). */
  inDomMs: number;
  /** The longest long task between the event and that paint (0 when none). */
  longestTaskMs: number;
  longTasksMs: number[];
}

export interface ScrollCheck {
  /** The cell holding the page's last record's number is in view, in the table's last row, at the
   * bottom of the scroll area scrolled to its end, and nothing covers it. */
  lastRowShown: boolean;
  /** Scroll area's inner bottom minus the last row's bottom (px; 0 = flush). */
  gapPx: number | null;
  /** What failed, when something did. */
  failure?: string;
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

/** Arms one measurement: the next `click` or `input` event on `when.target` starts it; every DOM change
 * after it is checked, and the first that completes what `when` asks for ends it at the next paint
 * (a requestAnimationFrame callback runs just before that frame's paint, a task queued there runs
 * after it). Serialised into the page by Playwright, so self-contained. */
export function armProbe(when: PaintedWhen): void {
  const probe = window.__listProbe;
  // Rows on screen before the event are the previous screen's or page's, never the answer.
  const earlier = new WeakSet<Element>(document.querySelectorAll('tr'));
  // Layout is read last, only for a table whose rows already match: the probe runs on every DOM
  // change, and reading `offsetParent` first forced a layout each time (≈80 ms of a click's 300).
  const tables = (): HTMLTableElement[] => [...document.querySelectorAll<HTMLTableElement>('main table')].filter((table) => table.tHead !== null);
  const shown = (table: HTMLTableElement) => table.offsetParent !== null;
  const dataRows = (table: HTMLTableElement) => [...(table.tBodies[0]?.rows ?? [])].filter((row) => row.cells.length > 1 && !row.hasAttribute('aria-hidden'));
  const firstRowsShown = (numbers: string[]): boolean =>
    tables().some((table) => {
      const rows = dataRows(table);
      return rows.length >= numbers.length && numbers.every((number, index) => !earlier.has(rows[index]!) && rows[index]!.textContent!.includes(number)) && shown(table);
    });
  const pageShown = (rows: number, numbers: string[]): boolean =>
    tables().some((table) => {
      if (table.dataset.rows !== String(rows) || table.closest('[aria-busy="true"]')) return false;
      const texts = dataRows(table).map((row) => row.textContent ?? '');
      return numbers.every((number) => texts.some((text) => text.includes(number))) && shown(table) && table.offsetHeight >= rows * 30;
    });
  const ready = (): boolean =>
    when.kind === 'firstRows' ? location.pathname === when.path && firstRowsShown(when.numbers) : pageShown(when.rows, when.numbers);

  probe.armed = new Promise<Timing>((resolve) => {
    const begin = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(when.target)) return;
      document.removeEventListener('click', begin, true);
      document.removeEventListener('input', begin, true);
      const start = event.timeStamp;
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        const inDom = performance.now();
        requestAnimationFrame(() =>
          setTimeout(() => {
            const end = performance.now();
            const during = probe.longTasks.filter((task) => task.start + task.duration > start && task.start < end).map((task) => Math.round(task.duration));
            resolve({ paintedMs: Math.round(end - start), inDomMs: Math.round(inDom - start), longestTaskMs: Math.max(0, ...during), longTasksMs: during });
          }, 0),
        );
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    };
    document.addEventListener('click', begin, true);
    document.addEventListener('input', begin, true);
  });
}

/** What a step that never ended saw: the path and the tables in main (shown or not, busy, declared and
 * rendered rows, first row's text). */
export function tablesSeen(): string {
  const tables = [...document.querySelectorAll<HTMLTableElement>('main table')].map((table) => {
    const rows = [...(table.tBodies[0]?.rows ?? [])].filter((row) => !row.hasAttribute('aria-hidden'));
    return `${table.offsetParent !== null ? 'shown' : 'hidden'}${table.closest('[aria-busy="true"]') ? ' busy' : ''} data-rows=${table.dataset.rows} rendered=${rows.length} height=${table.offsetHeight} first="${(rows[0]?.textContent ?? '').slice(0, 40)}"`;
  });
  return `${location.pathname}: ${tables.join('; ') || 'no table'}`;
}

export function probeResult(): Promise<Timing> {
  const armed = window.__listProbe.armed;
  if (!armed) throw new Error('no measurement armed');
  return armed;
}

/** Scrolls the visible table's scroll area to its end (again while its height still changes, as
 * rows are measured) and says whether the page's last record, by its number `lastNumber`, is shown
 * there: its number's own cell in the table's last row, fully inside the scroll area's visible box
 * (below the sticky header, not scrolled aside), the topmost element at that spot, and the row
 * flush with the area's bottom. */
export async function scrollToEnd(lastNumber: string): Promise<ScrollCheck> {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
  const table = [...document.querySelectorAll<HTMLTableElement>('main table')].find((entry) => entry.offsetParent !== null && entry.tHead !== null)!;
  const area = table.parentElement!;
  let previous = -1;
  for (let attempt = 0; attempt < 20 && area.scrollHeight !== previous; attempt += 1) {
    previous = area.scrollHeight;
    area.scrollTop = area.scrollHeight;
    for (let waited = 0; waited < 3; waited += 1) await frame();
  }
  const sizes = { scrollHeight: area.scrollHeight, clientHeight: area.clientHeight };
  const failed = (failure: string, gapPx: number | null = null): ScrollCheck => ({ lastRowShown: false, gapPx, failure, ...sizes });
  if (area.scrollTop + area.clientHeight < area.scrollHeight - 1) return failed('the scroll area is not at its end');
  const rows = [...table.tBodies[0]!.rows].filter((row) => !row.hasAttribute('aria-hidden'));
  const lastRow = rows.at(-1);
  const cell = lastRow && [...lastRow.cells].find((entry) => entry.textContent?.trim() === lastNumber);
  if (!lastRow || !cell) return failed(`the table's last row does not hold ${lastNumber}`);
  const box = area.getBoundingClientRect();
  const inner = { top: box.top + area.clientTop, bottom: box.top + area.clientTop + area.clientHeight, left: box.left + area.clientLeft, right: box.left + area.clientLeft + area.clientWidth };
  const headerBottom = table.tHead!.getBoundingClientRect().bottom;
  const rowBox = lastRow.getBoundingClientRect();
  const cellBox = cell.getBoundingClientRect();
  const gapPx = Math.round((inner.bottom - rowBox.bottom) * 10) / 10;
  if (gapPx < -1 || gapPx > 2) return failed('the last row is not at the bottom of the scroll area', gapPx);
  if (cellBox.top < headerBottom - 1 || cellBox.left < inner.left - 1 || cellBox.right > inner.right + 1) return failed('the number cell is not fully in view', gapPx);
  const onTop = document.elementFromPoint((cellBox.left + cellBox.right) / 2, (cellBox.top + cellBox.bottom) / 2);
  if (!onTop || !cell.contains(onTop)) return failed('something covers the number cell', gapPx);
  return { lastRowShown: true, gapPx, ...sizes };
}
