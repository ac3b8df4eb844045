// The map block's code behind the lazy import (MapBlock.tsx): Leaflet, supercluster and the
// base map come in this chunk only, so other screens do not load them. The mode follows the
// block: fences, a track, or positions.
import type { MapBlock } from '../../../src/core/generated/page-language';
import { FenceMap } from './FenceMap';
import { PositionsMap } from './PositionsMap';
import { TrackMap } from './TrackMap';

/** Reads the block's source: GET <entity>/<path> with parameters (or a public link's data). */
export type MapLoader = (path: string, params: Record<string, string>) => Promise<unknown>;

/** Opens another page (a popup's link): its address, and the in-app navigation to it. */
export interface MapOpen {
  href: (to: string, query: URLSearchParams) => string;
  go: (to: string, query: URLSearchParams) => void;
}

export interface MapViewProps {
  block: MapBlock;
  load: MapLoader;
  open?: MapOpen;
  /** The page's URL parameters named by source.params. */
  params: Record<string, string>;
  /** Fences and tracks may change (drawing, choosing a vehicle) only in the signed-in console;
   * read-only is the public pages' mode (no session API, no AMap tiles). */
  readOnly?: boolean;
  /** The fences given (a public page's link record) instead of read through the entity API. */
  fenceRecords?: Record<string, unknown>[];
}

export default function MapView({ block, load, open, params, readOnly = false, fenceRecords }: MapViewProps) {
  if (block.fences && !block.source) return <FenceMap block={block} readOnly={readOnly} given={fenceRecords} />;
  if (block.source?.kind === 'track') return <TrackMap block={block} load={load} params={params} readOnly={readOnly} />;
  return <PositionsMap block={block} load={load} open={open} params={params} />;
}
