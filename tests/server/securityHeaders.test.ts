// Issue 11, finding 11: security headers on every answer (the console's pages, its files, the
// API, uploads), a content security policy the console passes (no inline script: the built
// index.html loads one module), and the console's cookies sent SameSite=Lax.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'freight-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>console</title><script type="module" src="/assets/index.js"></script>');
  writeFileSync(path.join(dist, 'config.json'), '{"apiBase":"https://api.example.com","wsBase":"wss://push.example.com/ws"}');
  server = await startTestServer({ staticDir: dist });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy as directive → sources. */
function policyOf(response: Response): Record<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(header.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name, sources]));
}

const ANSWERS = {
  'a console page': '/basic/DriverManage',
  'the runtime config': '/config.json',
  'an API answer': '/ntocc-basic-api/partyGroup/getDefault',
  'a brand image': '/brand/logo.svg',
  'an unknown file': '/files/0123456789abcdef0123456789abcdef.png',
};

describe('every answer carries the security headers', () => {
  test.each(Object.entries(ANSWERS))('%s', async (_what, pathname) => {
    const response = await fetch(new URL(pathname, server.url));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(policyOf(response)['frame-ancestors']).toEqual(["'none'"]);
  });
});

describe('the content security policy', () => {
  test('scripts only from the console\'s origin: no inline script, no other host', async () => {
    const policy = policyOf(await fetch(new URL('/', server.url)));
    expect(policy['script-src']).toContain("'self'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src'].filter((source) => !source.startsWith("'"))).toEqual([]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  test('calls and sockets may go to the origins the runtime config names', async () => {
    const policy = policyOf(await fetch(new URL('/', server.url)));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'wss://push.example.com']);
  });

  test('the console\'s index.html (and the built one, when built) holds no inline script (the policy would block it)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    for (const file of ['index.html', 'dist/index.html'].filter((name) => existsSync(path.join(root, name)))) {
      const html = readFileSync(path.join(root, file), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    }
  });
});

describe('the console\'s cookies are SameSite=Lax', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) return sources(file);
      return /\.(ts|tsx)$/.test(name) ? [file] : [];
    });
  }

  test('every Cookies.set in src/ passes sameSite: \'Lax\'', () => {
    const calls = sources(path.resolve(import.meta.dirname, '../../src'))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/Cookies\.set\(([^;]*)\);/g)].map((match) => ({ file, call: match[1] })));
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const { file, call } of calls) expect(call, file).toContain("sameSite: 'Lax'");
  });

  test('the server sets no cookie', async () => {
    const response = await fetch(new URL('/ntocc-basic-api/partyGroup/getDefault', server.url));
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
