// After `vite build` (npm run build): the login form's markup in each language, made by React in
// Node from the same components and texts as the console (src/boot/prerenderLogin.tsx, built for
// Node by Vite with the project's plugins), written into a copy of dist/index.html as
// dist/login.<lang>.html. The server sends that page to a signed-out load bound for the form
// (server/http/firstPage.ts), so the browser paints the form before the console's code has arrived;
// main.tsx hydrates it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { HTML_LANG, LANGUAGES } from '../../src/core/api/client';
import type * as Prerender from '../../src/boot/prerenderLogin';
import { prerenderedLoginFile } from '../../src/core/i18n/firstLoadManifest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'dist');
// Inside the project, so that the bundle's imports of react and the other packages resolve.
const SSR_OUT = path.join(ROOT, 'node_modules/.cache/prerender-login');
const ROOT_ELEMENT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;

/** The page's stylesheet written into it: the form is painted as soon as the page is parsed,
 * without waiting for a stylesheet that shares the connections with the console's code. The
 * document keeps these styles when the console takes over from the form. */
function withInlineStyles(page: string): string {
  const link = STYLESHEET.exec(page);
  if (!link) throw new Error('dist/index.html links no stylesheet');
  const css = readFileSync(path.join(DIST, link[1]!), 'utf8');
  return page.replace(link[0], () => `<style>${css}</style>`);
}

/** A first visit's empty storage: the session and settings stores read it when imported. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

async function main(): Promise<void> {
  Object.assign(globalThis, { localStorage: emptyStorage(), sessionStorage: emptyStorage() });
  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes(ROOT_ELEMENT)) throw new Error(`dist/index.html has no empty ${ROOT_ELEMENT}`);
  rmSync(SSR_OUT, { recursive: true, force: true });
  mkdirSync(SSR_OUT, { recursive: true });
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'src/boot/prerenderLogin.tsx', outDir: SSR_OUT, emptyOutDir: true, copyPublicDir: false },
  });
  const { loginPage } = (await import(pathToFileURL(path.join(SSR_OUT, 'prerenderLogin.js')).href)) as typeof Prerender;
  for (const language of LANGUAGES) {
    const { titleElement, markup } = await loginPage(language);
    const page = withInlineStyles(template)
      .replace(/<html lang="[^"]*">/, `<html lang="${HTML_LANG[language]}">`)
      .replace(/<title>[^<]*<\/title>/, () => titleElement)
      .replace(ROOT_ELEMENT, `<div id="root" data-prerendered="${language}">${markup}</div>`);
    writeFileSync(path.join(DIST, prerenderedLoginFile(language)), page);
  }
  rmSync(SSR_OUT, { recursive: true, force: true });
  process.stdout.write(`prerendered the login form: ${LANGUAGES.map((language) => prerenderedLoginFile(language)).join(', ')}\n`);
}

await main();
