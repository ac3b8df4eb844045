// npm run bench, browser case of issue 19: the production build served by the real server
// (bench/serverProcess.ts) on a bench database of BENCH_LIST_WAYBILLS waybills (20,000 by
// default: a list page costs the same at this size as at a million, bench/README.md), Debian's
// Chromium, signed in as staff. Each run, in a fresh browser context: once the home dashboard is
// visible (its figures on screen, as bench/browserLoad.ts sees them) and HUMAN_PAUSE_MS later, the
// menu group opened and a click on 运单管理 → the first 20 rows painted; page size 20 → 100
// painted; back to 20, then → 500 painted; the longest long task during each; the 500-row page
// scrolled to its end shows the last row.
// Medians over the runs go to bench/results/browser-list.json under BENCH_LIST_LABEL ("after"
// unless told: an earlier label stays, so before and after sit side by side) and to the table
// between bench/README.md's browser-list markers, with the machine's load average.
// The pause models a person: nobody picks a menu entry within milliseconds of the shell showing,
// while the home's data, its charts' animation and the idle preloads still run. Until 2026-11-28
// the click came the instant the shell's toggle button appeared (the earlier README lines).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { defineEntity, readEntitySchemas } from '../server/entities/definition';
import { recountScopes } from '../server/entities/scopeCounts';
import { seedIfEmpty } from '../server/seed';
import { openSqliteDatabase } from '../server/storage/database';
import { migrateToLatest } from '../server/migrations';
import { apiSignIn, callOk } from '../tests/e2e/support/api';
import { signInAt, sidebar, zh } from '../tests/e2e/support/shell';
import { bulkLoadWaybills } from './bulkWaybills';
import { armProbe, installProbe, probeResult, scrollToEnd, tablesSeen, type PaintedWhen, type ScrollCheck, type Timing } from './browserListProbe';
import { machineInfo } from './report';
import { startServerProcess } from './serverProcess';
import { dashboardVisible } from './support/dashboardVisible';
import { commitMeasured, writeReadmeSection } from './support/readmeSection';
import { recordLabelledResult, verdict } from './support/labelledResults';

const WAYBILLS = Number(process.env.BENCH_LIST_WAYBILLS ?? 20_000);
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 7);
const LABEL = process.env.BENCH_LIST_LABEL ?? 'after';
const WAYBILL_PATH = '/transport/waybillManage';
const LIST = '/ntocc-tms-api/waybill/list';
const PAGER_SELECT = 'main nav select';
const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_FILE = path.join(import.meta.dirname, 'results', 'browser-list.json');
/** A step not seen by then fails the run with what the page shows. */
const STEP_TIMEOUT_MS = 30_000;
const TARGETS = { firstRowsMs: 200, pageSizeMs: 150, longTaskMs: 50 };
/** A person's pause between seeing the dashboard and using the menu (see the header comment). */
const HUMAN_PAUSE_MS = 1_000;

const STEPS = ['click → first 20 rows', 'page size 20 → 100', 'page size 20 → 500'] as const;
type Step = (typeof STEPS)[number];

interface RunResult { timings: Record<Step, Timing>; scroll: ScrollCheck }
/** How the first rows are recognised. Results without it came from the first probe, which took any
 * table of 20 rows on screen at the new path: the dashboard's, still shown, ended it at 12–40 ms. */
const PROBE = 'rows known by their numbers, created after the click';
interface LabelResult {
  probe?: string;
  date: string;
  commit: string;
  machine: ReturnType<typeof machineInfo>;
  /** Load average at the end of the runs (the machine's at the start is in `machine`). */
  loadAfter: number[];
  waybills: number;
  runs: RunResult[];
  median: Record<Step, { paintedMs: number; longestTaskMs: number }>;
  lastRowShownInAllRuns: boolean;
}

