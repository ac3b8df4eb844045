// The built console's files: hashed assets cached for a year and sent from their precompressed
// copies, index.html / config.json / the fallback revalidated on every load; index.html names the
// runtime config and the first catalogue part of the language the console will pick (Link); a
// signed-out load bound for the login form gets the page with the form's markup in its language.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_LANGUAGE } from '../../../src/core/api/client';
import { FIRST_LOAD_MANIFEST, prerenderedLoginFile } from '../../../src/core/i18n/firstLoadManifest';
import { TOKEN_COOKIE, obfuscateToken } from '../../../src/session/tokenCookie';
import { startTestServer, type TestServer } from '../support/testServer';
import { rawGet } from './rawGet';

let server: TestServer;
const loginPage = (language: string) => `<!doctype html><title>console</title>${'<!-- padding -->'.repeat(100)}<div id="root" data-prerendered="${language}"><form></form></div>`;
const FIRST_TEXTS = { zh: 'assets/zh-Aa11.js', en: 'assets/en-Bb22.js', es: 'assets/es-Cc33.js', ja: 'assets/ja-Dd44.js' };
let dist: string;
const ASSET = '/assets/ShellLayout-Bx3k9QaZ.js';
const SMALL_ASSET = '/assets/pages/home-C0ffee12.js';
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `运单 ${i}` })))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'freight-dist-'));
  mkdirSync(path.join(dist, 'assets/pages'), { recursive: true });
  const file = path.join(dist, ASSET);
  writeFileSync(file, script);
  // As the build writes them (scripts/build/precompress.ts): a .br and a .gz next to the file.
  writeFileSync(`${file}.br`, brotliCompressSync(script));
  writeFileSync(`${file}.gz`, gzipSync(script));
  writeFileSync(path.join(dist, SMALL_ASSET), 'export default 1;\n');
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><title>console</title>${'<!-- padding -->'.repeat(100)}`);
  writeFileSync(path.join(dist, 'config.json'), '{"apiBase":"","wsBase":""}');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, FIRST_LOAD_MANIFEST), JSON.stringify({ firstTexts: FIRST_TEXTS }));
  // As the build writes them (scripts/build/prerenderLogin.ts), here for two of the four languages.
  for (const language of ['zh', 'en']) writeFileSync(path.join(dist, prerenderedLoginFile(language)), loginPage(language));
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('hashed assets', () => {
  test('Accept-Encoding: br answers the .br file, cached for a year', async () => {
    const answer = await rawGet(server.url, ASSET, { 'accept-encoding': 'br, gzip' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('javascript');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.body.equals(readFileSync(path.join(dist, `${ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  test('Accept-Encoding: gzip answers the .gz file', async () => {
    const answer = await rawGet(server.url, ASSET, { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(readFileSync(path.join(dist, `${ASSET}.gz`)))).toBe(true);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  test('without Accept-Encoding the file is sent as it is', async () => {
    const answer = await rawGet(server.url, ASSET, {});
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('an asset without compressed copies (under 1 KB) is compressed as it is sent, still immutable', async () => {
    const answer = await rawGet(server.url, SMALL_ASSET, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe('export default 1;\n');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('files that change without changing name are revalidated', () => {
  test.each(['/', '/index.html', '/config.json', '/basic/DriverManage'])('%s: no-cache', async (pathname) => {
    const answer = await rawGet(server.url, pathname, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  test('the favicon is kept a day: Chromium asks for it at every move inside the console', async () => {
    const answer = await rawGet(server.url, '/favicon.svg', {});
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=86400');
  });

  test('index.html (over 1 KB) is compressed when served', async () => {
    const answer = await rawGet(server.url, '/login', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toContain('<title>console</title>');
  });
});

describe('index.html names what the console fetches first (Link)', () => {
  const linkOf = async (pathname: string, headers: Record<string, string>) => (await rawGet(server.url, pathname, headers)).headers.link as string | undefined;
  const expected = (language: keyof typeof FIRST_TEXTS) =>
    `</config.json>; rel=preload; as=fetch; crossorigin, </${FIRST_TEXTS[language]}>; rel=modulepreload; crossorigin`;

  test.each([
    ['the language cookie first', { cookie: 'sidebarStatus=1; language=ja', 'accept-language': 'zh-CN,zh;q=0.9' }, 'ja'],
    ['then the browser languages by q value', { 'accept-language': 'fr;q=0.9, es-MX, zh;q=0.8' }, 'es'],
    ['an unsupported cookie value falls back to the browser languages', { cookie: 'language=fr', 'accept-language': 'zh-TW' }, 'zh'],
    ['no language at all: the console default', {}, DEFAULT_LANGUAGE],
  ] as const)('%s', async (_case, headers, language) => {
    expect(await linkOf('/login', headers)).toBe(expected(language));
  });

  test('every address that answers index.html carries it, and varies by cookie and language', async () => {
    for (const pathname of ['/', '/index.html', '/basic/DriverManage']) {
      const answer = await rawGet(server.url, pathname, { 'accept-language': 'en' });
      expect(answer.headers.link).toBe(expected('en'));
      expect(answer.headers.vary).toMatch(/Cookie, Accept-Language/);
    }
  });

  test('other files carry no Link; the build manifest itself is not served', async () => {
    expect(await linkOf('/config.json', { 'accept-language': 'en' })).toBeUndefined();
    expect(await linkOf(ASSET, { 'accept-language': 'en' })).toBeUndefined();
    expect((await rawGet(server.url, `/${FIRST_LOAD_MANIFEST}`, {})).status).toBe(404);
  });
});

describe('a signed-out load bound for the login form gets the form drawn in its language', () => {
  const pageOf = async (pathname: string, headers: Record<string, string>) => {
    const body = (await rawGet(server.url, pathname, headers)).body.toString();
    return /data-prerendered="([a-z]+)"/.exec(body)?.[1] ?? 'index.html';
  };

  test.each(['/', '/login', '/login?redirect=%2Fbasic%2FDriverManage', '/basic/DriverManage'])('%s: the login page of the browser language', async (pathname) => {
    expect(await pageOf(pathname, { 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('zh');
  });

  test('the language cookie chooses; a language the build drew no page for gets index.html', async () => {
    expect(await pageOf('/login', { cookie: 'language=en', 'accept-language': 'zh-CN' })).toBe('en');
    expect(await pageOf('/login', { cookie: 'language=ja', 'accept-language': 'zh-CN' })).toBe('index.html');
  });

  test('a public screen, or a load with a session, gets index.html', async () => {
    expect(await pageOf('/register', { 'accept-language': 'zh-CN' })).toBe('index.html');
    const session = { cookie: `${TOKEN_COOKIE}=${obfuscateToken('a-token')}`, 'accept-language': 'zh-CN' };
    for (const pathname of ['/', '/login', '/basic/DriverManage']) expect(await pageOf(pathname, session)).toBe('index.html');
    // A cookie the console did not write is no session (src/session/tokenCookie.ts): the form.
    expect(await pageOf('/login', { cookie: `${TOKEN_COOKIE}=not-ours!`, 'accept-language': 'zh-CN' })).toBe('zh');
  });

  test('the login page is revalidated and names what the console fetches first', async () => {
    const answer = await rawGet(server.url, '/login', { 'accept-language': 'zh-CN' });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.link).toContain(FIRST_TEXTS.zh);
  });
});
