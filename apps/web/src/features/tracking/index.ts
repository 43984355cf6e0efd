// The tracking feature's public entry (docs/decisions/0060-live-tracking.md): what a session's pages use
// of it, the expert's position sharing and the trip card. Route pages are not here: the route table
// lazy-loads them (apps/web/src/app/admin-routes.ts).
export { TripCard } from './components/TripCard.tsx';
export { TripSharing } from './components/TripSharing.tsx';
