// map with fences: the fences of an entity (shape polygon or circle, path, centre and radius)
// listed beside the map. Editable: 新建 draws one (a polygon by clicking its vertices, a circle
// by clicking its centre then dragging the radius handle), vertices and the centre drag, the
// entity form (rjsf) asks the block's fields (name, site, alarm on entry/exit ...) and saves through the
// generic entity API; a fence is removed after a confirm. The selected fence's entry and exit
// events (warnings of fences.events) are listed under it. Own small drawing on Leaflet's events,
// no drawing plugin.
import L from 'leaflet';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFeedback } from '../../../src/api/feedback';
import type { MapBlock } from '../../../src/core/generated/page-language';
import { dictName, useDictVersion } from '../../../src/dicts/dictStore';
import { entityFor, fieldMeta, primaryKey } from '../../entities';
import { createRecord, listRecords, removeRecord, updateRecord, type EntityRecord } from '../../entityApi';
import { EntityForm } from '../../form/LazyEntityForm';
import { boundsOf, circleRing, distanceMetres, formatPath, parsePath, type LngLat } from './mapMath';
import { COLORS, toLatLngBounds, useLeafletMap } from './useLeafletMap';

type Shape = 'polygon' | 'circle';
interface Draft {
  id?: unknown;
  shape: Shape;
  path: LngLat[];
  center: LngLat | null;
  radius: number;
  values: EntityRecord;
}

const DEFAULT_RADIUS_M = 1000;
const MIN_RADIUS_M = 50;
const MAX_RADIUS_M = 100_000;

function ringOf(record: EntityRecord): LngLat[] {
  if (record.shape === 'circle') {
    const center: LngLat = [Number(record.centerLongitude), Number(record.centerLatitude)];
    return Number.isFinite(center[0]) && Number.isFinite(center[1]) ? circleRing(center, Number(record.radius) || DEFAULT_RADIUS_M) : [];
  }
  return parsePath(record.path);
}

const vertexIcon = L.divIcon({ className: 'map-vertex', iconSize: [12, 12] });

