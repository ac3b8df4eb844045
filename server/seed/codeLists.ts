// The standard code lists copied into seed/codes/ (one `code=name` per line, UTF-8).
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const DEFAULT_CODES_DIR = path.resolve(import.meta.dirname, 'codes');

export interface CodeEntry { code: string; name: string }

/** The entries of one list in file order. A line repeating an earlier entry exactly is
 * skipped (insurance_company_code.txt lists MACN twice); a code with two names is an error. */
export function readCodeList(codesDir: string, file: string): CodeEntry[] {
  const entries = readFileSync(path.join(codesDir, file), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const at = line.indexOf('=');
      if (at <= 0) throw new Error(`${file}: expected code=name, got "${line}"`);
      return { code: line.slice(0, at).trim(), name: line.slice(at + 1).trim() };
    });
  const byCode = new Map<string, CodeEntry>();
  for (const entry of entries) {
    const seen = byCode.get(entry.code);
    if (seen && seen.name !== entry.name) throw new Error(`${file}: code ${entry.code} is both "${seen.name}" and "${entry.name}"`);
    if (!seen) byCode.set(entry.code, entry);
  }
  return [...byCode.values()];
}
