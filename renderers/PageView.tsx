// The entry point of the page engine: renders `pages/<component>.json` as blocks (list, form and
// detail pages expanded to their layouts), once the page, its entity schemas and its texts are
// loaded (pageResources.ts); its components look texts up in the shell's namespace, then the page's.
// The console's route resolver answers `PageView` for every component `hasPage` knows.
import { useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Page } from '../src/core/generated/page-language';
import { expandPage } from '../src/core/page/expandPage';
import { PageLoading } from '../src/router/PageLoading';
import { BlocksRenderer } from './blocks/BlocksRenderer';
import { firstPageRequest } from './blocks/pageQueryStart';
import { askFirstPage } from './blocks/table/firstPage';
import { LIST_SCREEN_BLOCKS } from './blocks/listScreenBlocks';
import { blockTypesIn, preloadBlocks } from './blocks/registry';
import { hasPage, loadPage } from './pages';
import { loadPageResources } from './pageResources';

export { hasPage };

type Loaded = { component: string; page: Page; namespaces: string[] } | { component: string; error: Error };

type ScreenI18n = Parameters<typeof loadPageResources>[1];
type Screen = { page: Page; namespaces: string[] };

/** Screens whose page, schemas, texts and block code have arrived, by component and language: a
 * clicked menu entry asks for its screen's first page of records once its page is here. (Not used
 * for the view's first render: rendering the screen inside the route's transition made that
 * transition long enough for a quick next click to supersede it, and the screen then never
 * became a tab.) */
const readyScreens = new Map<string, Screen>();
const readyKey = (component: string, i18n: ScreenI18n) => `${component}\n${i18n.language}`;

async function loadScreen(component: string, i18n: ScreenI18n): Promise<Screen> {
  const key = readyKey(component, i18n);
  const page = await loadPage(component);
  // The blocks' code arrives beside the page's schemas and texts, not after them.
  const [namespaces] = await Promise.all([loadPageResources(page, i18n), preloadBlocks(blockTypesIn(expandPage(page)))]);
  const screen = { page, namespaces };
  readyScreens.set(key, screen);
  return screen;
}

/** Fetches a screen's page, schemas, texts and block code ahead of its route (the home while the
 * login form waits for the user): opening it then finds them fetched. */
export async function preloadScreen(component: string, i18n: ScreenI18n): Promise<void> {
  await loadScreen(component, i18n);
}

const pressed = new Map<string, Promise<void>>();

/** Where a clicked menu entry opens its screen: the tab (path and query) and the menu leaf's name. */
export interface Opening {
  tabKey: string;
  search: string;
  screen?: string;
}

/** The first page of the screen's records table, asked for as soon as its page is known: the
 * table's first render can then show the rows. (Not its dictionaries: one arriving while the
 * route's render is under way, in slices, made React render it all again in one task, since a
 * store it reads had changed meanwhile.) */
function askOpeningFirstPage(component: string, i18n: ScreenI18n, opening: Opening): void {
  const ask = () => {
    const ready = readyScreens.get(readyKey(component, i18n));
    const request = ready && firstPageRequest(expandPage(ready.page), opening.tabKey, opening.search, opening.screen);
    if (request) askFirstPage(request.entity, request.params);
  };
  void pressed.get(component)?.then(ask);
}

/** A menu entry pressed (src/layout/SidebarMenu.tsx): its screen's page, schemas, texts and block
 * code start loading at once, beside the route change, instead of once the route renders the view
 * (issue 19: the route and the shell's render took 70–90 ms of a click before the page was asked
 * for). Once per screen; a failure is forgotten, and the view fetches again and reports it. With
 * `opening` (a click that opens the screen anew), its first page of records is asked for too. */
export function prefetchPressedScreen(component: string, i18n: ScreenI18n, opening?: Opening): void {
  if (!hasPage(component)) return;
  if (!pressed.has(component)) pressed.set(component, loadScreen(component, i18n).then(() => undefined, () => void pressed.delete(component)));
  if (opening) askOpeningFirstPage(component, i18n, opening);
}

/** Fetches the code of the list screens' blocks (and what they import), so opening one waits only
 * for its page definition, schemas and texts (issue 19: those ~20 chunks were 100–150 ms of the
 * click). Fetched once; a failure is left to the screen, which fetches again and reports it. */
export function preloadListScreens(): Promise<void> {
  return preloadBlocks(LIST_SCREEN_BLOCKS).catch(() => undefined);
}

/** Once the browser is idle after a screen shows: a session opened on any screen (a reload, a link)
 * has the list screens' code ready for its next click. */
function preloadListScreensWhenIdle(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const idle = window.requestIdleCallback(() => void preloadListScreens());
  return () => window.cancelIdleCallback(idle);
}

export function PageView({ component, screen }: { component: string; screen?: string }) {
  const { t, i18n } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loadScreen(component, i18n).then(
      (screen) => current && setLoaded({ component, ...screen }),
      (error: unknown) => current && setLoaded({ component, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [component, i18n]);

  const shown = loaded?.component === component && !('error' in loaded);
  // One expanded page and namespace list per load: new ones on each render of the view made every
  // block below it (the table's columns and rows) render again.
  const view = useMemo(
    () => (loaded && !('error' in loaded) ? { page: expandPage(loaded.page), defaultNS: ['translation', ...loaded.namespaces] } : undefined),
    [loaded],
  );
  useEffect(() => (shown ? preloadListScreensWhenIdle() : undefined), [shown]);

  if (!loaded || loaded.component !== component) return <PageLoading />;
  // No view: the load failed.
  if (!view) {
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {t('renderer.page.loadFailed')}
      </p>
    );
  }
  return (
    <I18nextProvider i18n={i18n} defaultNS={view.defaultNS}>
      <BlocksRenderer key={component} page={view.page} component={component} screen={screen} />
    </I18nextProvider>
  );
}
