// A page of blocks: its title, then its blocks on a 12-column grid (each block's span on wide
// screens, the full width below 992 px), all sharing the page's query. List, form and detail
// pages arrive here expanded (src/core/page/expandPage.ts).
import { Suspense, useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Block, BlockPage } from '../../src/core/generated/page-language';
import { blocksOf } from '../../src/core/page/expandPage';
import { PageLoading } from '../../src/router/PageLoading';
import { tagKey } from '../../src/session/tagsModel';
import { PageHeader } from '../shared/PageHeader';
import { matchesWhen, usePublicLink } from '../publicLink';
import { PageQueryProvider } from './pageQuery';
import { blockRendererFor } from './registry';
import './types';

const SPAN: Record<number, string> = {
  1: 'lg:col-span-1', 2: 'lg:col-span-2', 3: 'lg:col-span-3', 4: 'lg:col-span-4', 5: 'lg:col-span-5', 6: 'lg:col-span-6',
  7: 'lg:col-span-7', 8: 'lg:col-span-8', 9: 'lg:col-span-9', 10: 'lg:col-span-10', 11: 'lg:col-span-11', 12: 'lg:col-span-12',
};

export interface BlocksProps {
  blocks: readonly Block[];
  page: BlockPage;
  component: string;
  screen?: string;
}

/** Blocks on the grid (also the content of a tab). */
export function Blocks({ blocks, page, component, screen }: BlocksProps) {
  const { t } = useTranslation();
  // On a public page a block with `when` shows only while the link's record matches it.
  const record = usePublicLink()?.record;
  return (
    <div className="grid grid-cols-1 gap-3 lg:grid-cols-12">
      {blocks.map((block, i) => {
        const when = (block as { when?: Record<string, unknown> }).when;
        if (when && !matchesWhen(record, when)) return null;
        const Renderer = blockRendererFor(block.type);
        return (
          <div key={`${block.type}-${i}`} className={`col-span-1 min-w-0 ${SPAN[block.span ?? 12]}`} data-block={block.type}>
            {Renderer ? (
              // A block whose code is still on its way keeps its place on the grid.
              <Suspense fallback={<div className="min-h-16" aria-busy="true" />}>
                <Renderer block={block} page={page} component={component} screen={screen} />
              </Suspense>
            ) : (
              <p role="alert" className="text-sm text-red-600">{t('renderer.page.unknownBlock', { type: block.type })}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** A page with a table renders its blocks in a render of their own, after one that commits the
 * loading status: React renders a deferred value in 5 ms slices, while the screen's first render
 * runs in one task. Rendered at once, a list's filters and table with its first page of rows were
 * one task of ≈100 ms after the menu click (issue 19: no task over 50 ms). */
function rendersLater(page: BlockPage): boolean {
  return blocksOf(page).some((block) => block.type === 'table');
}

export function BlocksRenderer({ page, component, screen }: { page: BlockPage; component: string; screen?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const ready = useDeferredValue(true, !rendersLater(page));
  const dark = page.tone === 'dark';
  if (!ready) return <PageLoading />;
  return (
    <PageQueryProvider page={page} tabKey={tagKey(location.pathname, location.search)} search={location.search} screen={screen}>
      <section className={`flex min-h-full flex-col gap-3 p-4 ${dark ? 'bg-slate-950 text-slate-100 [&>header_h1]:text-slate-100' : ''}`} data-tone={page.tone ?? 'light'} data-kind={page.kind}>
        <PageHeader title={t(page.title)} />
        <Blocks blocks={blocksOf(page)} page={page} component={component} screen={screen} />
      </section>
    </PageQueryProvider>
  );
}
