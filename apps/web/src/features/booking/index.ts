// The booking feature's public entry: what other features use of it (experts, customers, a session).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { useCustomerOptions } from './api/get-customers.ts';
export { useExperts } from './api/get-experts.ts';
export { useService } from './api/get-service.ts';
export { ServiceActions } from './components/ServiceActions.tsx';
