// A Leaflet map in a div, with the offline base map (baseMap.ts) and AMap's tiles when the
// branch has amapKey_web; fitted to China until the block fits it to what it draws.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BranchConfigKey } from '../../../src/core/api/client';
import { readStoredBranch } from '../../../src/session/branchStorage';
import { addBaseMap } from './baseMap';
import { CHINA_BOUNDS, type Bounds } from './mapMath';
import './map.css';

export const toLatLngBounds = (bounds: Bounds) => L.latLngBounds([bounds.south, bounds.west], [bounds.north, bounds.east]);

/** The branch's AMap key (branch configuration amapKey_web), '' when none or signed out. */
export function amapKeyOf(): string {
  return readStoredBranch()?.partyGroupConfigCacheMap?.[BranchConfigKey.amapKeyWeb]?.configValue?.trim() ?? '';
}

export const COLORS: Record<string, string> = {
  green: '#16a34a',
  orange: '#f97316',
  grey: '#94a3b8',
  red: '#dc2626',
  blue: '#2563eb',
  purple: '#9333ea',
};

/** tiles false: the offline base map only, whatever the branch configures (public pages). */
export function useLeafletMap({ tiles = true }: { tiles?: boolean } = {}) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement | null>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, { zoomControl: true, attributionControl: true, minZoom: 3, maxZoom: 18, worldCopyJump: false, zoomSnap: 0.5 });
    created.attributionControl.setPrefix(false);
    created.fitBounds(toLatLngBounds(CHINA_BOUNDS));
    const removeBase = addBaseMap(created, { amapKey: tiles ? amapKeyOf() : '', attribution: t('renderer.map.amapAttribution') });
    setMap(created);
    // the block's size changes with the layout (side list, drawer): keep the tiles aligned
    const observer = new ResizeObserver(() => created.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      removeBase();
      created.remove();
      setMap(null);
    };
  }, [t, tiles]);
  return { container, map };
}
