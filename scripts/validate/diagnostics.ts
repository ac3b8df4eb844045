// Diagnostics of `npm run validate`, printed as `file:line:column  /json/pointer  message`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findNodeAtLocation, parseTree, type Node, type ParseError } from 'jsonc-parser';

export interface Diagnostic {
  file: string;
  pointer: string;
  message: string;
  line?: number;
  column?: number;
}

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A JSON file with its parse tree, so a pointer can be turned into a line and column. */
export interface JsonSource {
  file: string;
  text: string;
  value: unknown;
  tree: Node | undefined;
}

export async function readJsonSource(file: string): Promise<JsonSource | Diagnostic> {
  const text = await readFile(path.join(repoRoot, file), 'utf8');
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || !tree) {
    const { line, column } = lineColumn(text, errors[0]?.offset ?? 0);
    return { file, pointer: '', message: 'invalid JSON', line, column };
  }
  return { file, text, value: JSON.parse(text), tree };
}

export function isDiagnostic(x: JsonSource | Diagnostic): x is Diagnostic {
  return 'message' in x;
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

function decodePointer(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** A diagnostic at the deepest existing node on `pointer` in `source`. */
export function at(source: JsonSource, pointer: string, message: string): Diagnostic {
  let segments = decodePointer(pointer);
  let node: Node | undefined;
  while (source.tree) {
    node = findNodeAtLocation(source.tree, segments);
    if (node || segments.length === 0) break;
    segments = segments.slice(0, -1);
  }
  // Point at the property name when the value sits in an object.
  const target = node?.parent?.type === 'property' ? node.parent : node;
  const { line, column } = lineColumn(source.text, target?.offset ?? 0);
  return { file: source.file, pointer: pointer || '/', message, line, column };
}

export function formatDiagnostic(d: Diagnostic): string {
  const place = d.line ? `${d.file}:${d.line}:${d.column}` : d.file;
  return `${place}  ${d.pointer || '/'}  ${d.message}`;
}
