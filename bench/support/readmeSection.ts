// What every bench case does with its figures: its table between its own markers in
// bench/README.md (`<!-- <name>:start -->` ... `<!-- <name>:end -->`), and the commit it measured.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const BENCH_DIR = path.resolve(import.meta.dirname, '..');
const README = path.join(BENCH_DIR, 'README.md');
const ROOT = path.resolve(BENCH_DIR, '..');

/** Replaces the text between the section's markers in bench/README.md. */
export function writeReadmeSection(name: string, text: string): void {
  const [startMarker, endMarker] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const readme = readFileSync(README, 'utf8');
  const start = readme.indexOf(startMarker);
  const end = readme.indexOf(endMarker);
  if (start < 0 || end < start) throw new Error(`bench/README.md lacks the ${startMarker} / ${endMarker} markers`);
  writeFileSync(README, `${readme.slice(0, start + startMarker.length)}\n${text}\n${readme.slice(end)}`);
}

/** The commit measured: the variable's value (a copy of an older commit has no .git), else HEAD
 * (with "+ working tree" when files are changed). */
export function commitMeasured(variable: string): string {
  const named = process.env[variable];
  if (named) return named;
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' }).trim() !== '';
  return dirty ? `${commit} + working tree` : commit;
}
