/** Members see their own sessions; staff and experts the admin area's (the server scopes both). */
export type BookingArea = 'member' | 'team';

/** Where one area's sessions live in the API. */
export function servicesPath(area: BookingArea, ...rest: string[]): string {
  const base = area === 'member' ? '/api/me/services' : '/api/services';
  return [base, ...rest.map(encodeURIComponent)].join('/');
}
