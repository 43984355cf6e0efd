// The live feature's public entry (docs/decisions/0060-live-tracking.md): the provider the signed-in
// layouts mount (one stream of GET /api/live per tab), the hook a page listens with, and the one that
// fetches a query again on an event.

export { LiveEventsProvider } from './components/LiveEventsProvider.tsx';
export { useLiveEvent } from './hooks/use-live-event.ts';
export { useLiveInvalidate } from './hooks/use-live-invalidate.ts';
export type { LiveEvent, LiveEventType } from './live-stream.ts';
