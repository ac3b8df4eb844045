// The Link header of index.html (and of the login pages, ./firstPage.ts): what the console's entry asks for first, named before its code has
// arrived, so the browser fetches it beside that code instead of after running it (≈15–30 ms of a
// signed-out first load on this machine, bench/README.md). It names the runtime config and the
// shell catalogue's first part of the language the console will pick (the `language` cookie, then
// the browser's languages: src/i18n/detectLanguage.ts, as the console does), and only that one:
// only the current language's catalogue is fetched.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';
import { FIRST_LOAD_MANIFEST, type FirstLoadManifest } from '../../src/core/i18n/firstLoadManifest';
import { requestLanguage } from './firstPage';

/** The headers index.html's answer gets for a request. */
export type FirstLoadHeaders = (request: IncomingHttpHeaders) => Record<string, string>;

function readManifest(staticDir: string): FirstLoadManifest | null {
  const file = path.join(staticDir, FIRST_LOAD_MANIFEST);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FirstLoadManifest;
  } catch {
    return null;
  }
}

/** The Link header for a build (none for a build without the manifest); read once at start. */
export function firstLoadHeaders(staticDir: string): FirstLoadHeaders {
  const manifest = readManifest(staticDir);
  if (!manifest) return () => ({});
  return (request) => {
    const texts = manifest.firstTexts[requestLanguage(request)];
    // The entry's module scripts are fetched with `crossorigin` (same-origin credentials): so are these.
    const links = ['</config.json>; rel=preload; as=fetch; crossorigin', ...(texts ? [`</${texts}>; rel=modulepreload; crossorigin`] : [])];
    return { link: links.join(', '), vary: 'Cookie, Accept-Language' };
  };
}
