import { CREDIT_KINDS } from '../money/schemas';

// The customers file of a studio's full export (customers.csv) is also what the customer import reads
// (docs/decisions/0063-open-studio.md), so a studio's export loads back into another studio as is.
// The import needs `full_name` and `email`; it reads `phone`, `language` and one balance column per
// credit kind when present, and ignores every other column (ids, dates, statuses of the export).

/** A credit kind's balance column: `credits_training`, `credits_massage`... */
export const creditColumn = (kind: (typeof CREDIT_KINDS)[number]) => `credits_${kind}` as const;

/** The columns both sides agree on, in the export's order. */
export const CUSTOMER_CSV_COLUMNS = [
  'full_name',
  'email',
  'phone',
  'language',
  ...CREDIT_KINDS.map(creditColumn),
] as const;

export const CUSTOMER_CSV_REQUIRED_COLUMNS = ['full_name', 'email'] as const;
