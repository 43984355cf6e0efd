import type { MapMarker } from '../../../components/map/map-types.ts';

type TripLike = {
  sessionId: string;
  expert: { name: string };
  customer: { name: string };
  destination: { latitude: number; longitude: number } | null;
  position: { latitude: number; longitude: number } | null;
};

/** A trip on the map: the expert where they are now (while on the way) and the client's address. */
export function tripMarkers(trip: TripLike, labels: { expert?: string; client?: string } = {}): MapMarker[] {
  const markers: MapMarker[] = [];
  if (trip.position)
    markers.push({
      id: `expert-${trip.sessionId}`,
      kind: 'expert',
      label: labels.expert ?? trip.expert.name,
      latitude: trip.position.latitude,
      longitude: trip.position.longitude,
    });
  if (trip.destination)
    markers.push({
      id: `client-${trip.sessionId}`,
      kind: 'client',
      label: labels.client ?? trip.customer.name,
      latitude: trip.destination.latitude,
      longitude: trip.destination.longitude,
    });
  return markers;
}
