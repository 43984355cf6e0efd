import { z } from 'zod';
import { MEMBERSHIP_STATUSES } from '../auth/abilities';
import { pageSchemaOf } from '../http';

// The API's answers about the studio's customers (staff's customer pages).

export const customerSchema = z
  .object({
    id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    status: z.enum(MEMBERSHIP_STATUSES),
    onboarded: z.boolean(),
    createdAt: z.string(),
    creditsAvailable: z.number().int(),
    pendingPurchases: z.number().int(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;

export const customerPageSchema = pageSchemaOf(customerSchema).meta({ id: 'CustomerPage' });
export type CustomerPage = z.infer<typeof customerPageSchema>;
