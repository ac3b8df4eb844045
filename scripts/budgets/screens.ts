// Which chunks a screen fetches, read from the build's chunk manifest and the project's own
// definitions: the login route, the shell, and a page's JSON, its entity schemas (and those its
// relations point at), its texts in one language, its blocks' code and what those load with
// them (ECharts with the first map; a line, bar or pie shows the server's drawing and fetches
// ECharts only when the user reaches for it, renderers/blocks/chart/ChartView.tsx). The same rules as the console's loaders (src/i18n,
// renderers/pages.ts, renderers/entities.ts, renderers/pageResources.ts, renderers/blocks/types.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIST_SCREEN_BLOCKS } from '../../renderers/blocks/listScreenBlocks';
import type { Page } from '../../src/core/generated/page-language';
import { DICT_NAMESPACE, namespaceOfFile, namespacesNamedIn } from '../../src/core/i18n/namespaces';
import { expandPage } from '../../src/core/page/expandPage';
import { entitiesNamedIn } from '../../src/core/page/entitiesNamedIn';
import { chunksOfFacade, withStaticImports } from './chunkGraph';
import type { ChunkManifest, ManifestChunk } from './manifest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));

export const LOGIN_VIEW = 'src/views/login/LoginView.tsx';
export const SHELL_LAYOUT = 'src/layout/ShellLayout.tsx';
/** The HTTP client: fetched with the first API call (src/api/http.ts), which the login form does not wait for; every screen after sign-in has it. */
export const HTTP_CLIENT = 'src/api/httpClient.ts';
/** The console's router and routes: fetched while the login form waits (src/boot/LoginFirst.tsx); every screen after sign-in runs in it. */
export const CONSOLE = 'src/App.tsx';
/** The map of the screens' text files in a language (src/i18n/namespaceFiles.ts). */
export const namespaceMap = (language: string) => `src/i18n/namespaceFiles/${language}.ts`;
/** Fetched when the browser is idle, after the first render: the confirm dialog
 * (src/ui/AppOverlays.tsx), the list screens' blocks (renderers/PageView.tsx) and the shell's
 * popups (useIdlePreload: the side sheet, a menu button's menu, the collapsed sidebar's flyout).
 * In no budget. */
export const IDLE_PRELOADS = [
  'src/ui/ConfirmHost.tsx',
  'src/ui/SheetPanel.tsx',
  'src/ui/menu/OpenMenu.tsx',
  'src/layout/CollapsedMenu.tsx',
  ...LIST_SCREEN_BLOCKS.map((type) => blockFiles().get(type)!),
];
export const ECHARTS_RUNTIME = 'renderers/blocks/chart/echartsRuntime.ts';

/** Code a block fetches beside its own when it draws: ECharts with a map (the other charts are
 * drawn by the server until the user points at them). */
function loadedWithBlock(block: { type: string; chart?: string }): string[] {
  return block.type === 'chart' && block.chart === 'map' ? [ECHARTS_RUNTIME, 'renderers/blocks/chart/echartsMapParts.ts'] : [];
}

/** Each block type's renderer file, from the one-line registrations of renderers/blocks/types.ts. */
export function blockFiles(): Map<string, string> {
  const source = readFileSync(path.join(ROOT, 'renderers/blocks/types.ts'), 'utf8');
  const files = new Map<string, string>();
  for (const [, type, file] of source.matchAll(/registerBlock\('(\w+)', \(\) => import\('\.\/([^']+)'\)/g)) files.set(type!, `renderers/blocks/${file}.tsx`);
  if (files.size === 0) throw new Error('renderers/blocks/types.ts registers no block by import(): the budget check reads it');
  return files;
}

interface AnyBlock { type: string; chart?: string }

/** The blocks of a page's `blocks` lists, at any depth (tabs nest blocks). */
function blocksIn(value: unknown, into: AnyBlock[] = []): AnyBlock[] {
  if (Array.isArray(value)) for (const item of value) blocksIn(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'blocks' && Array.isArray(child)) for (const block of child) if (typeof block?.type === 'string') into.push(block as AnyBlock);
      blocksIn(child, into);
    }
  }
  return into;
}

