// The entry point of the page engine: renders `pages/<component>.json` with the renderer of
// its kind. The console's route resolver answers `PageView` for every component `hasPage` knows.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../src/core/generated/page-language';
import { PageLoading } from '../src/router/PageLoading';
import './kinds';
import { loadPage } from './pages';
import { rendererFor, type RendererProps } from './registry';

export { hasPage } from './pages';

type Loaded =
  | { component: string; page: Page; Renderer: ComponentType<RendererProps> | undefined }
  | { component: string; error: Error };

export function PageView({ component, screen }: { component: string; screen?: string }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loadPage(component).then(
      (page) => current && setLoaded({ component, page, Renderer: rendererFor(page.kind) }),
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
  const { Renderer } = loaded;
  if (!Renderer) {
    return (
      <p role="alert" className="p-6 text-sm text-red-600">
        {t('renderer.page.unknownKind', { kind: loaded.page.kind })}
      </p>
    );
  }
  return <Renderer key={component} page={loaded.page} component={component} screen={screen} />;
}
