// The booking feature's public entry: what other features use of it (a session and its actions).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { useService } from './api/booking.ts';
export { ServiceActions } from './components/ServiceActions.tsx';
