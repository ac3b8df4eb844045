// What must not grow with the number of screens: page, entity and screen-text definitions bundled
// into chunks that load with the shell (instead of their own lazily fetched chunks).
import type { ManifestChunk } from './manifest';

/** Chunks of `loaded` (other than the screen's own `allowed` ones) that carry a per-screen definition. */
export function bundledDefinitions(loaded: readonly ManifestChunk[], allowed: readonly ManifestChunk[], patterns: readonly RegExp[]): string[] {
  const own = new Set(allowed.map((chunk) => chunk.file));
  return loaded
    .filter((chunk) => !own.has(chunk.file))
    .flatMap((chunk) => chunk.modules.filter((module) => patterns.some((pattern) => pattern.test(module.id))).map((module) => `${chunk.file} carries ${module.id}`));
}
