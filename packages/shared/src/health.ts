import { z } from 'zod';

// GET /api/health's answer (apps/api/src/modules/health).

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
  })
  .meta({ id: 'Health' });
