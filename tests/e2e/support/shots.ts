// Screenshots a browser test takes for a person to look at: written only when E2E_SHOTS names a
// folder (`E2E_SHOTS=/tmp/shots npx vitest run -c vitest.e2e.config.ts …`), into <folder>/<area>/;
// a normal run writes nothing.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

export function screenshotsOf(area: string): (page: Page, name: string) => Promise<void> {
  const root = process.env.E2E_SHOTS;
  if (!root) return async () => undefined;
  const folder = path.join(root, area);
  mkdirSync(folder, { recursive: true });
  return async (page, name) => {
    await page.screenshot({ path: path.join(folder, `${name}.png`), fullPage: true });
  };
}
