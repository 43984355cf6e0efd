// The memberships feature's public entry: what other features place on their pages (decision 0055).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).

export { CustomerMembershipsSection } from './components/CustomerMembershipsSection.tsx';
