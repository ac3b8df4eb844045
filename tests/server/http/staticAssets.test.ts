// The built console's files: hashed assets cached for a year and sent from their precompressed
// copies, index.html / config.json / the fallback revalidated on every load.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';
import { rawGet } from './rawGet';

let server: TestServer;
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

  test('index.html (over 1 KB) is compressed when served', async () => {
    const answer = await rawGet(server.url, '/login', { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toContain('<title>console</title>');
  });
});
