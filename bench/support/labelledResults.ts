// Results kept per label (one run of a bench case each) in a JSON file of bench/results/, and the
// word a README table gives a target.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export function readLabelledResults<T>(file: string): Record<string, T> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, T>) : {};
}

/** Adds (or replaces) the label's result in the file; answers every label's. */
export function recordLabelledResult<T>(file: string, label: string, result: T): Record<string, T> {
  const all = { ...readLabelledResults<T>(file), [label]: result };
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  return all;
}

export const verdict = (ok: boolean): string => (ok ? 'met' : '**not met**');
