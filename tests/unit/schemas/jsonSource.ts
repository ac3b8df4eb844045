// In-memory JSON sources for the validate checks: the same shape readJsonSource gives for a file.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTree } from 'jsonc-parser';
import { repoRoot, type JsonSource } from '../../../scripts/validate/diagnostics';

/** `value` printed with two-space indentation, as if it were the file `file`. */
export function sourceOf(file: string, value: unknown): JsonSource {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  return { file, text, value: JSON.parse(text), tree: parseTree(text) };
}

/** A repository JSON file, parsed (a deep copy each time, so tests may mutate it). */
export function readRepoJson<T = Record<string, unknown>>(file: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
}

/** 1-based line of the first line of `source` containing `fragment`. */
export function lineOf(source: JsonSource, fragment: string): number {
  const index = source.text.split('\n').findIndex((line) => line.includes(fragment));
  if (index < 0) throw new Error(`"${fragment}" is not in ${source.file}`);
  return index + 1;
}
