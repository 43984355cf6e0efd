import { optionalPointShape, refinePointHalves } from '@bmp/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiAnswers, server } from '../../test/api-server.ts';
import { fieldMessage } from '../../test/render-route.tsx';
import type { LeafletMapOptions } from './leaflet-map.ts';
import type { MapMarker, MapPoint } from './map-types.ts';
import { PointField } from './PointField.tsx';

// The map itself is Leaflet's (LiveMap.test.tsx draws a real one); here a stand-in records what the
// field gives it and drops pins where the test says.
const map = vi.hoisted(() => ({
  options: undefined as LeafletMapOptions | undefined,
  markers: [] as MapMarker[],
  pick: undefined as ((point: MapPoint) => void) | undefined,
}));
vi.mock('./leaflet-map.ts', () => ({
  createLeafletMap: (_container: HTMLElement, options: LeafletMapOptions) => {
    map.options = options;
    return {
      setMarkers: (markers: MapMarker[]) => {
        map.markers = markers;
      },
      setPick: (pick: ((point: MapPoint) => void) | undefined) => {
        map.pick = pick;
      },
      resize: () => {},
      destroy: () => {},
    };
  },
}));

const schema = z
  .strictObject({ ...optionalPointShape })
  .superRefine((value, ctx) => refinePointHalves(value, ctx));
type Values = z.input<typeof schema>;

function Harness({ onSave, saved }: { onSave: (values: z.output<typeof schema>) => void; saved?: Values }) {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: saved ?? { latitude: null, longitude: null },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <PointField control={form.control} latitudeName="latitude" longitudeName="longitude" pinLabel="Home" />
      <button type="submit">Save</button>
    </form>
  );
}

function renderField(props: Parameters<typeof Harness>[0], tileUrl: string | null = null) {
  server.use(
    apiAnswers('get', '/api/public/config', {
      demo: { enabled: false, password: null, accounts: [] },
      defaultBusinessSlug: null,
      oidc: { enabled: false, name: '' },
      map: { tileUrl },
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={client}>
      <Harness {...props} />
    </QueryClientProvider>,
  );
  return user;
}

describe('PointField', () => {
  beforeEach(() => {
    map.options = undefined;
    map.markers = [];
    map.pick = undefined;
  });

  it('names the missing half on its own field, and an out-of-range latitude on the latitude', async () => {
    const onSave = vi.fn();
    const user = renderField({ onSave });
    const latitude = screen.getByRole('textbox', { name: 'Latitude' });
    const longitude = screen.getByRole('textbox', { name: 'Longitude' });

    await user.type(latitude, '34.05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(longitude.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(longitude)).toBe('Enter the longitude too, or clear both.');
    expect(latitude.getAttribute('aria-invalid')).toBe('false');

    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.type(longitude, '-118.25');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fieldMessage(latitude)).toBe('A latitude is between -90 and 90.'));
    expect(onSave).not.toHaveBeenCalled();

    // Typed as decimals, kept as typed while typing ("34." stays), saved as numbers.
    await user.clear(latitude);
    await user.type(latitude, '34.');
    expect((latitude as HTMLInputElement).value).toBe('34.');
    await user.type(latitude, '0522');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ latitude: 34.0522, longitude: -118.25 });
  });

  it('drops a pin where the map is clicked, and Clear takes both halves away', async () => {
    const onSave = vi.fn();
    const user = renderField({ onSave, saved: { latitude: 34.1, longitude: -118.3 } });
    await waitFor(() => expect(map.markers).toHaveLength(1));
    expect(map.markers[0]).toMatchObject({
      latitude: 34.1,
      longitude: -118.3,
      label: 'Home',
      kind: 'client',
    });
    // The map is hidden from assistive technology: the fields say the same.
    expect(map.options?.hidden).toBe(true);

    map.pick?.({ latitude: 34.0522, longitude: -118.2437 });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('34.0522'),
    );
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('-118.2437');
    await waitFor(() => expect(map.markers[0]).toMatchObject({ latitude: 34.0522, longitude: -118.2437 }));

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(map.markers).toHaveLength(0));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ latitude: null, longitude: null });
  });

  it('says the tiles are unavailable when the server has none, and still draws the pin', async () => {
    renderField({ onSave: vi.fn(), saved: { latitude: 34.1, longitude: -118.3 } });
    expect(
      await screen.findByText(
        'Map tiles are unavailable; positions, distances and arrival times are still shown',
      ),
    ).toBeTruthy();
    expect(map.options?.tileUrl).toBeNull();
    expect(map.markers).toHaveLength(1);
  });

  it('uses the server’s tile address, and says nothing about tiles while they work', async () => {
    renderField({ onSave: vi.fn() }, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    await waitFor(() => expect(map.options?.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png'));
    expect(screen.queryByText(/Map tiles are unavailable/)).toBeNull();
  });
});
