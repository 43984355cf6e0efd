import { afterAll } from 'vitest';
import { isClockMovable, resetClock } from '../src/lib/clock.ts';

// The API files share their worker's loaded modules (vitest.config.ts), the clock among them: a file
// that moved it and failed before putting it back must not leave the next file in its future.
afterAll(() => {
  if (isClockMovable()) resetClock();
});
