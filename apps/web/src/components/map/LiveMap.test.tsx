import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers, server } from '../../test/api-server.ts';
import { LiveMap } from './LiveMap.tsx';
import type { MapMarker } from './map-types.ts';

// A real Leaflet map in jsdom (no layout, no image loading): markers drawn without image assets, their
// labels as text, the container labelled or hidden as the caller says, and the tiles' message.

const MARKERS: MapMarker[] = [
  { id: 'e1', latitude: 34.06, longitude: -118.25, label: 'Dana <b>Reyes</b>', kind: 'expert' },
  { id: 'c1', latitude: 34.05, longitude: -118.24, label: 'Client home', kind: 'client' },
  { id: 'b1', latitude: 34.1, longitude: -118.3, label: 'Home base', kind: 'base' },
];

function renderMap(tileUrl: string | null, props: Partial<Parameters<typeof LiveMap>[0]> = {}) {
  server.use(
    apiAnswers('get', '/api/public/config', {
      demo: { enabled: false, password: null, accounts: [] },
      defaultBusinessSlug: null,
      oidc: { enabled: false, name: '' },
      map: { tileUrl },
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <LiveMap markers={MARKERS} label="Where everyone is" {...props} />
    </QueryClientProvider>,
  );
}

describe('LiveMap', () => {
  it('draws each marker with its label as text, on a blank map that says it has no tiles', async () => {
    const view = renderMap(null);
    await waitFor(() => expect(view.container.querySelectorAll('.leaflet-tooltip')).toHaveLength(3));
    const labels = [...view.container.querySelectorAll('.leaflet-tooltip')].map(
      (tooltip) => tooltip.textContent,
    );
    expect(labels).toEqual(['Dana <b>Reyes</b>', 'Client home', 'Home base']);
    // No marker images: circle markers are SVG paths.
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelectorAll('path')).toHaveLength(3);
    expect(
      screen.getByText('Map tiles are unavailable; positions, distances and arrival times are still shown'),
    ).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Where everyone is' }).getAttribute('dir')).toBe('ltr');
  });

  it('says so when the tiles fail to load', async () => {
    const view = renderMap('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    await waitFor(() => expect(view.container.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(screen.queryByText(/Map tiles are unavailable/)).toBeNull();
    expect(view.container.textContent).toContain('© OpenStreetMap contributors');
    const tile = view.container.querySelector('img.leaflet-tile') as HTMLImageElement;
    expect(tile.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/);
    fireEvent.error(tile);
    expect(await screen.findByText(/Map tiles are unavailable/)).toBeTruthy();
  });

  it('hides itself from assistive technology when asked, leaving nothing in it to tab to', async () => {
    const view = renderMap(null, { ariaHidden: true });
    await waitFor(() => expect(view.container.querySelector('.leaflet-control-zoom-in')).not.toBeNull());
    const map = view.container.querySelector('[aria-label="Where everyone is"]') as HTMLElement;
    expect(map.getAttribute('aria-hidden')).toBe('true');
    expect(map.hasAttribute('tabindex')).toBe(false);
    for (const control of map.querySelectorAll('a')) expect(control.getAttribute('tabindex')).toBe('-1');
    expect(screen.getByTitle('Zoom in')).toBeTruthy();
  });
});
