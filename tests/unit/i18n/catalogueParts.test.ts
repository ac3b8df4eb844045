// A signed-out first load has only the first part of the shell catalogue (src/i18n/catalogueParts.ts):
// every text key named by the code it runs — main.tsx and what it imports, the login form and the
// forms it opens, the HTTP client — must be in that part, or the form would show a bare key.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cataloguePart, CONSOLE_SECTIONS } from '../../../src/i18n/catalogueParts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where the first load stops: the console's modules, fetched with its console part. */
const CONSOLE_MODULES = ['src/App.tsx', 'src/layout/ShellLayout.tsx', 'renderers/PageView.tsx', 'src/i18n/namespaceFiles.ts'];

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.join(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => existsSync(file) && /\.tsx?$/.test(file));
}

/** The modules the first load runs: static and dynamic imports from main.tsx, the console's left out. */
function firstLoadModules(): string[] {
  const seen = new Set<string>();
  const stack = [path.join(ROOT, 'src/main.tsx')];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || CONSOLE_MODULES.includes(path.relative(ROOT, file))) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (target) stack.push(target);
    }
  }
  return [...seen];
}

const zh = JSON.parse(readFileSync(path.join(ROOT, 'locales/zh.json'), 'utf8')) as Record<string, Record<string, unknown>>;
const first = cataloguePart(zh, 'first') as Record<string, Record<string, unknown>>;

describe('the first part of the shell catalogue', () => {
  const modules = firstLoadModules();

  it('follows the login form and stops at the console', () => {
    const names = modules.map((file) => path.relative(ROOT, file));
    expect(names).toEqual(expect.arrayContaining(['src/boot/LoginFirst.tsx', 'src/views/login/LoginView.tsx', 'src/views/login/SmsSignIn.tsx', 'src/api/httpClient.ts']));
    expect(names).not.toContain('src/App.tsx');
  });

  it('holds every text key the first load names', () => {
    const sections = new Set(Object.keys(zh));
    const missing: string[] = [];
    for (const file of modules) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['`]([a-zA-Z]+\.[a-zA-Z0-9_.-]+)['`]/g)) {
        const [section, ...rest] = key!.split('.');
        if (!sections.has(section!)) continue;
        const found = rest.reduce<unknown>((texts, part) => (texts as Record<string, unknown> | undefined)?.[part], first[section!]);
        if (found === undefined) missing.push(`${path.relative(ROOT, file)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('leaves out the console sections and only those', () => {
    expect(Object.keys(first).filter((section) => CONSOLE_SECTIONS.includes(section))).toEqual([]);
    expect(Object.keys(first).length + Object.keys(cataloguePart(zh, 'console')).length).toBe(Object.keys(zh).length);
  });
});
