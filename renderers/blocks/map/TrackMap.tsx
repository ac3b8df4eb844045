// map, source kind track: one vehicle's track between two times (today by default, at most
// trackQuery.maxHours) or one waybill's (opened with ?shippingNoteNumber= or ?vehicleNumber=):
// the line, start and end, the stops, the warnings on it (markers and a list), the waybill's
// loading and unloading places, and with replay a moving point (play/pause, ×1/×4/×16, a
// slider) whose time and speed are shown.
import L from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapBlock } from '../../../src/core/generated/page-language';
import { formatDateTime } from '../../../src/core/format/datetime';
import { parseChinaDateTime } from '../../../src/core/format/dateParse';
import { dictName, useDictVersion } from '../../../src/dicts/dictStore';
import { RemoteSelect } from '../../shared/RemoteSelect';
import { advance, boundsOf, distanceMetres, REPLAY_RATES, replayAt, timelineOf, type LngLat, type TrackPoint } from './mapMath';
import { popupElement } from './mapFields';
import { COLORS, toLatLngBounds, useLeafletMap } from './useLeafletMap';
import type { MapLoader } from './MapView';

interface TrackStop { from: string; to: string; minutes: number; longitude: number; latitude: number }
interface TrackAlarm { id: number | string; alarmKind: string; alarmTime: string; longitude: number; latitude: number; speed?: number; description?: string }
interface TrackWaybill {
  shippingNoteNumber: string;
  placeOfLoading?: string;
  goodsReceiptPlace?: string;
  loadingLongitude?: number; loadingLatitude?: number;
  unloadingLongitude?: number; unloadingLatitude?: number;
  status?: string;
}
export interface TrackAnswer {
  vehicleNumber?: string;
  /** The track is still being driven: its last point is the current position. */
  live?: boolean;
  from?: string;
  to?: string;
  waybill?: TrackWaybill | null;
  points: TrackPoint[];
  stops?: TrackStop[];
  alarms?: TrackAlarm[];
}

const HOUR = 3_600_000;
const toInput = (text: string) => text.slice(0, 16).replace(' ', 'T');
const fromInput = (value: string) => (value ? `${value.replace('T', ' ')}:00` : '');
const km = (metres: number) => (metres / 1000).toFixed(1);

function today(now = new Date()): { from: string; to: string } {
  const text = formatDateTime(now);
  return { from: `${text.slice(0, 10)} 00:00:00`, to: text };
}

function pin(text: string, color: string, size = 24): L.DivIcon {
  return L.divIcon({ className: '', html: `<div class="map-pin" style="width:${size}px;height:${size}px;background:${color}">${text}</div>`, iconSize: [size, size] });
}

const validPlace = (longitude?: number, latitude?: number): LngLat | null =>
  typeof longitude === 'number' && typeof latitude === 'number' && Number.isFinite(longitude) && Number.isFinite(latitude) && (longitude !== 0 || latitude !== 0) ? [longitude, latitude] : null;

