// Browser load times (issue 18): the login form visible and sign-in → dashboard visible in
// Chromium against the real server serving the production build, each a cold load in a fresh
// context (zh), median of BENCH_LOADS (≥ 15) runs; the JS fetched (gzip level 6 of the bytes) by
// each point; and sign-in → home over a simulated 3G link (CDP Network.emulateNetworkConditions).
// With BENCH_BASELINE=<commit> that commit's console is built in a temporary git worktree
// (node_modules linked), served by this checkout's server (FREIGHT_STATIC_DIR), and both builds
// are measured interleaved in the same run.
// Writes bench/results/browser-load.json and the table of bench/README.md between its markers.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/core/api/client';
import { launchBrowser } from '../tests/e2e/support/browser';
import { text } from '../tests/e2e/support/shell';
import { machineInfo } from './report';
import { dashboardVisible } from './support/dashboardVisible';
import { freePort } from '../tests/e2e/support/freePort';

const ROOT = path.resolve(import.meta.dirname, '..');
const LOADS = Math.max(15, Number(process.env.BENCH_LOADS ?? 15));
const SLOW_LOADS = Number(process.env.BENCH_SLOW_LOADS ?? 3);
const BASELINE = process.env.BENCH_BASELINE;
const RESULTS = path.join(ROOT, 'bench/results/browser-load.json');
const README = path.join(ROOT, 'bench/README.md');
const START = '<!-- browser-load:start -->';
const END = '<!-- browser-load:end -->';
/** Chrome DevTools' "Fast 3G" preset (latency in ms, throughput in bytes/s). */
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

/** A fast typist's pace between keys on the login form. */
const TYPING_DELAY_MS = 80;

const log = (message: string) => process.stdout.write(`[browser-load] ${message}\n`);

interface Target { name: string; root: string; url: string; child: ChildProcess; dir: string }

/** This checkout's server serving a build (`staticDir`, else this checkout's dist/) on a fresh
 * database and a free port: both builds talk to the same server, so only the consoles differ. */
async function startTarget(name: string, root: string, staticDir?: string): Promise<Target> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-browser-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env, ...(staticDir ? { FREIGHT_STATIC_DIR: staticDir } : {}), HOST: '127.0.0.1', PORT: String(port), FREIGHT_DB: path.join(dir, 'bench.db'), LOG_LEVEL: 'warn', NODE_ENV: 'production',
      LIMIT_API_PER_CLIENT_PER_MINUTE: '1000000', LIMIT_API_PER_ACCOUNT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name}: the server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`${name}: the server did not start:\n${output}`);
    const ok = await fetch(`${url}/login`).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { name, root, url, child, dir };
}

async function stopTarget(target: Target): Promise<void> {
  if (target.child.exitCode === null) {
    const exited = new Promise((resolve) => target.child.once('exit', resolve));
    target.child.kill('SIGTERM');
    await exited;
  }
  rmSync(target.dir, { recursive: true, force: true });
}

/** The baseline commit built in a temporary worktree that shares this checkout's node_modules. */
function buildBaseline(commit: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'freight-baseline-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { cwd: ROOT, stdio: 'inherit' });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  return dir;
}

interface Load { loginMs: number; usableMs: number; loginJsGz: number; dashboardMs: number; dashboardJsGz: number; jsFiles: number }

/** In-page clocks (installed before any script of the page runs): the first frame after the login
 * form's username field enters the page (visible: from the server's markup, or from the first
 * render); the first frame after it is usable (no longer inside a form waiting for its code,
 * `aria-busy="true"`; at once when the console draws it), with the scripts complete by then; the
 * click on 登录; the first frame after the home's figures (stats block) enter the page. Read from
 * the page's own clock, so the load's times do not include the test driver's polling. Plain
 * JavaScript text: a function passed from here would carry the TypeScript loader's helpers into the page. */
