// Query keys of the booking pages, so each mutation invalidates exactly what it changes (STYLE.md 3).
export const bookingKeys = {
  all: ['booking'] as const,
  offerings: ['booking', 'offerings'] as const,
  offeringList: (params: string) => ['booking', 'offerings', params] as const,
  availability: (params: string) => ['booking', 'availability', params] as const,
  services: ['booking', 'services'] as const,
  serviceList: (params: string) => ['booking', 'services', 'list', params] as const,
  service: (id: string) => ['booking', 'services', id] as const,
  history: (id: string) => ['booking', 'services', id, 'history'] as const,
  expertAvailability: (expertId: string) => ['booking', 'expert-availability', expertId] as const,
};