export function TrackMap({ block, load, params, readOnly }: { block: MapBlock; load: MapLoader; params: Record<string, string>; readOnly: boolean }) {
  const { t } = useTranslation();
  const alarmDict = block.alarmDict ?? 'vehicle_alarm_kind';
  useDictVersion(useMemo(() => [alarmDict], [alarmDict]));
  const maxHours = block.trackQuery?.maxHours ?? 24;
  const [vehicle, setVehicle] = useState(params.vehicleNumber ?? '');
  const [waybill, setWaybill] = useState(params.shippingNoteNumber ?? '');
  const [range, setRange] = useState(() => ({ from: params.from ?? today().from, to: params.to ?? today().to }));
  const [asked, setAsked] = useState<Record<string, string> | null>((): Record<string, string> | null =>
    params.shippingNoteNumber ? { shippingNoteNumber: params.shippingNoteNumber } : params.vehicleNumber ? { vehicleNumber: params.vehicleNumber, from: params.from ?? today().from, to: params.to ?? today().to } : readOnly ? {} : null);
  const [result, setResult] = useState<{ asked: Record<string, string>; answer: TrackAnswer | null; failed: string } | null>(null);
  const [problem, setProblem] = useState('');
  /** The replay's instant; null: the track's start. */
  const [chosenTime, setTime] = useState<number | null>(null);
  const [playing, setPlaying] = useState(false);
  const [rate, setRate] = useState<number>(REPLAY_RATES[0]);
  const { container, map } = useLeafletMap({ tiles: !readOnly });
  const alarmMarkers = useRef(new Map<string, L.Marker>());
  const replayMarker = useRef<L.CircleMarker | null>(null);

  useEffect(() => {
    if (!asked) return;
    let current = true;
    load(block.source!.path, asked)
      .then((data) => {
        if (!current) return;
        const track = (data ?? { points: [] }) as TrackAnswer;
        setResult({ asked, answer: { ...track, points: Array.isArray(track.points) ? track.points : [] }, failed: '' });
        setTime(null);
        setPlaying(false);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setResult({ asked, answer: null, failed: error instanceof Error ? error.message : String(error) });
      });
    return () => { current = false; };
  }, [asked, block.source, load]);

  const answer = result?.answer ?? null;
  const status = !asked ? 'idle' : result?.asked !== asked ? 'loading' : result.failed ? 'failed' : 'loaded';
  const timeline = useMemo(() => timelineOf(answer?.points ?? []), [answer]);
  const time = chosenTime ?? timeline.start;
  const replay = useMemo(() => replayAt(timeline, time), [timeline, time]);
  const total = timeline.along.at(-1) ?? 0;
  const destination = answer?.waybill ? validPlace(answer.waybill.unloadingLongitude, answer.waybill.unloadingLatitude) : null;
  const origin = answer?.waybill ? validPlace(answer.waybill.loadingLongitude, answer.waybill.loadingLatitude) : null;
  const lastPoint = timeline.points.at(-1);
  const waypoints = useMemo(() => {
    const list = block.waypoints && answer ? (answer as unknown as Record<string, unknown>)[block.waypoints.field] : undefined;
    return Array.isArray(list) ? list as Record<string, unknown>[] : [];
  }, [answer, block.waypoints]);
  const waypointDicts = useMemo(() => (block.waypoints?.colorBy?.dict ? [block.waypoints.colorBy.dict] : []), [block.waypoints]);
  useDictVersion(waypointDicts);

  // the track's layers
  useEffect(() => {
    if (!map || !answer) return;
    const layer = L.layerGroup().addTo(map);
    alarmMarkers.current.clear();
    const line = timeline.points.map((point) => L.latLng(point.latitude, point.longitude));
    if (line.length > 1) L.polyline(line, { color: COLORS.blue, weight: 4, opacity: 0.8, className: 'map-track' }).addTo(layer);
    if (origin) L.marker([origin[1], origin[0]], { icon: pin(t('renderer.map.loadingShort'), COLORS.purple, 22), title: answer.waybill?.placeOfLoading ?? '' }).addTo(layer);
    if (destination) L.marker([destination[1], destination[0]], { icon: pin(t('renderer.map.unloadingShort'), COLORS.purple, 22), title: answer.waybill?.goodsReceiptPlace ?? '' }).addTo(layer);
    for (const stop of answer.stops ?? []) {
      L.circleMarker([stop.latitude, stop.longitude], { radius: 6, color: '#fff', weight: 2, fillColor: COLORS.orange, fillOpacity: 1, className: 'map-stop' })
        .bindPopup(() => popupElement(t('renderer.map.stop'), [[t('renderer.map.stopFrom'), stop.from], [t('renderer.map.stopTo'), stop.to], [t('renderer.map.stopMinutes'), t('renderer.map.minutes', { count: stop.minutes })]]))
        .addTo(layer);
    }
    const first = timeline.points[0];
    const last = timeline.points.at(-1);
    if (first) L.marker([first.latitude, first.longitude], { icon: pin(t('renderer.map.startShort'), COLORS.green), title: `${t('renderer.map.start')} ${first.positionTime}` }).addTo(layer);
    if (last && answer.live) L.marker([last.latitude, last.longitude], { icon: pin(t('renderer.map.nowShort'), COLORS.blue, 28), title: `${t('renderer.map.now')} ${last.positionTime}`, zIndexOffset: 1000 }).addTo(layer);
    else if (last && timeline.points.length > 1) L.marker([last.latitude, last.longitude], { icon: pin(t('renderer.map.endShort'), COLORS.red), title: `${t('renderer.map.end')} ${last.positionTime}` }).addTo(layer);
    // the waypoints (a city order's drops): numbered, coloured by their state; those at the same
    // place share one marker listing their numbers (purple when their states differ)
    const places: LngLat[] = [];
    if (block.waypoints) {
      const { numberField, titleField, colorBy } = block.waypoints;
      const groups = new Map<string, { at: LngLat; items: Record<string, unknown>[] }>();
      for (const point of waypoints) {
        const at = validPlace(point.longitude as number | undefined, point.latitude as number | undefined);
        if (!at) continue;
        const spot = `${at[0].toFixed(5)},${at[1].toFixed(5)}`;
        const group = groups.get(spot) ?? { at, items: [] };
        group.items.push(point);
        groups.set(spot, group);
      }
      for (const { at, items } of groups.values()) {
        places.push(at);
        const described = items.map((point) => {
          const code = colorBy ? point[colorBy.field] : undefined;
          return {
            number: String(point[numberField] ?? ''),
            color: COLORS[(colorBy && colorBy.colors[String(code)]) ?? 'purple'] ?? COLORS.purple,
            state: colorBy?.dict ? dictName(colorBy.dict, code, t) : String(code ?? ''),
            name: titleField ? String(point[titleField] ?? '') : '',
          };
        });
        const label = described.length <= 3 ? described.map((item) => item.number).join(',') : `${described[0]!.number}…${described.at(-1)!.number}`;
        const title = described.map((item) => [item.name, item.state].filter(Boolean).join(' · ')).join('\n');
        L.marker([at[1], at[0]], { icon: pin(label, described.every((item) => item.color === described[0]!.color) ? described[0]!.color : COLORS.purple, Math.max(24, 10 + label.length * 8)), title, zIndexOffset: 500 })
          .bindPopup(() => popupElement(described.map((item) => item.number).join(', '), described.map((item): [string, string] => [`${item.number}. ${item.name}`, item.state])))
          .addTo(layer);
      }
    }
    for (const alarm of answer.alarms ?? []) {
      if (!validPlace(alarm.longitude, alarm.latitude)) continue;
      const marker = L.marker([alarm.latitude, alarm.longitude], { icon: pin('!', COLORS.red, 20), title: dictName(alarmDict, alarm.alarmKind, t) })
        .bindPopup(() => popupElement(dictName(alarmDict, alarm.alarmKind, t), [[t('renderer.map.alarmTime'), alarm.alarmTime], [t('renderer.map.speed'), alarm.speed === undefined ? '' : t('renderer.map.speedValue', { value: alarm.speed })], [t('renderer.map.description'), alarm.description ?? '']]))
        .addTo(layer);
      alarmMarkers.current.set(String(alarm.id), marker);
    }
    if (block.replay && first) {
      replayMarker.current = L.circleMarker([first.latitude, first.longitude], { radius: 8, color: '#fff', weight: 3, fillColor: COLORS.blue, fillOpacity: 1, className: 'map-replay' }).addTo(layer);
    }
    const bounds = boundsOf([...timeline.points.map((point): LngLat => [point.longitude, point.latitude]), ...(origin ? [origin] : []), ...(destination ? [destination] : []), ...places]);
    if (bounds) map.fitBounds(toLatLngBounds(bounds), { maxZoom: 14 });
    return () => {
      layer.remove();
      replayMarker.current = null;
    };
  }, [alarmDict, answer, block.replay, block.waypoints, destination, map, origin, t, timeline, waypoints]);

  // the replaying point follows the time
  useEffect(() => {
    if (replay && replayMarker.current) replayMarker.current.setLatLng([replay.position[1], replay.position[0]]);
  }, [replay]);

  // playing: the time advances with the clock at the chosen rate
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const elapsed = now - last;
      last = now;
      setTime((old) => {
        const next = advance(timeline, old ?? timeline.start, elapsed, rate);
        if (next >= timeline.end) setPlaying(false);
        return next;
      });
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [playing, rate, timeline]);

  const search = () => {
    setProblem('');
    if (waybill.trim()) {
      setAsked({ shippingNoteNumber: waybill.trim() });
      return;
    }
    if (!vehicle.trim()) { setProblem(t('renderer.map.chooseVehicle')); return; }
    const from = parseChinaDateTime(range.from);
    const to = parseChinaDateTime(range.to);
    if (!from || !to || to.getTime() <= from.getTime()) { setProblem(t('renderer.map.badRange')); return; }
    if (to.getTime() - from.getTime() > maxHours * HOUR) { setProblem(t('renderer.map.rangeTooLong', { hours: maxHours })); return; }
    setAsked({ vehicleNumber: vehicle.trim(), from: range.from, to: range.to });
  };

  const focusAlarm = (alarm: TrackAlarm) => {
    if (!map || !validPlace(alarm.longitude, alarm.latitude)) return;
    map.setView([alarm.latitude, alarm.longitude], Math.max(map.getZoom(), 12));
    alarmMarkers.current.get(String(alarm.id))?.openPopup();
  };

  const title = block.title ? t(block.title) : '';
  const height = block.height ?? 560;
  const alarms = answer?.alarms ?? [];
  const replayTime = replay ? formatDateTime(new Date(replay.time)) : '';
  return (
    <section aria-label={title || t('renderer.map.track')} className="flex flex-col gap-2 rounded bg-white p-3" data-map="track">
      {title && <h2 className="text-sm font-semibold">{title}</h2>}
      {!readOnly && (
        <form className="flex flex-wrap items-end gap-2 text-sm" onSubmit={(event) => { event.preventDefault(); search(); }}>
          {block.trackQuery && (
            <label className="flex flex-col gap-1">
              <span className="text-slate-600">{t('renderer.map.vehicle')}</span>
              <div className="w-44">
                <RemoteSelect id="map-track-vehicle" relation={{ entity: block.trackQuery.entity, value: block.trackQuery.value, label: block.trackQuery.label }} value={vehicle || undefined} label={t('renderer.map.vehicle')} onChange={(value) => { setVehicle(typeof value === 'string' ? value : ''); setWaybill(''); }} />
              </div>
            </label>
          )}
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('renderer.map.from')}</span>
            <input type="datetime-local" className="rounded border border-slate-300 px-2 py-1" value={toInput(range.from)} onChange={(event) => setRange((old) => ({ ...old, from: fromInput(event.target.value) }))} />
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('renderer.map.to')}</span>
            <input type="datetime-local" className="rounded border border-slate-300 px-2 py-1" value={toInput(range.to)} onChange={(event) => setRange((old) => ({ ...old, to: fromInput(event.target.value) }))} />
          </label>
          <label className="flex flex-col gap-1">
            <span className="text-slate-600">{t('renderer.map.waybill')}</span>
            <input type="search" className="w-48 rounded border border-slate-300 px-2 py-1" value={waybill} onChange={(event) => setWaybill(event.target.value)} placeholder={t('renderer.map.waybillHint')} />
          </label>
          <button type="submit" className="rounded bg-blue-600 px-3 py-1.5 text-white">{t('renderer.map.show')}</button>
          {problem && <span role="alert" className="text-red-600">{problem}</span>}
        </form>
      )}
      {status === 'failed' && <p role="alert" className="text-sm text-red-600">{result?.failed || t('renderer.map.failed')}</p>}
      {answer && (
        <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm" data-track-facts>
          {answer.vehicleNumber && <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.vehicle')}</dt><dd className="font-semibold">{answer.vehicleNumber}</dd></div>}
          {answer.waybill && <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.waybill')}</dt><dd>{answer.waybill.shippingNoteNumber}</dd></div>}
          {answer.waybill?.placeOfLoading && <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.route')}</dt><dd>{answer.waybill.placeOfLoading} → {answer.waybill.goodsReceiptPlace}</dd></div>}
          <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.lastReport')}</dt><dd data-last-report>{lastPoint?.positionTime ?? t('renderer.map.noPoints')}</dd></div>
          <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.distanceDone')}</dt><dd>{t('renderer.map.km', { value: km(total) })}</dd></div>
          {destination && lastPoint && <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.distanceLeft')}</dt><dd>{t('renderer.map.km', { value: km(distanceMetres([lastPoint.longitude, lastPoint.latitude], destination)) })}</dd></div>}
          <div className="flex gap-1"><dt className="shrink-0 text-slate-500">{t('renderer.map.points')}</dt><dd>{timeline.points.length}</dd></div>
        </dl>
      )}
      <div className="flex flex-col gap-2 lg:flex-row">
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div ref={container} className="min-h-[50vh] w-full rounded border border-slate-200 lg:min-h-0" style={{ height }} role="region" aria-label={t('renderer.map.canvas')} data-status={status} data-points={timeline.points.length} data-waypoints={waypoints.length} />
          {block.replay && timeline.points.length > 1 && (
            <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={t('renderer.map.replay')}>
              <button type="button" className="rounded bg-blue-600 px-3 py-1 text-white" onClick={() => { if (time >= timeline.end) setTime(timeline.start); setPlaying((old) => !old); }} data-replay-toggle>
                {playing ? t('renderer.map.pause') : t('renderer.map.play')}
              </button>
              {REPLAY_RATES.map((value) => (
                <button key={value} type="button" aria-pressed={rate === value} onClick={() => setRate(value)} className={`rounded border px-2 py-1 ${rate === value ? 'border-blue-600 text-blue-700' : 'border-slate-300'}`}>×{value}</button>
              ))}
              <input
                type="range"
                aria-label={t('renderer.map.replayTime')}
                className="min-w-40 flex-1"
                min={timeline.start}
                max={timeline.end}
                step={1000}
                value={time}
                onChange={(event) => { setTime(Number(event.target.value)); }}
              />
              <span data-replay-time className="tabular-nums">{replayTime}</span>
              <span data-replay-speed className="tabular-nums">{replay ? t('renderer.map.speedValue', { value: replay.speed }) : ''}</span>
              <span className="tabular-nums text-slate-500">{replay ? t('renderer.map.km', { value: km(replay.driven) }) : ''}</span>
            </div>
          )}
        </div>
        {answer && (
          <div className="flex w-full shrink-0 flex-col gap-2 lg:w-80">
            {answer.alarms && <h3 className="text-sm font-semibold">{t('renderer.map.alarms', { count: alarms.length })}</h3>}
            {answer.alarms && <ul aria-label={t('renderer.map.alarmList')} className="max-h-80 overflow-y-auto rounded border border-slate-200 text-sm">
              {alarms.length === 0 && <li className="p-3 text-slate-500">{t('renderer.map.noAlarms')}</li>}
              {alarms.map((alarm) => (
                <li key={alarm.id}>
                  <button type="button" data-alarm={alarm.alarmKind} onClick={() => focusAlarm(alarm)} className="flex w-full flex-col border-b border-slate-100 px-3 py-2 text-left hover:bg-slate-50">
                    <span className="font-semibold text-red-700">{dictName(alarmDict, alarm.alarmKind, t)}</span>
                    <span className="text-slate-600">{alarm.alarmTime}{alarm.speed !== undefined && alarm.speed !== null ? ` · ${t('renderer.map.speedValue', { value: alarm.speed })}` : ''}</span>
                    {alarm.description && <span className="text-slate-500">{alarm.description}</span>}
                  </button>
                </li>
              ))}
            </ul>}
            <h3 className="text-sm font-semibold">{t('renderer.map.stops', { count: answer.stops?.length ?? 0 })}</h3>
            <ul aria-label={t('renderer.map.stopList')} className="max-h-60 overflow-y-auto rounded border border-slate-200 text-sm">
              {(answer.stops ?? []).map((stop) => (
                <li key={stop.from} className="border-b border-slate-100 px-3 py-2">
                  <button type="button" className="text-left" onClick={() => map?.setView([stop.latitude, stop.longitude], Math.max(map.getZoom(), 12))}>
                    {stop.from.slice(5, 16)} – {stop.to.slice(0, 10) === stop.from.slice(0, 10) ? stop.to.slice(11, 16) : stop.to.slice(5, 16)} · {t('renderer.map.minutes', { count: stop.minutes })}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
