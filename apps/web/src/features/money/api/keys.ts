// Query keys of the money pages, so each mutation invalidates exactly what it changes (STYLE.md 3).
export const moneyKeys = {
  all: ['money'] as const,
  shop: ['money', 'shop'] as const,
  me: ['money', 'me'] as const,
  myPurchases: (page: number, pageSize: number) => ['money', 'me', 'purchases', page, pageSize] as const,
  myReceipt: (id: string) => ['money', 'me', 'receipt', id] as const,
  myCredits: (params: string) => ['money', 'me', 'credits', params] as const,
  payments: ['money', 'payments'] as const,
  paymentList: (params: string) => ['money', 'payments', params] as const,
  creditPacks: ['money', 'credit-packs'] as const,
  creditPackList: (params: string) => ['money', 'credit-packs', params] as const,
  payees: ['money', 'payees'] as const,
  payeeList: (params: string) => ['money', 'payees', params] as const,
  bankAccount: ['money', 'bank-account'] as const,
  customers: ['money', 'customers'] as const,
  customerList: (params: string) => ['money', 'customers', 'list', params] as const,
  customer: (id: string) => ['money', 'customers', id] as const,
  customerCredits: (id: string, params: string) => ['money', 'customers', id, 'credits', params] as const,
  customerPurchases: (id: string, params: string) => ['money', 'customers', id, 'purchases', params] as const,
};

/** URL parameters without the empty ones, in a stable order (for the address and the query key). */
export function paramsOf(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** `path` with `params` (from paramsOf) appended when there are any. */
export const withParams = (path: string, params: string) => (params ? `${path}?${params}` : path);
