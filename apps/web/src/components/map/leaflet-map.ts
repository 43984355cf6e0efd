import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import type { MapMarker, MapPoint } from './map-types.ts';

// Leaflet behind one small handle, in its own module: LiveMap imports it dynamically, so Leaflet's
// script and stylesheet are in the chunk of a page that draws a map and in no other page's load.
// Markers are circle markers (SVG): no image assets, so Leaflet's default marker images never load.

export type MarkerColors = Record<MapMarker['kind'], string>;

export type LeafletMapOptions = {
  /** The tile template (MAP_TILE_URL), or null for a blank background. */
  tileUrl: string | null;
  colors: MarkerColors;
  /** An aria-hidden map: nothing in it takes the keyboard's focus (a list beside it says the same). */
  hidden: boolean;
  zoomInTitle: string;
  zoomOutTitle: string;
  /** Tiles answered (true) or the first ones all failed (false). */
  onTiles: (loaded: boolean) => void;
};

export type FitMode = 'markers' | 'once' | 'none';

export type LeafletMapHandle = {
  setMarkers(markers: readonly MapMarker[], fit: FitMode, fallback: { center: MapPoint; zoom: number }): void;
  setPick(onPick: ((point: MapPoint) => void) | undefined): void;
  /** Re-reads the container's size (after it was laid out or resized). */
  resize(): void;
  destroy(): void;
};

/** One place (6 decimals, about 11 cm) is plenty for a pin dropped by hand. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The only attribution a template needs here; OpenStreetMap's tiles require theirs. */
function attributionOf(tileUrl: string): string {
  return /(^|\.)openstreetmap\.(org|fr)$/.test(new URL(tileUrl.replace(/\{[a-z]+\}/g, '0')).hostname)
    ? '© OpenStreetMap contributors'
    : '';
}

/** Makes every focusable thing inside `element` reachable by the mouse only. */
function unfocusable(element: HTMLElement) {
  for (const node of element.querySelectorAll<HTMLElement>('a, button, [tabindex]')) {
    node.setAttribute('tabindex', '-1');
  }
}

export function createLeafletMap(container: HTMLElement, options: LeafletMapOptions): LeafletMapHandle {
  const map = L.map(container, {
    zoomControl: false,
    attributionControl: false,
    keyboard: !options.hidden,
    scrollWheelZoom: false,
    worldCopyJump: true,
  });
  const zoom = L.control
    .zoom({ zoomInTitle: options.zoomInTitle, zoomOutTitle: options.zoomOutTitle })
    .addTo(map);
  if (options.hidden) unfocusable(zoom.getContainer() as HTMLElement);

  if (options.tileUrl) {
    // Plain text, no link: an aria-hidden map must hold nothing focusable.
    L.control.attribution({ prefix: false }).addAttribution(attributionOf(options.tileUrl)).addTo(map);
    let loaded = false;
    let failed = false;
    L.tileLayer(options.tileUrl, { maxZoom: 19, crossOrigin: false })
      .on('tileload', () => {
        if (!loaded) options.onTiles(true);
        loaded = true;
      })
      .on('tileerror', () => {
        // Only when nothing has loaded: one missing tile on a working map is not an outage.
        if (!loaded && !failed) options.onTiles(false);
        failed = true;
      })
      .addTo(map);
  }

  const layer = L.layerGroup().addTo(map);
  let fitted = false;
  let pick: ((point: MapPoint) => void) | undefined;
  map.on('click', (event: L.LeafletMouseEvent) => {
    const point = event.latlng.wrap();
    pick?.({ latitude: round(point.lat), longitude: round(point.lng) });
  });

  return {
    setMarkers(markers, fit, fallback) {
      layer.clearLayers();
      for (const marker of markers) {
        const color = options.colors[marker.kind];
        // The label as text, never HTML: names come from people.
        const label = document.createElement('span');
        label.textContent = marker.label;
        label.dir = 'auto';
        L.circleMarker([marker.latitude, marker.longitude], {
          radius: marker.kind === 'expert' ? 9 : 7,
          color: '#ffffff',
          weight: 2,
          fillColor: color,
          fillOpacity: 1,
          interactive: false,
        })
          .bindTooltip(label, {
            permanent: true,
            direction: 'top',
            offset: [0, -8],
            className: 'bmp-map-label',
          })
          .addTo(layer);
      }
      const points = markers.map((marker) => L.latLng(marker.latitude, marker.longitude));
      const first = !fitted;
      fitted = true;
      if (fit === 'none' && !first) return;
      if (points.length === 0) {
        if (first) map.setView([fallback.center.latitude, fallback.center.longitude], fallback.zoom);
        return;
      }
      if (fit === 'once' && !first) {
        // Keep the person's view; only bring a moved pin back into it.
        const last = points[points.length - 1];
        if (last && !map.getBounds().contains(last)) map.panTo(last);
        return;
      }
      if (points.length === 1 && points[0]) map.setView(points[0], 15);
      else map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 15 });
    },
    setPick(onPick) {
      pick = onPick;
      container.style.cursor = onPick ? 'crosshair' : '';
    },
    resize() {
      map.invalidateSize();
    },
    destroy() {
      map.remove();
    },
  };
}
