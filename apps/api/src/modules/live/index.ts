// The module's public entry: what other folders may use (docs/architecture.md).

export { LiveHub, RETRY_MS } from './hub.ts';
export {
  LIVE_EVENTS_KEPT_HOURS,
  type NewLiveEvent,
  pruneLiveEvents,
  publishLiveEvent,
} from './live.repository.ts';
export { liveRoutes } from './live.routes.ts';
