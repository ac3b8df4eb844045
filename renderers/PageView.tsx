// The entry point of the page engine: renders `pages/<component>.json` as blocks (list, form and
// detail pages expanded to their layouts). The console's route resolver answers `PageView` for
// every component `hasPage` knows.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../src/core/generated/page-language';
import { expandPage } from '../src/core/page/expandPage';
import { PageLoading } from '../src/router/PageLoading';
import { BlocksRenderer } from './blocks/BlocksRenderer';
import { loadPage } from './pages';

export { hasPage } from './pages';

type Loaded = { component: string; page: Page } | { component: string; error: Error };

export function PageView({ component, screen }: { component: string; screen?: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loadPage(component).then(
      (page) => current && setLoaded({ component, page }),
      (error: unknown) => current && setLoaded({ component, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [component]);

  if (!loaded || loaded.component !== component) return <PageLoading />;
  if ('error' in loaded) {
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {t('renderer.page.loadFailed')}
      </p>
    );
  }
  return <BlocksRenderer key={component} page={expandPage(loaded.page)} component={component} screen={screen} />;
}
