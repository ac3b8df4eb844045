// The entry point of the page engine: renders `pages/<component>.json` as blocks (list, form and
// detail pages expanded to their layouts), once the page, its entity schemas and its texts are
// loaded (pageResources.ts); its components look texts up in the shell's namespace, then the page's.
// The console's route resolver answers `PageView` for every component `hasPage` knows.
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Page } from '../src/core/generated/page-language';
import { expandPage } from '../src/core/page/expandPage';
import { PageLoading } from '../src/router/PageLoading';
import { BlocksRenderer } from './blocks/BlocksRenderer';
import { blockTypesIn, preloadBlocks } from './blocks/registry';
import { loadPage } from './pages';
import { loadPageResources } from './pageResources';

export { hasPage } from './pages';

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

  if (!loaded || loaded.component !== component) return <PageLoading />;
  if ('error' in loaded) {
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {t('renderer.page.loadFailed')}
      </p>
    );
  }
  return (
    <I18nextProvider i18n={i18n} defaultNS={['translation', ...loaded.namespaces]}>
      <BlocksRenderer key={component} page={expandPage(loaded.page)} component={component} screen={screen} />
    </I18nextProvider>
  );
}
