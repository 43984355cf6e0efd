import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../lib/public-config.ts';
import type { FitMode, LeafletMapHandle } from './leaflet-map.ts';
import type { MapMarker, MapPoint } from './map-types.ts';

export type LiveMapProps = {
  markers: readonly MapMarker[];
  /** The map's name for assistive technology ("Where Dana is now"). */
  label: string;
  /**
   * Hidden from assistive technology (and out of the tab order) where a list or fields beside the map
   * say the same: the caller decides.
   */
  ariaHidden?: boolean;
  /** Clicking the map drops a pin there: the point, rounded to 6 decimals. */
  onPick?: (point: MapPoint) => void;
  /**
   * 'markers' (the default): the view follows the markers whenever they change; 'once': fitted to the
   * first markers, then only panned to bring a moved one back into view (a pin being placed); 'none':
   * the first view only.
   */
  fitTo?: FitMode;
  /** The view when there are no markers (the whole world by default). */
  center?: MapPoint;
  zoom?: number;
  height?: number;
};

const WORLD = { center: { latitude: 20, longitude: 0 }, zoom: 2 };

type Tiles = 'loading' | 'loaded' | 'unavailable';

/**
 * A Leaflet map of `markers`, Leaflet itself loaded only when a map is drawn. The tiles come from the
 * server's MAP_TILE_URL (public config); without one, or when they fail to load, the markers are drawn
 * on a blank background and the map says so.
 */
export function LiveMap({
  markers,
  label,
  ariaHidden = false,
  onPick,
  fitTo = 'markers',
  center,
  zoom,
  height = 320,
}: LiveMapProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const config = usePublicConfig();
  const settled = !config.isPending;
  const tileUrl = config.data?.map.tileUrl ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [handle, setHandle] = useState<LeafletMapHandle | null>(null);
  const [tiles, setTiles] = useState<Tiles>('loading');
  const [failed, setFailed] = useState(false);
  const colors = {
    expert: theme.palette.primary.main,
    client: theme.palette.secondary.main,
    base: theme.palette.success.main,
  };
  const texts = { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') };
  // What the map is created with; a change of any of them makes a new map.
  const setup = JSON.stringify({ tileUrl, colors, ariaHidden, texts });

  useEffect(() => {
    if (!settled || !container.current) return;
    const {
      tileUrl: url,
      colors: markerColors,
      ariaHidden: hidden,
      texts: titles,
    } = JSON.parse(setup) as {
      tileUrl: string | null;
      colors: typeof colors;
      ariaHidden: boolean;
      texts: typeof texts;
    };
    const element = container.current;
    let created: LeafletMapHandle | null = null;
    let cancelled = false;
    setTiles(url ? 'loading' : 'unavailable');
    import('./leaflet-map.ts')
      .then(({ createLeafletMap }) => {
        if (cancelled) return;
        created = createLeafletMap(element, {
          tileUrl: url,
          colors: markerColors,
          hidden,
          zoomInTitle: titles.zoomIn,
          zoomOutTitle: titles.zoomOut,
          onTiles: (loaded) => setTiles(loaded ? 'loaded' : 'unavailable'),
        });
        setHandle(created);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      created?.destroy();
      setHandle(null);
    };
  }, [settled, setup]);

  const markerKey = JSON.stringify(markers);
  const fallback = JSON.stringify({ center: center ?? WORLD.center, zoom: zoom ?? WORLD.zoom });
  useEffect(() => {
    handle?.setMarkers(JSON.parse(markerKey) as MapMarker[], fitTo, JSON.parse(fallback));
  }, [handle, markerKey, fitTo, fallback]);

  useEffect(() => {
    handle?.setPick(onPick);
  }, [handle, onPick]);

  // The map reads its size when it is made; a container laid out later (a dialog, a tab) resizes it.
  useEffect(() => {
    const element = container.current;
    if (!handle || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => handle.resize());
    observer.observe(element);
    return () => observer.disconnect();
  }, [handle]);

  const unavailable = failed || (settled && tiles === 'unavailable');
  return (
    <Box
      sx={{
        position: 'relative',
        height,
        borderRadius: 1,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        // The blank background the markers are drawn on when there are no tiles.
        bgcolor: theme.palette.mode === 'dark' ? 'grey.900' : 'grey.100',
        '& .leaflet-container': { bgcolor: 'transparent', fontFamily: 'inherit' },
        '& .bmp-map-label': { fontSize: 12, py: 0.25, px: 0.75 },
      }}
    >
      {/* Leaflet lays its panes and controls out left to right: the map stays LTR in an RTL page. */}
      <Box
        ref={container}
        dir="ltr"
        role="group"
        aria-label={label}
        aria-hidden={ariaHidden || undefined}
        sx={{ position: 'absolute', inset: 0 }}
      />
      {unavailable && (
        <Typography
          role="note"
          variant="body2"
          sx={{
            position: 'absolute',
            insetInline: 8,
            bottom: 8,
            zIndex: 1000,
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: 'background.paper',
            boxShadow: 1,
            pointerEvents: 'none',
          }}
        >
          {t('map.tilesUnavailable')}
        </Typography>
      )}
    </Box>
  );
}
