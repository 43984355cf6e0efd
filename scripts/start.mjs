// `npm start`: build what changed, then run the server in this process (so SIGTERM/SIGINT reach it
// directly and it shuts down gracefully).
import { buildIfStale } from './build-if-stale.mjs';

buildIfStale();
await import('../apps/api/dist/server.mjs');
