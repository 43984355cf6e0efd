/** A point on the map, in degrees. */
export type MapPoint = { latitude: number; longitude: number };

/** One thing on a map: an expert on their way, a client's address, an expert's home base. */
export type MapMarker = MapPoint & {
  id: string;
  label: string;
  kind: 'expert' | 'client' | 'base';
};
