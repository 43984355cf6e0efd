// The studio feature's public entry: what other features use of it (the studio's experts, team and
// locations, the staff member's own profile).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { useActiveLocations, useExperts, useTeam } from './api/studio-api.ts';
export { StaffProfileSection } from './components/StaffProfileSection.tsx';
