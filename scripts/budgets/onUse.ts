// Issue 18: the big libraries come when first used, not with the dashboard nor with what the
// browser fetches when idle after it (the list screens' blocks, the shell's popups): SheetJS when
// an export is written, ECharts when the user reaches for a chart (or a map draws), @rjsf when a
// form first opens, the pinyin table when the header search first opens.
import type { ManifestChunk } from './manifest';

export const LIBRARIES_ON_USE: readonly { name: string; modules: string }[] = [
  { name: 'SheetJS', modules: 'node_modules/xlsx/' },
  { name: 'ECharts', modules: 'node_modules/echarts/' },
  { name: '@rjsf', modules: 'node_modules/@rjsf/' },
  { name: 'pinyin-pro', modules: 'node_modules/pinyin-pro/' },
];

/** "<library> in <chunk>" for each library of LIBRARIES_ON_USE carried by one of `chunks`. */
export function librariesCarried(chunks: readonly ManifestChunk[]): string[] {
  return LIBRARIES_ON_USE.flatMap(({ name, modules }) =>
    chunks.filter((chunk) => chunk.modules.some((module) => module.id.startsWith(modules))).map((chunk) => `${name} in ${chunk.file}`));
}