function log(message: string): void {
  process.stdout.write(`[browser-list] ${message}\n`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

function launch(): Promise<Browser> {
  // The flags of tests/e2e/support/browser.ts (that file needs vitest).
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** Times `act` from its click or input event to the frame painted with what `when` asks. */
async function timed(page: Page, when: PaintedWhen, act: () => Promise<unknown>): Promise<Timing> {
  await page.evaluate(armProbe, when);
  await act();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void page.evaluate(tablesSeen).then((seen) => reject(new Error(`${when.kind} not seen within ${STEP_TIMEOUT_MS} ms; on screen: ${seen}`)), reject), STEP_TIMEOUT_MS);
  });
  try {
    return await Promise.race([page.evaluate(probeResult), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The numbers of the first `size` waybills of the staff's list in its default order, read over the API. */
async function firstNumbers(baseUrl: string, size: number): Promise<string[]> {
  const token = await apiSignIn(baseUrl, 'staff');
  const page = await callOk<{ records: { shippingNoteNumber: string }[] }>(baseUrl, 'GET', `${LIST}?pageNum=1&pageSize=${size}&sortField=consignmentDateTime&sortType=desc`, token);
  return page.records.map((record) => record.shippingNoteNumber);
}

/** Waits for the list answer to the page size `size` and returns its last record's number. */
function listAnswer(page: Page, size: number): Promise<string> {
  return page
    .waitForResponse((response) => response.url().includes(LIST) && new URL(response.url()).searchParams.get('pageSize') === String(size))
    .then(async (response) => {
      const { data } = (await response.json()) as { data: { records: { shippingNoteNumber: string }[] } };
      return data.records.at(-1)!.shippingNoteNumber;
    });
}

async function oneRun(browser: Browser, baseUrl: string, numbers: string[]): Promise<RunResult> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1600, height: 900 } });
  try {
    const page = await context.newPage();
    // tsx names functions with esbuild's __name helper, which the page does not have.
    await page.addInitScript('window.__name = (target) => target;');
    await page.addInitScript(installProbe);
    await signInAt(page, baseUrl, 'staff');
    await dashboardVisible(page);
    await page.waitForTimeout(HUMAN_PAUSE_MS);
    const group = sidebar(page).getByRole('button', { name: zh('route.TransportManagement'), exact: true });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    const link = sidebar(page).getByRole('link', { name: zh('route.waybillManage'), exact: true });
    await link.waitFor();
    const firstRows = await timed(page, { kind: 'firstRows', numbers: numbers.slice(0, 20), path: WAYBILL_PATH, target: `aside a[href$="${WAYBILL_PATH}"]` }, () => link.click());
    const pager = page.getByRole('navigation', { name: zh('renderer.pagination.label') }).locator('select');
    const hundred = await timed(page, { kind: 'pageOf', rows: 100, numbers: [numbers[20]!], target: PAGER_SELECT }, () => pager.selectOption('100'));
    const back = listAnswer(page, 20);
    await pager.selectOption('20');
    await back;
    await page.waitForFunction(() => {
      const table = [...document.querySelectorAll<HTMLTableElement>('main table')].find((entry) => entry.offsetParent !== null);
      return table !== undefined && table.offsetHeight < 40 * 60;
    });
    const lastNumber = listAnswer(page, 500);
    const fiveHundred = await timed(page, { kind: 'pageOf', rows: 500, numbers: [numbers[20]!], target: PAGER_SELECT }, () => pager.selectOption('500'));
    const scroll = await page.evaluate(scrollToEnd, await lastNumber);
    return { timings: { [STEPS[0]]: firstRows, [STEPS[1]]: hundred, [STEPS[2]]: fiveHundred } as Record<Step, Timing>, scroll };
  } finally {
    await context.close();
  }
}