const CLOCKS_SCRIPT = `(() => {
  const clocks = (window.benchClocks = {});
  const afterPaint = (name, then) => requestAnimationFrame(() => setTimeout(() => { clocks[name] = performance.now(); if (then) then(); }));
  const scriptsNow = () => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => /\\.m?js(\\?|$)/.test(name));
  const observer = new MutationObserver(() => {
    const field = document.querySelector('input[autocomplete="username"]');
    if (field && !('loginSeen' in clocks)) {
      clocks.loginSeen = true;
      afterPaint('loginAt');
    }
    if (field && !('loginScripts' in clocks) && !field.closest('[aria-busy="true"]')) {
      clocks.loginScripts = scriptsNow();
      afterPaint('usableAt');
    }
    if ('clickAt' in clocks && !('dashboardScripts' in clocks) && document.querySelector('main [data-block="stats"]')) {
      clocks.dashboardScripts = scriptsNow();
      afterPaint('dashboardAt', () => observer.disconnect());
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  addEventListener('click', (event) => {
    if (event.target && event.target.closest && event.target.closest('button[type="submit"]')) clocks.clickAt = event.timeStamp;
  }, true);
})();`;

interface Clocks { loginAt: number; usableAt: number; loginScripts: string[]; clickAt: number; dashboardAt: number; dashboardScripts: string[] }

/** The page's clocks once the given one has been read. */
const clocksWith = (page: Page, name: keyof Clocks) =>
  page.waitForFunction((wanted) => {
    const clocks = (window as unknown as { benchClocks?: Record<string, unknown> }).benchClocks;
    return clocks && typeof clocks[wanted] === 'number' ? clocks : null;
  }, name, { timeout: 120_000, polling: 50 }).then((handle) => handle.jsonValue() as Promise<Partial<Clocks>>);

/** One cold load: the login form, then sign-in to the dashboard, timed on the page's own clock
 * (from navigation start, and from the click on 登录), with the JS (gzip level 6 of the bytes)
 * complete by each point. */
