// What the customers list sorts by (a leading "-" sorts descending). No zod here: the web's
// customer hooks import it on pages that do not load zod (decisions/0037-typed-api-contract.md).
export const CUSTOMER_SORT_FIELDS = ['fullName', 'email', 'createdAt'] as const;
export type CustomerSortField = (typeof CUSTOMER_SORT_FIELDS)[number];
export const CUSTOMER_SORTS = CUSTOMER_SORT_FIELDS.flatMap((field) => [field, `-${field}`] as const);