const entityFile = (name: string) => `schemas/entities/${name}.json`;

/** The chunk an import() of the module fetches: its own, or the shared chunk it was put in. */
export function one(manifest: ChunkManifest, module: string): ManifestChunk[] {
  const own = chunksOfFacade(manifest, module);
  const chunks = own.length > 0 ? own : manifest.chunks.filter((chunk) => chunk.modules.some((carried) => carried.id === module));
  if (chunks.length === 0) throw new Error(`no chunk of ${module} in the build`);
  return chunks;
}

/** A page's own data chunks: its JSON, its entities' schemas (with those its relations point at)
 * and its texts in `language`; with `sharedTexts`, the dictionaries' texts too (one namespace for
 * every screen, fetched with the first screen, the home). */
export function pageDataChunks(manifest: ChunkManifest, component: string, language: string, sharedTexts = true): ManifestChunk[] {
  const pageFile = `pages/${component}.json`;
  const page = readJson(pageFile);
  const named = [...entitiesNamedIn(page)].filter((name) => chunksOfFacade(manifest, entityFile(name)).length > 0);
  const schemas = named.map((name) => readJson(entityFile(name)));
  const related = schemas.flatMap((schema) => Object.values((schema as { properties: Record<string, { 'x-relation'?: { entity: string } }> }).properties)
    .flatMap((field) => (field['x-relation'] ? [field['x-relation'].entity] : [])));
  const namespaces = namespacesNamedIn(page, new Set([DICT_NAMESPACE]));
  for (const schema of schemas) namespacesNamedIn(schema, namespaces);
  if (!sharedTexts) namespaces.delete(DICT_NAMESPACE);
  const texts = manifest.chunks.filter((chunk) => {
    const found = chunk.facade ? namespaceOfFile(chunk.facade) : undefined;
    return found && found.language === language && namespaces.has(found.namespace) && chunk.facade!.split('/').length > 2;
  });
  const entities = [...new Set([...named, ...related])].flatMap((name) => chunksOfFacade(manifest, entityFile(name)));
  return withStaticImports(manifest, [...one(manifest, pageFile), ...entities, ...texts]);
}

/** Everything a page screen fetches: its data, the map of text files, its blocks' code. */
export function pageScreenChunks(manifest: ChunkManifest, component: string, language: string): ManifestChunk[] {
  const page = readJson(`pages/${component}.json`) as Page;
  const files = blockFiles();
  const code = [...new Set(blocksIn(expandPage(page)).flatMap((block) => [files.get(block.type), ...loadedWithBlock(block)]))].filter((file): file is string => !!file);
  return withStaticImports(manifest, [...pageDataChunks(manifest, component, language), ...one(manifest, 'src/i18n/namespaceFiles.ts'), ...one(manifest, namespaceMap(language)), ...code.flatMap((file) => one(manifest, file))]);
}

/** The entry and what it imports, the login form, and the first part of the shell's texts in `language` (src/i18n/catalogueParts.ts). */
export function loginChunks(manifest: ChunkManifest, language: string): ManifestChunk[] {
  const entries = manifest.chunks.filter((chunk) => chunk.isEntry);
  return withStaticImports(manifest, [...entries, ...one(manifest, LOGIN_VIEW), ...one(manifest, `locales/${language}.json?part=first`)]);
}

/** After sign-in: the login's chunks, the shell, and the home screen (`pages/home.json`). */
export function dashboardChunks(manifest: ChunkManifest, language: string): ManifestChunk[] {
  return withStaticImports(manifest, [...loginChunks(manifest, language), ...one(manifest, HTTP_CLIENT), ...one(manifest, CONSOLE), ...one(manifest, `locales/${language}.json?part=console`), ...one(manifest, SHELL_LAYOUT), ...pageScreenChunks(manifest, 'home', language)]);
}

/** The page components whose page is a list (`kind: list`). */
export function listPageComponents(pageFiles: readonly string[]): string[] {
  return pageFiles.filter((file) => (readJson(file) as { kind?: string }).kind === 'list').map((file) => file.replace(/^pages\//, '').replace(/\.json$/, ''));
}