async function coldLoad(browser: Browser, target: Target, network?: typeof FAST_3G): Promise<Load> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    const gzipOf = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') gzipOf.set(response.url(), response.body().then((body) => gzipSync(body, { level: 6 }).length, () => 0));
    });
    const sum = async (urls: string[]) => (await Promise.all(urls.map((url) => gzipOf.get(url) ?? Promise.resolve(0)))).reduce((total, bytes) => total + bytes, 0);
    await page.addInitScript({ content: CLOCKS_SCRIPT });
    await page.goto(`${target.url}/login`, { waitUntil: 'commit' });
    const atLogin = await clocksWith(page, 'usableAt');
    // Typed as a fast typist would (80 ms a key, 19 keys: 1.5 s), not filled at once: what the
    // console fetches while the user types (src/router/shellLoader.ts) is part of what it does.
    await page.getByLabel(text('zh', 'login.username')).pressSequentially('admin', { delay: TYPING_DELAY_MS });
    await page.getByLabel(text('zh', 'login.password')).pressSequentially(DEMO_PASSWORD, { delay: TYPING_DELAY_MS });
    await page.getByRole('button', { name: text('zh', 'login.signIn') }).click();
    await dashboardVisible(page);
    const atDashboard = await clocksWith(page, 'dashboardAt');
    return {
      loginMs: atLogin.loginAt!, usableMs: atLogin.usableAt!, loginJsGz: await sum(atLogin.loginScripts!),
      dashboardMs: atDashboard.dashboardAt! - atDashboard.clickAt!, dashboardJsGz: await sum(atDashboard.dashboardScripts!),
      jsFiles: atDashboard.dashboardScripts!.length,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

interface Summary { name: string; loads: number; loginMs: number; usableMs: number; dashboardMs: number; loginJsKbGz: number; dashboardJsKbGz: number; slow3gSignInToHomeMs: number | null }

function summarise(name: string, loads: Load[], slow: Load[]): Summary {
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
  return {
    name, loads: loads.length,
    loginMs: Math.round(median(loads.map((load) => load.loginMs))),
    usableMs: Math.round(median(loads.map((load) => load.usableMs))),
    dashboardMs: Math.round(median(loads.map((load) => load.dashboardMs))),
    loginJsKbGz: kb(median(loads.map((load) => load.loginJsGz))),
    dashboardJsKbGz: kb(median(loads.map((load) => load.dashboardJsGz))),
    slow3gSignInToHomeMs: slow.length ? Math.round(median(slow.map((load) => load.dashboardMs))) : null,
  };
}

function writeReadme(summaries: Summary[], date: string, load: number[]): void {
  const rows = summaries.map((s) => `| ${s.name} | ${s.loginMs} | ${s.usableMs} | ${s.dashboardMs} | ${s.loginJsKbGz} | ${s.dashboardJsKbGz} | ${s.slow3gSignInToHomeMs ?? '—'} |`);
  const [current, baseline] = summaries;
  const verdict = baseline
    ? `Targets (at most half the baseline's time): login form visible ${current!.loginMs <= baseline.loginMs / 2 ? 'met' : '**not met**'} (${Math.round((current!.loginMs / baseline.loginMs) * 100)} %), sign-in → dashboard ${current!.dashboardMs <= baseline.dashboardMs / 2 ? 'met' : '**not met**'} (${Math.round((current!.dashboardMs / baseline.dashboardMs) * 100)} %). The login form usable: ${Math.round((current!.usableMs / baseline.usableMs) * 100)} % of the baseline's (for the baseline, visible and usable are the same frame).`
    : 'No baseline measured (set BENCH_BASELINE=<commit>).';
  const table = [
    START,
    `Measured ${date}, load ${load.map((value) => value.toFixed(2)).join(' / ')}; median of ${current!.loads} cold loads each (fresh context, zh, 1440 px), builds interleaved; 3G = DevTools "Fast 3G" (562.5 ms, 1.44 Mbit/s), median of ${SLOW_LOADS}.`,
    '',
    '| build | login form visible (ms) | login form usable (ms) | sign-in → dashboard visible (ms) | JS by the usable login form (KB gz) | JS by the dashboard (KB gz) | 3G sign-in → home (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    verdict,
    END,
  ].join('\n');
  const readme = readFileSync(README, 'utf8');
  const next = readme.includes(START)
    ? readme.replace(new RegExp(`${START}[\\s\\S]*?${END}`), table)
    : `${readme.trimEnd()}\n\n## Browser load (issue 18, \`bench/browserLoad.ts\`)\n${table}\n`;
  writeFileSync(README, next);
}

async function main(): Promise<void> {
  const worktree = BASELINE ? buildBaseline(BASELINE) : undefined;
  const targets: Target[] = [];
  const browser = await launchBrowser();
  try {
    targets.push(await startTarget('this build', ROOT));
    if (worktree) targets.push(await startTarget(`baseline ${BASELINE}`, worktree, path.join(worktree, 'dist')));
    const loads = new Map<string, Load[]>(targets.map((target) => [target.name, []]));
    const slow = new Map<string, Load[]>(targets.map((target) => [target.name, []]));
    log(`started ${targets.map((target) => `${target.name} at ${target.url}`).join(', ')}`);
    for (const target of targets) await coldLoad(browser, target); // warm the servers' own caches
    for (let run = 0; run < LOADS; run += 1) {
      for (const target of run % 2 ? [...targets].reverse() : targets) {
        const load = await coldLoad(browser, target);
        loads.get(target.name)!.push(load);
        log(`${target.name} #${run + 1}: login ${Math.round(load.loginMs)} ms (usable ${Math.round(load.usableMs)}), dashboard ${Math.round(load.dashboardMs)} ms, JS ${Math.round(load.dashboardJsGz / 1024)} KB gz`);
      }
    }
    for (let run = 0; run < SLOW_LOADS; run += 1) {
      for (const target of targets) slow.get(target.name)!.push(await coldLoad(browser, target, FAST_3G));
    }
    const summaries = targets.map((target) => summarise(target.name, loads.get(target.name)!, slow.get(target.name)!));
    for (const summary of summaries) log(JSON.stringify(summary));
    const date = new Date().toISOString();
    const machine = machineInfo();
    mkdirSync(path.dirname(RESULTS), { recursive: true });
    writeFileSync(RESULTS, `${JSON.stringify({ date, machine, node: process.version, baseline: BASELINE ?? null, summaries, loads: Object.fromEntries(loads), slow3g: Object.fromEntries(slow) }, null, 2)}\n`);
    writeReadme(summaries, date, machine.loadAverage);
    log(`written ${path.relative(ROOT, RESULTS)} and bench/README.md`);
  } finally {
    await browser.close();
    for (const target of targets) await stopTarget(target);
    if (worktree) execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: ROOT, stdio: 'inherit' });
  }
}

await main();
