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
import { LIST_SCREEN_BLOCKS } from './blocks/listScreenBlocks';
import { blockTypesIn, preloadBlocks } from './blocks/registry';
import { hasPage, loadPage } from './pages';
import { loadPageResources } from './pageResources';

export { hasPage };

type Loaded = { component: string; page: Page; namespaces: string[] } | { component: string; error: Error };

async function loadScreen(component: string, i18n: Parameters<typeof loadPageResources>[1], withLibraries = false): Promise<{ page: Page; namespaces: string[] }> {
  const page = await loadPage(component);
  // The blocks' code arrives beside the page's schemas and texts, not after them.
  const [namespaces] = await Promise.all([loadPageResources(page, i18n), preloadBlocks(blockTypesIn(expandPage(page)), withLibraries)]);
  return { page, namespaces };
}

/** Fetches a screen's page, schemas, texts, block code and the libraries its blocks draw with,
 * ahead of its route (the home while the login form waits for the user): opening it then finds
 * them fetched. */
export async function preloadScreen(component: string, i18n: Parameters<typeof loadPageResources>[1]): Promise<void> {
  await loadScreen(component, i18n, true);
}

const pressed = new Map<string, Promise<void>>();

/** A menu entry pressed (src/layout/SidebarMenu.tsx): its screen's page, schemas, texts and block
 * code start loading at once, beside the route change, instead of once the route renders the view
 * (issue 19: the route and the shell's render took 70–90 ms of a click before the page was asked
 * for). Once per screen; a failure is forgotten, and the view fetches again and reports it. */
export function prefetchPressedScreen(component: string, i18n: Parameters<typeof loadPageResources>[1]): void {
  if (!hasPage(component) || pressed.has(component)) return;
  pressed.set(component, loadScreen(component, i18n).then(() => undefined, () => void pressed.delete(component)));
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
      ({ page, namespaces }) => current && setLoaded({ component, page, namespaces }),
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
