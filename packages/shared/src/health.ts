import { z } from 'zod';

// GET /api/health (readiness) and GET /api/health/live (liveness): apps/api/src/modules/health.

export const replicaHealthSchema = z
  .object({
    state: z.enum(['ok', 'lagging', 'down']),
    /** Seconds behind the primary at the last check; null when it could not be asked. */
    lagSeconds: z.number().nullable(),
  })
  .meta({ id: 'ReplicaHealth' });

export const healthSchema = z
  .object({
    status: z.literal('ok'),
    database: z.enum(['pglite', 'postgres']),
    version: z.string(),
    /** Only with a read replica configured. A lagging or down replica is skipped, not a failure. */
    replica: replicaHealthSchema.optional(),
  })
  .meta({ id: 'Health' });

export const livenessSchema = z
  .object({ status: z.literal('ok'), uptimeSeconds: z.number().int().nonnegative() })
  .meta({ id: 'Liveness' });
