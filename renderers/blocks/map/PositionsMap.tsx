// map, source kind positions: a marker per record (the vehicles' last positions), coloured by
// colorBy with the counts per colour (each a toggle), a choice by filterBy and a keyword; from
// cluster.minPoints markers on they merge into numbered clusters (supercluster). The side list
// (below the map on a phone) has a row per record; a row clicked centres its marker and opens its
// popup, whose link opens another page (the vehicle's track).
import L from 'leaflet';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapBlock } from '../../../src/core/generated/page-language';
import { dictName, useDictVersion } from '../../../src/dicts/dictStore';
import { Select } from '../../../src/ui/Select';
import { boundsOf, clustererOf, countsBy, DEFAULT_CLUSTER_MIN_POINTS, drawnCount, type LngLat, type MapPoint } from './mapMath';
import { fieldText, popupElement, type MapRecord } from './mapFields';
import { COLORS, toLatLngBounds, useLeafletMap } from './useLeafletMap';
import type { MapLoader, MapOpen } from './MapView';

const FOCUS_ZOOM = 14;

function idOf(record: MapRecord, labelField: string, index: number): string {
  return String(record[labelField] ?? index);
}

export function PositionsMap({ block, load, open, params }: { block: MapBlock; load: MapLoader; open?: MapOpen; params: Record<string, string> }) {
  const { t } = useTranslation();
  const labelField = block.labelField ?? 'vehicleNumber';
  const colorBy = block.colorBy;
  useDictVersion(useMemo(() => [colorBy?.dict, ...(block.sideList?.fields ?? []).map((field) => field.dict)].filter((dict): dict is string => !!dict), [block, colorBy]));
  const [records, setRecords] = useState<MapRecord[] | null>(null);
  const [failed, setFailed] = useState('');
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [choice, setChoice] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [reads, setReads] = useState(0);
  const { container, map } = useLeafletMap();
  const fitted = useRef(false);
  const markers = useRef(new Map<string, L.CircleMarker>());
  const [drawn, setDrawn] = useState(0);

  useEffect(() => {
    let current = true;
    load(block.source!.path, params)
      .then((answer) => { if (current) { setRecords(Array.isArray(answer) ? (answer as MapRecord[]) : []); setFailed(''); } })
      .catch((error: unknown) => { if (current) { setRecords((old) => old ?? []); setFailed(error instanceof Error ? error.message : String(error)); } });
    return () => { current = false; };
  }, [block.source, load, params, reads]);

  useEffect(() => {
    if (!block.refresh) return;
    const timer = window.setInterval(() => setReads((count) => count + 1), block.refresh * 1000);
    return () => window.clearInterval(timer);
  }, [block.refresh]);

  const all = useMemo(() => records ?? [], [records]);
  const counts = useMemo(() => (colorBy ? countsBy(all, colorBy.field) : {}), [all, colorBy]);
  const choices = useMemo(() => {
    if (!block.filterBy) return [];
    const seen = new Map<string, string>();
    for (const record of all) {
      const code = String(record[block.filterBy.field] ?? '');
      if (code && !seen.has(code)) seen.set(code, String(record[block.filterBy.labelField ?? block.filterBy.field] ?? code));
    }
    return [...seen].sort((a, b) => a[1].localeCompare(b[1], 'zh'));
  }, [all, block.filterBy]);
  const shown = useMemo(() => {
    const text = keyword.trim().toLowerCase();
    return all.filter((record) =>
      (!colorBy || !hidden.has(String(record[colorBy.field] ?? ''))) &&
      (!block.filterBy || !choice || String(record[block.filterBy.field] ?? '') === choice) &&
      (!text || (block.search?.fields ?? [labelField]).some((field) => String(record[field] ?? '').toLowerCase().includes(text))));
  }, [all, block.filterBy, block.search, choice, colorBy, hidden, keyword, labelField]);
  const points = useMemo<MapPoint<MapRecord>[]>(
    () => shown.map((record, index) => ({ id: idOf(record, labelField, index), position: [Number(record.longitude), Number(record.latitude)] as LngLat, record })),
    [labelField, shown],
  );
  const colorOf = (record: MapRecord) => COLORS[(colorBy && colorBy.colors[String(record[colorBy.field] ?? '')]) || 'blue'];

  const popupOf = (record: MapRecord) => {
    const heading = String(record[labelField] ?? '');
    const rows: [string, string][] = (block.popup?.fields ?? block.sideList?.fields ?? []).map((field) => [t(field.label), fieldText(record, field, t)]);
    if (colorBy) rows.unshift([t('renderer.map.state'), colorBy.dict ? dictName(colorBy.dict, record[colorBy.field], t) : String(record[colorBy.field] ?? '')]);
    const link = block.popup?.link;
    if (!link || !open) return popupElement(heading, rows);
    const query = new URLSearchParams(Object.entries(link.params).map(([name, field]) => [name, String(record[field] ?? '')]));
    return popupElement(heading, rows, {
      text: t(link.label),
      href: open.href(link.to, query),
      onClick: (event) => { event.preventDefault(); open.go(link.to, query); },
    });
  };
  const popupRef = useRef(popupOf);
  const colorRef = useRef(colorOf);
  useLayoutEffect(() => {
    popupRef.current = popupOf;
    colorRef.current = colorOf;
  });

  // markers and clusters, redrawn on every move
  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    const clusterer = clustererOf(points, block.cluster?.minPoints ?? DEFAULT_CLUSTER_MIN_POINTS);
    const draw = () => {
      layer.clearLayers();
      markers.current.clear();
      const view = map.getBounds();
      const items = clusterer.at({ west: view.getWest() - 1, south: view.getSouth() - 1, east: view.getEast() + 1, north: view.getNorth() + 1 }, map.getZoom());
      for (const item of items) {
        if (item.kind === 'cluster') {
          const size = item.count < 10 ? 30 : item.count < 100 ? 36 : 44;
          const byColor = countsBy(item.points.map((point) => ({ color: colorRef.current(point.record) })), 'color');
          const color = Object.entries(byColor).sort((a, b) => b[1] - a[1])[0]?.[0] ?? COLORS.blue;
          const marker = L.marker([item.position[1], item.position[0]], {
            icon: L.divIcon({ className: '', html: `<div class="map-cluster" data-count="${item.count}" style="width:${size}px;height:${size}px;background:${color}">${item.count}</div>`, iconSize: [size, size] }),
            title: t('renderer.map.cluster', { count: item.count }),
          });
          marker.on('click', () => map.flyTo([item.position[1], item.position[0]], Math.min(clusterer.expansionZoom(item.id), 18)));
          layer.addLayer(marker);
        } else {
          const { point } = item;
          const marker = L.circleMarker([point.position[1], point.position[0]], { radius: 7, color: '#ffffff', weight: 2, fillColor: colorRef.current(point.record), fillOpacity: 1, className: 'map-marker' });
          marker.bindPopup(() => popupRef.current(point.record), { minWidth: 200, autoPan: false });
          marker.bindTooltip(String(point.record[labelField] ?? ''), { direction: 'top', offset: [0, -6] });
          marker.on('click', () => setSelected(point.id));
          markers.current.set(point.id, marker);
          layer.addLayer(marker);
        }
      }
      setDrawn(drawnCount(items));
    };
    draw();
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
      layer.remove();
    };
  }, [block.cluster, labelField, map, points, t]);

  // the first answer fits the view to the markers
  useEffect(() => {
    if (!map || fitted.current || records === null) return;
    fitted.current = true;
    const bounds = boundsOf(points.map((point) => point.position));
    if (bounds) map.fitBounds(toLatLngBounds(bounds), { maxZoom: 12 });
  }, [map, points, records]);

  const focus = (point: MapPoint<MapRecord>) => {
    setSelected(point.id);
    if (!map) return;
    const target = L.latLng(point.position[1], point.position[0]);
    const openPopup = () => {
      const marker = markers.current.get(point.id);
      if (marker) { marker.openPopup(); return; }
      // still inside a cluster at this zoom (vehicles standing close together): closer still
      if (map.getZoom() >= map.getMaxZoom()) return;
      map.once('moveend', () => window.setTimeout(openPopup, 0));
      map.setView(target, Math.min(map.getZoom() + 2, map.getMaxZoom()));
    };
    if (map.getZoom() >= FOCUS_ZOOM && map.getBounds().contains(target)) {
      openPopup();
      return;
    }
    map.once('moveend', () => window.setTimeout(openPopup, 0));
    map.setView(target, Math.max(map.getZoom(), FOCUS_ZOOM));
  };

  const title = block.title ? t(block.title) : '';
  const height = block.height ?? 560;
  return (
    <section aria-label={title || t('renderer.map.title')} className="flex flex-col gap-2 rounded bg-white p-3" data-map="positions">
      {title && <h2 className="text-sm font-semibold">{title}</h2>}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {colorBy && (
          <div role="group" aria-label={t('renderer.map.states')} className="flex flex-wrap gap-1">
            <span className="rounded bg-slate-100 px-2 py-1" data-state-count="all">{t('renderer.map.total', { count: all.length })}</span>
            {Object.entries(colorBy.colors).map(([code, color]) => (
              <button
                key={code}
                type="button"
                aria-pressed={!hidden.has(code)}
                data-state-count={code}
                onClick={() => setHidden((old) => { const next = new Set(old); if (next.has(code)) next.delete(code); else next.add(code); return next; })}
                className={`flex items-center gap-1 rounded border px-2 py-1 ${hidden.has(code) ? 'border-slate-200 text-slate-400' : 'border-slate-300'}`}
              >
                <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: COLORS[color] }} />
                {colorBy.dict ? dictName(colorBy.dict, code, t) : code} {counts[code] ?? 0}
              </button>
            ))}
          </div>
        )}
        {block.filterBy && (
          <span className="flex items-center gap-1">
            <span className="text-slate-600" aria-hidden>{t(block.filterBy.title)}</span>
            <Select
              label={t(block.filterBy.title)}
              value={choice}
              emptyLabel={t('renderer.map.all')}
              options={choices.map(([code, name]) => ({ value: code, label: name }))}
              onChange={setChoice}
            />
          </span>
        )}
        <input
          type="search"
          aria-label={t(block.search?.placeholder ?? 'renderer.map.search')}
          placeholder={t(block.search?.placeholder ?? 'renderer.map.search')}
          className="w-48 rounded border border-slate-300 px-2 py-1"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <button type="button" className="rounded border border-slate-300 px-2 py-1" onClick={() => setReads((count) => count + 1)}>{t('renderer.map.refresh')}</button>
        {failed && <span role="alert" className="text-red-600">{t('renderer.map.failed')}</span>}
      </div>
      <div className="flex flex-col gap-2 lg:flex-row">
        <div
          ref={container}
          className="min-h-[60vh] w-full flex-1 rounded border border-slate-200 lg:min-h-0"
          style={{ height }}
          data-points={shown.length}
          data-drawn={drawn}
          aria-label={t('renderer.map.canvas')}
          role="region"
        />
        {block.sideList && (
          <ul aria-label={t('renderer.map.list')} className="max-h-96 w-full shrink-0 overflow-y-auto rounded border border-slate-200 lg:max-h-none lg:w-80" style={{ height: undefined, maxHeight: height }}>
            {records === null && <li className="p-3 text-slate-500">{t('common.loading')}</li>}
            {records !== null && points.length === 0 && <li className="p-3 text-slate-500">{t('renderer.map.empty')}</li>}
            {points.map((point) => (
              <li key={point.id}>
                <button
                  type="button"
                  onClick={() => focus(point)}
                  data-row={point.id}
                  aria-current={selected === point.id}
                  className={`flex w-full flex-col gap-0.5 border-b border-slate-100 px-3 py-2 text-left text-sm hover:bg-slate-50 ${selected === point.id ? 'bg-blue-50' : ''}`}
                >
                  <span className="flex items-center gap-2 font-semibold">
                    <span aria-hidden className="inline-block size-2.5 rounded-full" style={{ background: colorOf(point.record) }} />
                    {point.id}
                    {colorBy?.dict && <span className="font-normal text-slate-500">{dictName(colorBy.dict, point.record[colorBy.field], t)}</span>}
                  </span>
                  {block.sideList!.fields.map((field) => {
                    const text = fieldText(point.record, field, t);
                    return text ? <span key={field.field} className="text-slate-600"><span className="text-slate-400">{t(field.label)}：</span>{text}</span> : null;
                  })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
