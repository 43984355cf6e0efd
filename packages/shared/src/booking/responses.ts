import { z } from 'zod';
import { SERVICE_CATEGORIES, SERVICE_TYPES } from '../constants/services';
import { PAGE_SIZES } from '../constants/ui';
import { scheduleConflictProblemSchema } from '../groups/schemas';
import {
  availabilityExceptionSchema,
  availabilitySchema,
  expertAvailabilitySchema,
  expertCardSchema,
  historyEntrySchema,
  offeringSchema,
  servicePageSchema,
  serviceSchema,
  slotTakenProblemSchema,
} from './schemas';

// Booking's answers as the API names them in its OpenAPI document (apps/api/src/modules/booking),
// and the catalog's list query.

export const availabilityResponseSchema = availabilitySchema.meta({ id: 'Availability' });
export const expertAvailabilityResponseSchema = expertAvailabilitySchema.meta({ id: 'ExpertAvailability' });
export const availabilityExceptionResponseSchema = availabilityExceptionSchema.meta({
  id: 'AvailabilityException',
});
export const expertListSchema = z.object({ items: z.array(expertCardSchema) }).meta({ id: 'ExpertList' });

export const offeringResponseSchema = offeringSchema.meta({ id: 'Offering' });
// Not strict: a cache-busting parameter must not break a list.
export const offeringListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Enter a page number.' }).int('Enter a page number.').min(1).default(1),
  pageSize: z.coerce
    .number()
    .pipe(z.literal(PAGE_SIZES, { error: `Choose a page size of ${PAGE_SIZES.join(', ')}.` }))
    .default(100),
  q: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  serviceType: z.enum(SERVICE_TYPES, { error: 'Choose a service type.' }).optional(),
  category: z.enum(SERVICE_CATEGORIES, { error: 'Choose a category.' }).optional(),
  locationId: z.uuid('Choose a location.').optional(),
  active: z
    .enum(['true', 'false'], { error: 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});

export const offeringPageSchema = z
  .object({
    items: z.array(offeringResponseSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OfferingPage' });

export const bookableOfferingsSchema = z
  .object({ items: z.array(offeringResponseSchema) })
  .meta({ id: 'BookableOfferings' });

export const serviceResponseSchema = serviceSchema.meta({ id: 'Service' });
export const servicePageResponseSchema = servicePageSchema.meta({ id: 'ServicePage' });
export const bookingConflictSchema = slotTakenProblemSchema.meta({ id: 'BookingConflict' });
export const serviceHistorySchema = z
  .object({ items: z.array(historyEntrySchema) })
  .meta({ id: 'ServiceHistory' });

export const groupScheduleConflictSchema = scheduleConflictProblemSchema.meta({
  id: 'GroupScheduleConflict',
});
