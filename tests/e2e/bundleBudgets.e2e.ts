// The budget check (scripts/budgets/check.ts) reads from the build's module graph which chunks
// load before the login form is usable and by the dashboard; here Chromium shows it misses none:
// every script the browser fetches by then is in the check's set (or an idle-time preload). The
// login form's scripts are those complete when it is usable: its username field in the page and no
// longer waiting (the form drawn by the server waits, aria-busy, until its code has run; read in the
// page at that moment). The shell and the home fetched while the user types come later, when the
// browser is idle (src/router/shellLoader.ts), and count in the dashboard's set.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { MANIFEST_FILE } from '../../scripts/budgets/chunkManifestPlugin';
import type { ChunkManifest } from '../../scripts/budgets/manifest';
import { withStaticImports } from '../../scripts/budgets/chunkGraph';
import { IDLE_PRELOADS, dashboardChunks, loginChunks, one } from '../../scripts/budgets/screens';
import { newSession, useSharedBrowser } from './support/browser';
import { signInAt } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const manifest = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist', MANIFEST_FILE), 'utf8')) as ChunkManifest;
const idle = new Set(withStaticImports(manifest, IDLE_PRELOADS.flatMap((module) => one(manifest, module))).map((chunk) => chunk.file));

const scriptFile = (url: string) => new URL(url).pathname.replace(/^\//, '');

describe('the budget check knows every script the browser fetches', () => {
  it('before the login form is usable, then by the dashboard after sign-in (zh)', async () => {
    const { context, page } = await newSession(browser(), { width: 1440 });
    try {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(scriptFile(request.url()));
      });
      await page.addInitScript(() => {
        const observer = new MutationObserver(() => {
          const field = document.querySelector('input[autocomplete="username"]');
          if (!field || field.closest('[aria-busy="true"]')) return;
          observer.disconnect();
          const scripts = performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'));
          (window as unknown as { loginFormScripts: string[] }).loginFormScripts = scripts.map((entry) => entry.name);
        });
        observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
      });
      await page.goto(`${baseUrl}/login`);
      await page.waitForFunction(() => 'loginFormScripts' in window);
      const byLoginForm = (await page.evaluate(() => (window as unknown as { loginFormScripts: string[] }).loginFormScripts)).map(scriptFile);
      const login = new Set(loginChunks(manifest, 'zh').map((chunk) => chunk.file));
      // Both ways: the check's set is what the form waited for, and nothing else came before it.
      expect([...login].filter((file) => file.endsWith('.js') && !byLoginForm.includes(file))).toEqual([]);
      expect(byLoginForm.filter((file) => !login.has(file) && !idle.has(file))).toEqual([]);

      await signInAt(page, baseUrl, 'staff');
      await page.locator('main [data-block="stats"]').first().waitFor();
      await page.locator('main [data-block="chart"] svg').first().waitFor();
      const dashboard = new Set(dashboardChunks(manifest, 'zh').map((chunk) => chunk.file));
      expect(fetched.filter((file) => !dashboard.has(file) && !idle.has(file))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
