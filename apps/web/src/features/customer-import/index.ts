// The customer import's public entry (decision 0065): its requests. Its page is lazy-loaded by the
// route table (/admin/customers/import); the customers list links to it.
export { useImportCustomers, usePreviewCustomerImport } from './api/customer-import.ts';
