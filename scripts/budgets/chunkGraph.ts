// Pure reading of the build's chunk manifest: which chunks load together (a chunk and its static
// imports), their gzip total, and what the biggest of them carry. No file system: unit-tested.
import type { ChunkManifest, ManifestChunk } from './manifest';

export interface LoadSet {
  /** What the set stands for, e.g. "JS before the login form is usable". */
  name: string;
  chunks: ManifestChunk[];
  gzipBytes: number;
  rawBytes: number;
}

export function chunkIndex(manifest: ChunkManifest): Map<string, ManifestChunk> {
  return new Map(manifest.chunks.map((chunk) => [chunk.file, chunk]));
}

/** The chunks a lazy module's import() fetches: its own chunk and that chunk's static imports. */
export function chunksOfFacade(manifest: ChunkManifest, facade: string): ManifestChunk[] {
  return manifest.chunks.filter((chunk) => chunk.facade === facade);
}

/** The given chunks with everything they import statically, each once. */
export function withStaticImports(manifest: ChunkManifest, roots: Iterable<ManifestChunk>): ManifestChunk[] {
  const index = chunkIndex(manifest);
  const seen = new Map<string, ManifestChunk>();
  const visit = (chunk: ManifestChunk) => {
    if (seen.has(chunk.file)) return;
    seen.set(chunk.file, chunk);
    for (const file of chunk.imports) {
      const imported = index.get(file);
      if (!imported) throw new Error(`${chunk.file} imports ${file}, which the manifest does not list`);
      visit(imported);
    }
  };
  for (const root of roots) visit(root);
  return [...seen.values()];
}

export function loadSet(name: string, chunks: Iterable<ManifestChunk>): LoadSet {
  const list = [...new Map([...chunks].map((chunk) => [chunk.file, chunk])).values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
  return { name, chunks: list, gzipBytes: sum(list, (chunk) => chunk.gzipBytes), rawBytes: sum(list, (chunk) => chunk.rawBytes) };
}

const sum = <T>(items: readonly T[], value: (item: T) => number) => items.reduce((total, item) => total + value(item), 0);

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A module's gzip share of its chunk's real (minified) gzip size: the manifest measures each
 * module before minification, so the shares are scaled to the chunk. */
export function biggestModules(chunk: ManifestChunk, count: number): { id: string; gzipBytes: number }[] {
  const total = sum(chunk.modules, (module) => module.gzipBytes);
  if (total === 0) return [];
  return chunk.modules.slice(0, count).map((module) => ({ id: module.id, gzipBytes: Math.round((module.gzipBytes / total) * chunk.gzipBytes) }));
}

export interface BudgetResult {
  set: LoadSet;
  limitBytes: number;
  exceeded: boolean;
  /** One line for the set, then its biggest chunks with their biggest modules. */
  report: string;
}

/** Checks a load set against its limit; the report names the biggest chunks and what they carry. */
export function checkBudget(set: LoadSet, limitBytes: number, shownChunks = 5, shownModules = 4): BudgetResult {
  const exceeded = set.gzipBytes > limitBytes;
  const lines = [`${exceeded ? 'OVER' : 'ok  '} ${set.name}: ${kb(set.gzipBytes)} gz of ${kb(limitBytes)} (${set.chunks.length} files, ${kb(set.rawBytes)} raw)`];
  if (exceeded) {
    for (const chunk of set.chunks.slice(0, shownChunks)) {
      const modules = biggestModules(chunk, shownModules).map((module) => `${module.id} ~${kb(module.gzipBytes)}`).join(', ');
      lines.push(`       ${chunk.file} ${kb(chunk.gzipBytes)} gz: ${modules}`);
    }
  }
  return { set, limitBytes, exceeded, report: lines.join('\n') };
}
