// map: a map of China that works offline, with markers, tracks and fences (docs/page-language.md,
// MapBlock of schemas/page.schema.json). This file is small on purpose: the map itself
// (MapView.tsx, Leaflet and the base map) is a lazy chunk loaded when a map is first shown.
import { lazy, Suspense, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { request } from '../../../src/api/http';
import type { MapBlock as MapBlockType } from '../../../src/core/generated/page-language';
import { hasPermission } from '../../../src/session/permissions';
import { session } from '../../../src/session/sessionState';
import { ActionButtons } from '../../list/ActionButtons';
import { toolbarActions } from '../../list/actions';
import { exportLimit } from '../../list/export/clientExport';
import { useListActions } from '../../list/useListActions';
import { blockEntity } from '../../../src/core/page/expandPage';
import { useSessionRoutes } from '../../../src/session/useSessionRoutes';
import { apiBase, entityFor } from '../../entities';
import { usePublicLink } from '../../publicLink';
import { routeOfComponent } from '../../shared/routeOfComponent';
import type { BlockProps } from '../registry';
import type { MapLoader, MapOpen } from './MapView';

const MapView = lazy(() => import('./MapView'));

/** The page's URL parameters the block's source names, as they are. */
export function sourceParams(block: MapBlockType, search: URLSearchParams): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of block.source?.params ?? []) {
    const value = search.get(name);
    if (value) params[name] = value;
  }
  return params;
}

export function MapFallback({ height }: { height?: number }) {
  const { t } = useTranslation();
  return <div className="flex items-center justify-center rounded bg-white text-sm text-slate-500" style={{ height: height ?? 560 }}>{t('common.loading')}</div>;
}

const NO_PARAMS: Record<string, string> = {};

/** On a public page the map reads the signed link's record (renderers/publicLink.tsx), read-only:
 * a source's answer is record[source.path], the fences are record[fences.entity]; no session API
 * is called and AMap's tiles are not used. */
function PublicMapBlock({ block, record }: { block: MapBlockType; record: Record<string, unknown> }) {
  const load = useMemo<MapLoader>(() => async (path) => record[path] ?? null, [record]);
  const fenceRecords = useMemo(() => {
    const value = block.fences ? record[block.fences.entity] : undefined;
    return Array.isArray(value) ? value as Record<string, unknown>[] : [];
  }, [block.fences, record]);
  return (
    <Suspense fallback={<MapFallback height={block.height} />}>
      <MapView block={block} load={load} params={NO_PARAMS} readOnly fenceRecords={fenceRecords} />
    </Suspense>
  );
}

export function MapBlock(props: BlockProps<MapBlockType>) {
  const link = usePublicLink();
  return link ? <PublicMapBlock block={props.block} record={link.record} /> : <SessionMapBlock {...props} />;
}

/** The block's toolbar (a branch-level share: 分享围栏地图), run as a list's toolbar without rows. */
function MapToolbar({ block, entityName, screen }: { block: MapBlockType; entityName: string; screen?: string }) {
  const { branch, exportableQuantity } = useSnapshot(session);
  const entity = entityFor(entityName);
  const run = useListActions({
    entity, columns: [], params: {}, reload: () => undefined, exportLimit: exportLimit(branch as typeof session.branch, exportableQuantity), clearSelection: () => undefined,
  });
  const shown = toolbarActions(block.toolbar, hasPermission, screen);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2" data-map-toolbar>
      <ActionButtons entity={entity} variant="toolbar" actions={shown} onRun={(action) => void run.run(action, [], 'toolbar')} />
      {run.overlay}
    </div>
  );
}

function SessionMapBlock({ block, page, screen }: BlockProps<MapBlockType>) {
  const entityName = blockEntity(page, block);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const routes = useSessionRoutes();
  const base = entityName ? apiBase(entityFor(entityName)) : '';
  const load = useMemo<MapLoader>(() => async (path, params) => (await request<unknown>({ method: 'GET', url: `${base}/${path}`, params })).data, [base]);
  const searchText = search.toString();
  const params = useMemo(() => sourceParams(block, new URLSearchParams(searchText)), [block, searchText]);
  const open = useMemo<MapOpen>(() => ({
    href: (to, query) => `${routeOfComponent(routes, to)}?${query.toString()}`,
    go: (to, query) => navigate(`${routeOfComponent(routes, to)}?${query.toString()}`),
  }), [navigate, routes]);
  return (
    <>
      {block.toolbar && entityName && <MapToolbar block={block} entityName={entityName} screen={screen} />}
      <Suspense fallback={<MapFallback height={block.height} />}>
        <MapView block={block} load={load} open={open} params={params} />
      </Suspense>
    </>
  );
}
