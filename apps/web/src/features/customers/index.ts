// The customers feature's public entry: what other features use of it (the customer pickers).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { type CustomerRef, useCustomer, useCustomerOptions } from './api/get-customer-options.ts';