function table(results: Record<string, LabelResult>): string {
  // Oldest first: the verdict is the latest run's.
  const labels = Object.keys(results).sort((a, b) => results[a]!.date.localeCompare(results[b]!.date));
  const lines = [
    ...labels.map((label) => {
      const r = results[label]!;
      return `- **${label}**: ${r.date}, commit ${r.commit}, ${r.waybills.toLocaleString('en')} waybills, median of ${r.runs.length} runs; load ${r.machine.loadAverage.join(' / ')} at the start, ${r.loadAfter.join(' / ')} at the end.`;
    }),
    '',
    `| case | ${labels.map((label) => `${label}: painted (ms) | ${label}: longest long task (ms)`).join(' | ')} | target |`,
    `|---|${labels.map(() => '---:|---:|').join('')}---|`,
    ...STEPS.map((step, index) => {
      const target = index === 0 ? TARGETS.firstRowsMs : TARGETS.pageSizeMs;
      const last = results[labels.at(-1)!]!.median[step];
      // The first probe's click figure ended on the dashboard's rows: shown, but marked.
      const painted = (label: string) => `${results[label]!.median[step].paintedMs}${index === 0 && !results[label]!.probe ? ' (first probe: untrue)' : ''}`;
      const cells = labels.map((label) => `${painted(label)} | ${results[label]!.median[step].longestTaskMs}`).join(' | ');
      return `| ${step} | ${cells} | ≤ ${target} ms, no long task over ${TARGETS.longTaskMs} ms: ${verdict(last.paintedMs <= target && last.longestTaskMs <= TARGETS.longTaskMs)} (${labels.at(-1)}) |`;
    }),
    `| 500-row page scrolled to its end shows the last record's number in the last row, at the bottom | ${labels
      .map((label) => {
        const runs = results[label]!.runs;
        const shown = runs.filter((run) => run.scroll.lastRowShown).length;
        return `${shown} of ${runs.length} runs | gap ${median(runs.map((run) => run.scroll.gapPx ?? Number.NaN))} px`;
      })
      .join(' | ')} | every run |`,
  ];
  return lines.join('\n');
}

function writeResults(result: LabelResult): void {
  const all = recordLabelledResult(RESULTS_FILE, LABEL, result);
  writeReadmeSection('browser-list', table(all));
}


async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('dist/ is missing: `npm run build` first');
  const machine = machineInfo();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-bench-list-'));
  const file = path.join(dir, 'bench.db');
  try {
    let db = openSqliteDatabase(file);
    await migrateToLatest(db);
    await seedIfEmpty(db);
    await db.destroy();
    bulkLoadWaybills(file, WAYBILLS, 730);
    db = openSqliteDatabase(file);
    await recountScopes(db, defineEntity(readEntitySchemas().find((schema) => schema.$id === 'waybill')!));
    await db.destroy();
    log(`${WAYBILLS.toLocaleString('en')} waybills loaded; ${RUNS} runs`);
    const server = await startServerProcess(file);
    const browser = await launch();
    try {
      const numbers = await firstNumbers(server.url, 100);
      const runs: RunResult[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const result = await oneRun(browser, server.url, numbers);
        log(`run ${run}: ${STEPS.map((step) => `${step} ${result.timings[step].paintedMs} ms (in the DOM at ${result.timings[step].inDomMs}, longest task ${result.timings[step].longestTaskMs})`).join('; ')}; last row shown ${result.scroll.lastRowShown} (gap ${result.scroll.gapPx} px${result.scroll.failure ? `: ${result.scroll.failure}` : ''})`);
        runs.push(result);
      }
      const medianOf = (step: Step) => ({
        paintedMs: median(runs.map((run) => run.timings[step].paintedMs)),
        longestTaskMs: median(runs.map((run) => run.timings[step].longestTaskMs)),
      });
      writeResults({
        probe: PROBE,
        date: new Date().toISOString(),
        commit: commitMeasured('BENCH_LIST_COMMIT'),
        machine,
        loadAfter: os.loadavg().map((load) => Math.round(load * 100) / 100),
        waybills: WAYBILLS,
        runs,
        median: Object.fromEntries(STEPS.map((step) => [step, medianOf(step)])) as LabelResult['median'],
        lastRowShownInAllRuns: runs.every((run) => run.scroll.lastRowShown),
      });
      log(`written ${path.relative(ROOT, RESULTS_FILE)} (${LABEL}) and bench/README.md`);
    } finally {
      await browser.close();
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
