// The customers feature's public entry: what other features use of it (a customer's name on the booking pages; the customer picker is money's CustomerPicker).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { type CustomerRef, useCustomer } from './api/get-customer-options.ts';
