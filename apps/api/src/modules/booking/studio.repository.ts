// Moved to booking-context.repository.ts (its name clashed with the studio module). This re-export
// stays only while services.service.ts, which other work is changing, still imports this path.
export {
  type BusinessCalendar,
  findBusinessCalendar,
  findDefaultLocation,
  findLocation,
  findPerson,
  listDeliveringExperts,
  type Person,
} from './booking-context.repository.ts';
