// The live feature's public entry (docs/decisions/0060-live-tracking.md): the provider the signed-in
// layouts mount (one stream of GET /api/live per tab) and the hook a page listens with.

export { LiveEventsProvider } from './components/LiveEventsProvider.tsx';
export { useLiveEvent } from './hooks/use-live-event.ts';
export type { LiveEvent, LiveEventType } from './live-stream.ts';
