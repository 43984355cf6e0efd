import { z } from 'zod';

// The support page's studio contact (apps/api/src/modules/members/support.routes.ts).

export const studioContactSchema = z
  .object({
    businessName: z.string(),
    location: z.string().nullable(),
    hours: z.array(
      z.object({
        weekday: z.number().int(),
        opensAt: z.string().nullable(),
        closesAt: z.string().nullable(),
        closed: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'StudioContact' });

export const studioContactQuerySchema = z.object({ business: z.string().trim().min(1).max(80) });