export function FenceMap({ block, readOnly, given }: { block: MapBlock; readOnly: boolean; given?: EntityRecord[] }) {
  const { t } = useTranslation();
  const fences = block.fences!;
  const entity = entityFor(fences.entity);
  const key = primaryKey(entity);
  const nameField = fences.nameField;
  const editable = fences.editable === true && !readOnly;
  const formFields = useMemo(() => fences.form ?? [nameField], [fences.form, nameField]);
  const listFields = useMemo(() => fences.listFields ?? [], [fences.listFields]);
  useDictVersion(useMemo(() => ['geofence_shape', ...listFields.map((name) => fieldMeta(entity, name).dict).filter((dict): dict is string => !!dict), ...(fences.events ? [fieldMeta(entityFor(fences.events.entity), fences.events.kindField).dict ?? ''] : [])].filter(Boolean), [entity, fences.events, listFields]));
  const [read, setRecords] = useState<EntityRecord[] | null>(null);
  // a public page gives its fences (the link's record)
  const records = given ?? read;
  const [reads, setReads] = useState(0);
  const [selected, setSelected] = useState<unknown>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState('');
  const [eventsOf, setEventsOf] = useState<{ fence: unknown; records: EntityRecord[] } | null>(null);
  const { container, map } = useLeafletMap({ tiles: !readOnly });
  const fitted = useRef(false);
  const shapes = useRef(new Map<string, L.Polygon>());

  useEffect(() => {
    if (given) return;
    let current = true;
    listRecords(entity, { pageNum: 1, pageSize: 500 })
      .then((page) => { if (current) setRecords(page.records); })
      .catch(() => { if (current) setRecords([]); });
    return () => { current = false; };
  }, [entity, given, reads]);

  const selectedRecord = useMemo(() => (records ?? []).find((record) => record[key] === selected) ?? null, [key, records, selected]);

  // the selected fence's entry and exit events: the warnings naming it (fences.events.fenceField)
  useEffect(() => {
    if (!fences.events || !selectedRecord) return;
    const fence = selectedRecord[key];
    const source = entityFor(fences.events.entity);
    const { timeField, fenceField } = fences.events;
    let current = true;
    listRecords(source, { pageNum: 1, pageSize: 20, [fenceField]: String(fence), sortField: timeField, sortType: 'desc' })
      .then((page) => { if (current) setEventsOf({ fence, records: page.records }); })
      .catch(() => { if (current) setEventsOf({ fence, records: [] }); });
    return () => { current = false; };
  }, [fences.events, key, selectedRecord]);
  const events = selectedRecord && eventsOf && eventsOf.fence === selectedRecord[key] ? eventsOf.records : null;

  // the saved fences
  useEffect(() => {
    if (!map || !records) return;
    const layer = L.layerGroup().addTo(map);
    shapes.current.clear();
    for (const record of records) {
      if (draft?.id !== undefined && record[key] === draft.id) continue;
      const ring = ringOf(record);
      if (ring.length < 3) continue;
      const active = record[key] === selected;
      const polygon = L.polygon(ring.map(([lng, lat]) => L.latLng(lat, lng)), {
        color: record.status === 'disabled' ? COLORS.grey : active ? COLORS.red : COLORS.blue,
        weight: active ? 3 : 2,
        fillOpacity: active ? 0.25 : 0.12,
        className: 'map-fence',
      });
      polygon.bindTooltip(String(record[nameField] ?? ''), { sticky: true });
      polygon.on('click', () => setSelected(record[key]));
      polygon.addTo(layer);
      // a fence of a few hundred metres is a dot on a country's map: its centre shows at every zoom
      const centre = polygon.getBounds().getCenter();
      L.circleMarker(centre, { radius: 5, color: '#fff', weight: 1.5, fillColor: polygon.options.color, fillOpacity: 1, className: 'map-fence-dot' })
        .bindTooltip(String(record[nameField] ?? ''))
        .on('click', () => { setSelected(record[key]); map.fitBounds(polygon.getBounds(), { maxZoom: 15 }); })
        .addTo(layer);
      shapes.current.set(String(record[key]), polygon);
    }
    if (!fitted.current && records.length > 0) {
      fitted.current = true;
      const bounds = boundsOf(records.flatMap(ringOf));
      if (bounds) map.fitBounds(toLatLngBounds(bounds), { maxZoom: 13 });
    }
    return () => { layer.remove(); };
  }, [draft?.id, key, map, nameField, records, selected]);

  // the fence being drawn or edited
  const draftRef = useRef(draft);
  useLayoutEffect(() => { draftRef.current = draft; });
  useEffect(() => {
    if (!map || !draft) return;
    const layer = L.layerGroup().addTo(map);
    const style = { color: COLORS.orange, weight: 3, fillOpacity: 0.2, dashArray: '6 4', className: 'map-draft' };
    if (draft.shape === 'polygon') {
      const latLngs = draft.path.map(([lng, lat]) => L.latLng(lat, lng));
      if (latLngs.length >= 3) L.polygon(latLngs, style).addTo(layer);
      else if (latLngs.length === 2) L.polyline(latLngs, style).addTo(layer);
      draft.path.forEach(([lng, lat], index) => {
        const vertex = L.marker([lat, lng], { icon: vertexIcon, draggable: true, title: t('renderer.map.vertex', { index: index + 1 }) });
        vertex.on('dragend', () => {
          const moved = vertex.getLatLng();
          setDraft((old) => old && { ...old, path: old.path.map((point, i) => (i === index ? [moved.lng, moved.lat] : point)) });
        });
        vertex.on('contextmenu', () => setDraft((old) => old && { ...old, path: old.path.filter((_, i) => i !== index) }));
        vertex.addTo(layer);
      });
    } else if (draft.center) {
      const [lng, lat] = draft.center;
      L.circle([lat, lng], { ...style, radius: draft.radius }).addTo(layer);
      const centre = L.marker([lat, lng], { icon: vertexIcon, draggable: true, title: t('renderer.map.center') });
      centre.on('dragend', () => { const moved = centre.getLatLng(); setDraft((old) => old && { ...old, center: [moved.lng, moved.lat] }); });
      centre.addTo(layer);
      const east = circleRing(draft.center, draft.radius, 4)[0];
      const handle = L.marker([east[1], east[0]], { icon: vertexIcon, draggable: true, title: t('renderer.map.radiusHandle') });
      handle.on('dragend', () => {
        const moved = handle.getLatLng();
        setDraft((old) => old && old.center && { ...old, radius: Math.round(Math.min(MAX_RADIUS_M, Math.max(MIN_RADIUS_M, distanceMetres(old.center, [moved.lng, moved.lat])))) });
      });
      handle.addTo(layer);
    }
    return () => { layer.remove(); };
  }, [draft, map, t]);

  // clicks on the map draw: a polygon's next vertex, a circle's centre
  useEffect(() => {
    if (!map || !draft) return;
    const onClick = (event: L.LeafletMouseEvent) => {
      const point: LngLat = [event.latlng.lng, event.latlng.lat];
      setDraft((old) => {
        if (!old) return old;
        if (old.shape === 'polygon') return { ...old, path: [...old.path, point] };
        return old.center ? old : { ...old, center: point };
      });
    };
    map.on('click', onClick);
    map.getContainer().style.cursor = 'crosshair';
    return () => {
      map.off('click', onClick);
      map.getContainer().style.cursor = '';
    };
  }, [draft !== null, map]); // eslint-disable-line react-hooks/exhaustive-deps -- bound while a draft is open

  const startNew = (shape: Shape) => {
    setProblem('');
    setSelected(null);
    setDraft({ shape, path: [], center: null, radius: DEFAULT_RADIUS_M, values: { status: 'enabled', alarmOn: 'both' } });
  };
  const startEdit = (record: EntityRecord) => {
    setProblem('');
    setSelected(record[key]);
    const shape: Shape = record.shape === 'circle' ? 'circle' : 'polygon';
    setDraft({
      id: record[key],
      shape,
      path: shape === 'polygon' ? parsePath(record.path) : [],
      center: shape === 'circle' ? [Number(record.centerLongitude), Number(record.centerLatitude)] : null,
      radius: Number(record.radius) || DEFAULT_RADIUS_M,
      values: Object.fromEntries(formFields.map((name) => [name, record[name]])),
    });
    const polygon = shapes.current.get(String(record[key]));
    if (map && polygon) map.fitBounds(polygon.getBounds(), { maxZoom: 15 });
  };
  const select = (record: EntityRecord) => {
    setSelected(record[key]);
    const polygon = shapes.current.get(String(record[key]));
    if (map && polygon) map.fitBounds(polygon.getBounds(), { maxZoom: 15 });
  };

  // The fence's fields come checked from the form (rjsf, the entity's rules); the shape from the map.
  const save = useCallback(async (values: EntityRecord) => {
    const current = draftRef.current;
    if (!current) return;
    if (current.shape === 'polygon' && current.path.length < 3) { setProblem(t('renderer.map.needVertices')); return; }
    if (current.shape === 'circle' && !current.center) { setProblem(t('renderer.map.needCenter')); return; }
    const geometry = current.shape === 'polygon'
      ? { shape: 'polygon', path: formatPath(current.path), centerLongitude: null, centerLatitude: null, radius: null }
      : { shape: 'circle', path: null, centerLongitude: Math.round(current.center![0] * 1e6) / 1e6, centerLatitude: Math.round(current.center![1] * 1e6) / 1e6, radius: current.radius };
    const payload: EntityRecord = Object.fromEntries(Object.entries({ ...values, ...geometry }).filter(([, value]) => value !== undefined && value !== null && value !== ''));
    setProblem('');
    // A refusal propagates: the form shows its field errors (the HTTP layer any other reason).
    const saved = current.id === undefined ? await createRecord(entity, payload) : await updateRecord(entity, current.id, { ...payload, ...Object.fromEntries(Object.entries(geometry).filter(([, value]) => value === null)) });
    getFeedback().message('success', t('renderer.map.saved'));
    setDraft(null);
    setSelected(saved?.[key] ?? current.id ?? null);
    setReads((count) => count + 1);
  }, [entity, key, t]);

  const remove = async (record: EntityRecord) => {
    const confirmed = await getFeedback().confirm({
      title: t('renderer.confirm.title'),
      text: t('renderer.map.removeFence', { name: String(record[nameField] ?? '') }),
      confirmText: t('renderer.confirm.ok'),
      cancelText: t('renderer.confirm.cancel'),
      type: 'warning',
    });
    if (!confirmed) return;
    try {
      await removeRecord(entity, record[key]);
      getFeedback().message('success', t('renderer.map.removed'));
      if (selected === record[key]) setSelected(null);
      setReads((count) => count + 1);
    } catch {
      // the HTTP layer has shown the server's reason
    }
  };

  const title = block.title ? t(block.title) : '';
  const height = block.height ?? 560;
  const eventFields = fences.events?.fields ?? ['vehicleNumber', 'description'];
  const eventEntity = fences.events ? entityFor(fences.events.entity) : null;
  return (
    <section aria-label={title || t('renderer.map.fences')} className="flex flex-col gap-2 rounded bg-white p-3" data-map="fences">
      {title && <h2 className="text-sm font-semibold">{title}</h2>}
      <div className="flex flex-col gap-2 lg:flex-row-reverse">
        <div className="min-w-0 flex-1">
          <div ref={container} className="min-h-[50vh] w-full rounded border border-slate-200 lg:min-h-0" style={{ height }} role="region" aria-label={t('renderer.map.canvas')} data-fences={records?.length ?? 0} data-drawing={draft ? draft.shape : ''} />
          {draft && (
            <p className="mt-1 text-sm text-slate-600" role="status">
              {draft.shape === 'polygon' ? t('renderer.map.drawPolygonHint', { count: draft.path.length }) : draft.center ? t('renderer.map.drawCircleRadius', { radius: draft.radius }) : t('renderer.map.drawCircleHint')}
            </p>
          )}
        </div>
        <div className="flex w-full shrink-0 flex-col gap-2 lg:w-80">
          {editable && !draft && (
            <div className="flex gap-2">
              <button type="button" className="rounded bg-blue-600 px-3 py-1.5 text-sm text-white" onClick={() => startNew('polygon')}>{t('renderer.map.newPolygon')}</button>
              <button type="button" className="rounded bg-blue-600 px-3 py-1.5 text-sm text-white" onClick={() => startNew('circle')}>{t('renderer.map.newCircle')}</button>
            </div>
          )}
          {draft && (
            <section className="flex flex-col gap-2 rounded border border-orange-300 bg-orange-50 p-3" aria-label={t('renderer.map.fenceForm')}>
              <strong className="text-sm">{draft.id === undefined ? t('renderer.map.newFence') : t('renderer.map.editFence')} · {dictName('geofence_shape', draft.shape, t)}</strong>
              {draft.shape === 'circle' && (
                <label className="flex flex-col gap-1 text-sm">
                  <span className="text-slate-600">{t(fieldMeta(entity, 'radius').label)}</span>
                  <input type="number" min={MIN_RADIUS_M} max={MAX_RADIUS_M} step={50} className="rounded border border-slate-300 px-2 py-1" value={draft.radius} onChange={(event) => setDraft((old) => old && { ...old, radius: Math.min(MAX_RADIUS_M, Math.max(MIN_RADIUS_M, Number(event.target.value) || DEFAULT_RADIUS_M)) })} />
                </label>
              )}
              {problem && <p role="alert" className="text-sm text-red-600">{problem}</p>}
              <EntityForm
                key={`${String(draft.id ?? 'new')}:${draft.shape}`}
                entity={entity}
                groups={[{ fields: formFields }]}
                layout={1}
                mode={draft.id === undefined ? 'create' : 'edit'}
                initialData={draft.values}
                submitLabel={t('renderer.map.save')}
                onSubmit={save}
                actions={(
                  <>
                    {draft.shape === 'polygon' && draft.path.length > 0 && <button type="button" className="rounded border border-slate-300 px-3 py-1.5 text-sm" onClick={() => setDraft((old) => old && { ...old, path: old.path.slice(0, -1) })}>{t('renderer.map.undoVertex')}</button>}
                    <button type="button" className="rounded border border-slate-300 px-3 py-1.5 text-sm" onClick={() => { setDraft(null); setProblem(''); }}>{t('renderer.map.cancel')}</button>
                  </>
                )}
              />
            </section>
          )}
          <ul aria-label={t('renderer.map.fenceList')} className="max-h-96 overflow-y-auto rounded border border-slate-200 text-sm">
            {records === null && <li className="p-3 text-slate-500">{t('common.loading')}</li>}
            {records?.length === 0 && <li className="p-3 text-slate-500">{t(readOnly ? 'renderer.map.noFencesShared' : 'renderer.map.noFences')}</li>}
            {(records ?? []).map((record) => (
              <li key={String(record[key])} data-fence={String(record[nameField] ?? '')} className={`border-b border-slate-100 px-3 py-2 ${record[key] === selected ? 'bg-blue-50' : ''}`}>
                <button type="button" className="block w-full text-left" onClick={() => select(record)}>
                  <span className="font-semibold">{String(record[nameField] ?? '')}</span>
                  <span className="ml-2 text-slate-500">{dictName('geofence_shape', record.shape, t)}</span>
                  {listFields.map((name) => {
                    const meta = fieldMeta(entity, name);
                    const value = record[name];
                    if (value === undefined || value === null || value === '') return null;
                    return <span key={name} className="block text-slate-600"><span className="text-slate-400">{t(meta.label)}：</span>{meta.dict ? dictName(meta.dict, value, t) : String(value)}</span>;
                  })}
                </button>
                {editable && !draft && (
                  <span className="mt-1 flex gap-3">
                    <button type="button" className="text-blue-600" onClick={() => startEdit(record)}>{t('page.action.edit')}</button>
                    <button type="button" className="text-red-600" onClick={() => void remove(record)}>{t('page.action.remove')}</button>
                  </span>
                )}
              </li>
            ))}
          </ul>
          {fences.events && selectedRecord && eventEntity && (
            <div className="flex flex-col gap-1">
              <h3 className="text-sm font-semibold">{t('renderer.map.fenceEvents', { name: String(selectedRecord[nameField] ?? '') })}</h3>
              <ul aria-label={t('renderer.map.fenceEventList')} className="max-h-64 overflow-y-auto rounded border border-slate-200 text-sm">
                {events === null && <li className="p-3 text-slate-500">{t('common.loading')}</li>}
                {events?.length === 0 && <li className="p-3 text-slate-500">{t('renderer.map.noEvents')}</li>}
                {(events ?? []).map((event) => (
                  <li key={String(event[primaryKey(eventEntity)])} className="border-b border-slate-100 px-3 py-2">
                    <span className="font-semibold">{dictName(fieldMeta(eventEntity, fences.events!.kindField).dict ?? '', event[fences.events!.kindField], t)}</span>
                    <span className="ml-2 text-slate-500">{String(event[fences.events!.timeField] ?? '')}</span>
                    {eventFields.map((name) => (event[name] ? <span key={name} className="block text-slate-600">{String(event[name])}</span> : null))}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
