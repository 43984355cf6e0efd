import type { Service } from '@bmp/shared';

// Records as the API answers them, for route tests; a test changes what it needs with a spread.

/** A confirmed session the member may cancel or reschedule (what GET /api/…/services/{id} answers). */
export const SERVICE: Service = {
  id: '00000000-0000-4000-8000-0000000000a1',
  offering: { id: 'o1', name: 'Personal training' },
  serviceType: 'Training',
  category: 'training',
  place: 'studio',
  status: 'Confirmed',
  startsAt: '2030-05-06T16:00:00.000Z',
  endsAt: '2030-05-06T17:00:00.000Z',
  timeZone: 'UTC',
  durationMinutes: 60,
  travelBufferMinutes: 0,
  expert: { id: 'e1', name: 'Tara Trainer' },
  customer: { id: 'c1', name: 'Test customer' },
  participants: [],
  location: null,
  address: null,
  notes: '',
  reminderMinutes: null,
  credits: { kind: 'training', quantity: 1, hold: 'held' },
  priceCents: null,
  cancelReason: null,
  completionNotes: null,
  completedAt: null,
  canceledAt: null,
  review: null,
  allowedTransitions: ['Canceled', 'Rescheduled'],
  canReview: false,
  createdAt: '2030-05-01T10:00:00.000Z',
  updatedAt: '2030-05-01T10:00:00.000Z',
};
