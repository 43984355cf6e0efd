import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as clock from '../../lib/clock.ts';

const clockSchema = z.object({ now: z.iso.datetime() });

// At most a year at a time: a typo should not throw the test server into another decade.
const MAX_ADVANCE_MINUTES = 366 * 24 * 60;

const moveSchema = z.union([
  z.strictObject({
    advanceMinutes: z
      .number({ error: 'Enter minutes to move forward.' })
      .int('Enter whole minutes.')
      .min(1, 'The clock only moves forward.')
      .max(MAX_ADVANCE_MINUTES, 'At most a year at a time.'),
  }),
  z.strictObject({ reset: z.literal(true) }),
  z.strictObject({ at: z.iso.datetime({ offset: true, error: 'Enter an ISO date-time.' }) }),
]);

/**
 * /api/test/clock: the browser tests' handle on the server's clock (lib/clock.ts). Registered only
 * when TEST_CLOCK=movable, which config.ts refuses outside NODE_ENV=test; hidden from the API's
 * documentation since no deployed server has it.
 */
export function testClockRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/test/clock',
      {
        config: { access: 'public' },
        schema: { hide: true, response: { 200: clockSchema } },
      },
      async () => ({ now: clock.now().toISOString() }),
    );
    app.post(
      '/api/test/clock',
      {
        config: { access: 'public' },
        schema: { hide: true, body: moveSchema, response: { 200: clockSchema } },
      },
      async (request) => {
        const body = request.body;
        if ('advanceMinutes' in body) clock.advanceClock(body.advanceMinutes * 60_000);
        else if ('reset' in body) clock.resetClock();
        else clock.setClock(new Date(body.at));
        return { now: clock.now().toISOString() };
      },
    );
  };
}
