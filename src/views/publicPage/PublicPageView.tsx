// The public mobile pages of spec section 2 (issue 16): `/<route>` renders
// `pages/public/<route>.json` outside the shell, with the data of the signed link in `?t=`
// (server/publicLinks). Mobile first: the link's brand on top, content at most 640 px wide, large
// touch targets. A missing, forged or expired link shows a refusal with its reason and no data.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BlockPage, Page } from '../../core/generated/page-language';
import { blocksOf, expandPage } from '../../core/page/expandPage';
import { setStaticDictionariesOnly } from '../../dicts/dictStore';
import { PageLoading } from '../../router/PageLoading';
import { Blocks } from '../../../renderers/blocks/BlocksRenderer';
import { PageQueryProvider } from '../../../renderers/blocks/pageQuery';
import { loadPage } from '../../../renderers/pages';
import { loadPageResources } from '../../../renderers/pageResources';
import { callPublic, openPublicLive, postPublicAction, PublicLinkContext, type PublicLinkData, type PublicLinkValue } from '../../../renderers/publicLink';

/** The page definition of a public route: `/order_info` → `public/order_info`. */
export function publicComponentOf(route: string): string {
  return `public/${route.replace(/^\/+/, '')}`;
}

type Refusal = 'missing' | 'invalid' | 'expired' | 'gone' | 'failed';

type State =
  | { status: 'loading' }
  | { status: 'refused'; refusal: Refusal; message: string; page: Page | null; namespaces: string[] }
  | { status: 'ready'; page: Page; namespaces: string[]; link: PublicLinkData };

function refusalOf(status: number, refusal: string | undefined): Refusal {
  if (refusal === 'expired' || status === 410) return 'expired';
  if (refusal === 'invalid' || status === 401) return 'invalid';
  if (refusal === 'gone' || status === 404) return 'gone';
  return 'failed';
}

export function PublicPageView({ route }: { route: string }) {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('t') ?? '';
  const component = publicComponentOf(route);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    setStaticDictionariesOnly(true);
    return () => setStaticDictionariesOnly(false);
  }, []);

  useEffect(() => {
    let current = true;
    (async () => {
      const page = await loadPage(component);
      const namespaces = await loadPageResources(page, i18n);
      const kind = (page as { public?: { link?: string } }).public?.link;
      if (!token || !kind) return { status: 'refused', refusal: 'missing', message: '', page, namespaces } as const;
      const answer = await callPublic<PublicLinkData>('GET', kind, token);
      if (!answer.ok) return { status: 'refused', refusal: refusalOf(answer.status, answer.refusal), message: answer.message, page, namespaces } as const;
      return { status: 'ready', page, namespaces, link: answer.data } as const;
    })().then(
      (next) => current && setState(next),
      () => current && setState({ status: 'refused', refusal: 'failed', message: '', page: null, namespaces: [] }),
    );
    return () => {
      current = false;
    };
  }, [component, token, i18n, version]);

  const title = state.status !== 'loading' && state.page ? t(state.page.title) : '';
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  if (state.status === 'loading') return <PageLoading />;
  const defaultNS = ['translation', ...state.namespaces];
  return (
    <I18nextProvider i18n={i18n} defaultNS={defaultNS}>
      <div className="min-h-screen bg-slate-100 text-slate-800" data-public-page={route}>
        {state.status === 'ready'
          ? <ReadyPage page={state.page} link={state.link} token={token} component={component} reload={reload} />
          : <RefusalView refusal={state.refusal} message={state.message} title={title} />}
      </div>
    </I18nextProvider>
  );
}

function BrandHeader({ name, logoUrl, title }: { name: string; logoUrl: string; title: string }) {
  return (
    <header className="bg-primary text-white print:bg-white print:text-black" data-public-header>
      <div className="mx-auto flex max-w-[640px] items-center gap-3 px-4 py-3">
        {logoUrl && <img src={logoUrl} alt="" className="h-9 w-9 rounded bg-white object-contain p-0.5" />}
        <div className="min-w-0">
          {name && <p className="truncate text-xs opacity-90">{name}</p>}
          <h1 className="truncate text-lg font-semibold">{title}</h1>
        </div>
      </div>
    </header>
  );
}

function ReadyPage({ page, link: loaded, token, component, reload }: { page: Page; link: PublicLinkData; token: string; component: string; reload: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const expanded = useMemo(() => expandPage(page) as BlockPage, [page]);
  const publicOf = (page as { public?: { live?: string; layout?: 'narrow' | 'wide' } }).public;
  // `public.live`: the channel's snapshots replace the record (a site's queue as staff call).
  const [pushed, setPushed] = useState<{ from: PublicLinkData; record: Record<string, unknown> } | null>(null);
  const link = useMemo(() => (pushed && pushed.from === loaded ? { ...loaded, record: pushed.record } : loaded), [pushed, loaded]);
  const live = publicOf?.live;
  useEffect(() => (live ? openPublicLive(live, token, (record) => setPushed({ from: loaded, record })) : undefined), [live, token, loaded]);
  const width = publicOf?.layout === 'wide' ? 'max-w-none lg:px-6' : 'max-w-[640px]';
  const value = useMemo<PublicLinkValue>(() => ({
    ...link, token, reload, post: (action, body) => postPublicAction(link.kind, token, action, body),
  }), [link, token, reload]);
  const blocks = useMemo(() => blocksOf(expanded), [expanded]);
  return (
    <PublicLinkContext.Provider value={value}>
      <BrandHeader name={link.brand.name} logoUrl={link.brand.logoUrl} title={t(page.title)} />
      <main className={`mx-auto flex ${width} flex-col gap-3 px-3 py-3 text-base [&_button]:min-h-11 [&_a[data-touch]]:min-h-11`} data-kind={expanded.kind}>
        <PageQueryProvider page={expanded} search={location.search}>
          <Blocks blocks={blocks} page={expanded} component={component} />
        </PageQueryProvider>
        <p className="py-2 text-center text-xs text-slate-400 print:hidden">
          {t('publicPage.validUntil', { time: new Date(link.expiresAt).toLocaleString(undefined, { hour12: false }) })}
        </p>
      </main>
    </PublicLinkContext.Provider>
  );
}

function RefusalView({ refusal, message, title }: { refusal: Refusal; message: string; title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <BrandHeader name="" logoUrl="" title={title || t('publicPage.title')} />
      <main className="mx-auto max-w-[640px] px-4 py-10">
        <section role="alert" data-refusal={refusal} className="flex flex-col items-center gap-3 rounded-lg bg-white px-6 py-10 text-center shadow-sm">
          <span aria-hidden className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-100 text-3xl text-amber-600">!</span>
          <h2 className="text-xl font-semibold text-slate-900">{t(`publicPage.refusal.${refusal}.title`)}</h2>
          <p className="text-sm text-slate-600">{message || t(`publicPage.refusal.${refusal}.text`)}</p>
        </section>
      </main>
    </>
  );
}
