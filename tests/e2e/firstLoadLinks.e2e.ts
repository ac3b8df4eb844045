// A signed-out first load: index.html's Link header (server/http/firstLoadLinks.ts) has the browser
// fetch the runtime config and the first part of the language's shell catalogue beside the entry's
// code, not after running it; each is fetched once (the console's own requests take the preloaded
// answers), and no other language's texts are fetched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { FIRST_LOAD_MANIFEST, type FirstLoadManifest } from '../../src/core/i18n/firstLoadManifest';
import { newSession, useSharedBrowser } from './support/browser';
import { text } from './support/shell';

const baseUrl = inject('baseUrl');
const browser = useSharedBrowser();
const { firstTexts } = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../dist', FIRST_LOAD_MANIFEST), 'utf8')) as FirstLoadManifest;
const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(readFileSync(path.resolve(import.meta.dirname, '../../dist/index.html'), 'utf8'))![1]!;

interface Fetched { path: string; startTime: number; responseEnd: number }

describe('the first load names its texts and config up front', () => {
  it.each([
    ['zh', 'zh-CN', undefined],
    ['ja', 'en-US', 'ja'],
  ] as const)('%s: fetched beside the entry, once each', async (language, locale, cookie) => {
    const { context, page } = await newSession(browser(), { locale });
    try {
      if (cookie) await context.addCookies([{ name: 'language', value: cookie, url: baseUrl }]);
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel(text(language, 'login.username'), { exact: true }).waitFor();
      const fetched = await page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime, responseEnd: entry.responseEnd })),
      );
      const named = (pathname: string) => fetched.filter((entry: Fetched) => entry.path === pathname);
      const entryScript = named(entry);
      const texts = named(`/${firstTexts[language]}`);
      expect(named('/config.json')).toHaveLength(1);
      expect(texts).toHaveLength(1);
      expect(entryScript).toHaveLength(1);
      // Asked for before the entry's code had even arrived, so before it ran.
      expect(texts[0]!.startTime).toBeLessThan(entryScript[0]!.responseEnd);
      expect(named('/config.json')[0]!.startTime).toBeLessThan(entryScript[0]!.responseEnd);
      const others = Object.entries(firstTexts).filter(([other]) => other !== language).map(([, file]) => `/${file}`);
      expect(fetched.filter((entry: Fetched) => others.includes(entry.path))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
