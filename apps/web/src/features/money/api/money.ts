import {
  type BankAccountInput,
  type CashPaymentInput,
  type CreditAdjustmentInput,
  type CreditPackInput,
  CUSTOMER_SORTS,
  type PayeeInput,
  type PaymentMethod,
  type PurchaseInput,
  type RefundInput,
  type ServiceCategory,
  type WriteOffInput,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiHref } from '../../../lib/api-client.ts';
import { idempotencyHeader } from '../../../lib/idempotency-key.ts';
import { formatSort, type ListQuery } from '../../../lib/list-query.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';

// Money's requests: the shop and purchases, credits, payments and refunds, packs, payees and the
// bank account. Every money action carries an Idempotency-Key (decision 0008).

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

// The shop and purchases

export const getShop = () => api.GET('/api/shop/credit-packs');

/** The packs on sale, and whether card payment is available (Stripe configured). */
export function useShop() {
  return useQuery({ queryKey: moneyKeys.shop, queryFn: getShop });
}

export const createPurchase = ({ input, key }: { input: PurchaseInput; key: string }) =>
  api.POST('/api/purchases', { body: input, headers: idempotencyHeader(key) });

/** Buys a pack as the signed-in member; the key makes a repeat of the same attempt harmless. */
export function useCreatePurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.me }),
  });
}

export const getMyPurchases = (page: number, pageSize: number) =>
  api.GET('/api/me/purchases', { params: { query: { page, pageSize } } });

/** The signed-in member's purchases, newest first. */
export function useMyPurchases(page: number, pageSize: number, enabled = true) {
  return useQuery({
    queryKey: moneyKeys.myPurchases(page, pageSize),
    queryFn: () => getMyPurchases(page, pageSize),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const cancelMyPurchase = (id: string) =>
  api.POST('/api/me/purchases/{id}/cancel', { params: { path: { id } } });

/** The member cancels an unpaid purchase: its unused credits go back (decision 0046). */
export function useCancelMyPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelMyPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.me }),
  });
}

export const getMyReceipt = (id: string) => api.GET('/api/me/purchases/{id}', { params: { path: { id } } });

/** The receipt of one of the signed-in member's purchases. */
export function useMyReceipt(id: string) {
  return useQuery({ queryKey: moneyKeys.myReceipt(id), queryFn: () => getMyReceipt(id), retry: false });
}

// Credits

export type CreditsQuery = { page: number; pageSize: number; kind?: ServiceCategory | undefined };
export const creditsParams = ({ page, pageSize, kind }: CreditsQuery) => paramsOf({ page, pageSize, kind });

export const getMyCredits = (query: CreditsQuery) =>
  api.GET('/api/me/credits', { params: { query: definedParams(query) } });

/** The signed-in member's balances per kind, with expiry dates, and a page of their history. */
export function useMyCredits(query: CreditsQuery, enabled = true) {
  const params = creditsParams(query);
  return useQuery({
    queryKey: moneyKeys.myCredits(params),
    queryFn: () => getMyCredits(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const getCustomerCredits = (customerId: string, query: CreditsQuery) =>
  api.GET('/api/customers/{customerId}/credits', {
    params: { path: { customerId }, query: definedParams(query) },
  });

/** A customer's balances, expiry dates and a page of their credit history (staff). */
export function useCustomerCredits(customerId: string, query: CreditsQuery) {
  const params = creditsParams(query);
  return useQuery({
    queryKey: moneyKeys.customerCredits(customerId, params),
    queryFn: () => getCustomerCredits(customerId, query),
    placeholderData: keepPreviousData,
  });
}

export const adjustCredits = ({
  customerId,
  input,
  key,
}: {
  customerId: string;
  input: CreditAdjustmentInput;
  key: string;
}) =>
  api.POST('/api/customers/{customerId}/credit-adjustments', {
    params: { path: { customerId } },
    body: input,
    headers: idempotencyHeader(key),
  });

/** Adds or takes away a customer's credits by hand, with a reason. */
export function useAdjustCredits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
  });
}

// Customers

type CustomerSort = (typeof CUSTOMER_SORTS)[number];
const isCustomerSort = (value: string): value is CustomerSort =>
  (CUSTOMER_SORTS as readonly string[]).includes(value);

/** A page of the business's customers (staff only), searched by name or email. */
export function useCustomers(query: ListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  const sort = formatSort(query.sort);
  const values = {
    page: query.page,
    pageSize: query.pageSize,
    q: query.q.trim(),
    sort: isCustomerSort(sort) ? sort : undefined,
  };
  return useQuery({
    queryKey: moneyKeys.customerList(paramsOf(values)),
    queryFn: () => api.GET('/api/customers', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const getCustomer = (customerId: string) =>
  api.GET('/api/customers/{customerId}', { params: { path: { customerId } } });

export function useCustomer(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: moneyKeys.customer(id),
    queryFn: () => getCustomer(id),
    retry: false,
    enabled,
  });
}

/** A customer's purchases, newest first (staff). */
export function useCustomerPurchases(customerId: string, page: number, pageSize: number) {
  return useQuery({
    queryKey: moneyKeys.customerPurchases(customerId, paramsOf({ page, pageSize })),
    queryFn: () =>
      api.GET('/api/customers/{customerId}/purchases', {
        params: { path: { customerId }, query: { page, pageSize } },
      }),
    placeholderData: keepPreviousData,
  });
}

// Payments and refunds

/** The filters GET /api/payments and /api/payments.csv share: days in the studio's time zone. */
export type PaymentFilters = {
  from?: string | undefined;
  to?: string | undefined;
  method?: PaymentMethod | undefined;
  customerId?: string | undefined;
};

export const filterParams = ({ from, to, method, customerId }: PaymentFilters) =>
  paramsOf({ from, to, method, customerId });

/** The CSV download of the same filters (every match, not one page). */
export const paymentsCsvUrl = ({ from, to, method, customerId }: PaymentFilters) =>
  apiHref('/api/payments.csv', { query: definedParams({ from, to, method, customerId }) });

/** One page of payments with the totals over every match. */
export function usePayments(filters: PaymentFilters, page: number, pageSize: number) {
  const values = { page, pageSize, ...filters };
  return useQuery({
    queryKey: moneyKeys.paymentList(paramsOf(values)),
    queryFn: () => api.GET('/api/payments', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
  });
}

export const recordCashPayment = ({ input, key }: { input: CashPaymentInput; key: string }) =>
  api.POST('/api/payments', { body: input, headers: idempotencyHeader(key) });

/** Records cash a customer handed over; for a pending purchase it pays it and grants its credits. */
export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.payments }),
      ]),
  });
}

export const refundPayment = ({
  paymentId,
  input,
  key,
}: {
  paymentId: string;
  input: RefundInput;
  key: string;
}) =>
  api.POST('/api/payments/{id}/refunds', {
    params: { path: { id: paymentId } },
    body: input,
    headers: idempotencyHeader(key),
  });

/** Gives money back, in full or in part; the server refuses more than what is left. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPayment,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.payments }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
      ]),
  });
}

export const cancelCustomerPurchase = ({
  customerId,
  purchaseId,
}: {
  customerId: string;
  purchaseId: string;
}) =>
  api.POST('/api/customers/{customerId}/purchases/{id}/cancel', {
    params: { path: { customerId, id: purchaseId } },
  });

/** Staff cancel a customer's unpaid purchase: its unused credits go back, the used ones stay owed. */
export function useCancelCustomerPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelCustomerPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
  });
}

export const writeOffPurchase = ({
  customerId,
  purchaseId,
  input,
}: {
  customerId: string;
  purchaseId: string;
  input: WriteOffInput;
}) =>
  api.POST('/api/customers/{customerId}/purchases/{id}/write-off', {
    params: { path: { customerId, id: purchaseId } },
    body: input,
  });

/** Staff write off what a customer's pay-at-studio purchase owes, with a reason. */
export function useWriteOffPurchase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: writeOffPurchase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.customers }),
  });
}

// Credit packs

export type CreditPackQuery = { page: number; pageSize: number; q: string; active?: boolean | undefined };

/** The catalog for staff: every pack, on sale or not. */
export function useCreditPacks({ page, pageSize, q, active }: CreditPackQuery) {
  const values = {
    page,
    pageSize,
    q: q.trim(),
    active: active === undefined ? undefined : active ? ('true' as const) : ('false' as const),
  };
  return useQuery({
    queryKey: moneyKeys.creditPackList(paramsOf(values)),
    queryFn: () => api.GET('/api/credit-packs', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/credit-packs (no id) or PUT /api/credit-packs/{id} (replaces the whole pack). */
export const saveCreditPack = ({ id, input }: { id?: string | undefined; input: CreditPackInput }) =>
  id
    ? api.PUT('/api/credit-packs/{id}', { params: { path: { id } }, body: input })
    : api.POST('/api/credit-packs', { body: input });

/** Adds or changes a pack; the catalog and the members' shop both show it. */
export function useSaveCreditPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCreditPack,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moneyKeys.creditPacks }),
        queryClient.invalidateQueries({ queryKey: moneyKeys.shop }),
      ]),
  });
}

// Payees and the bank account

/** The business's payees, numbers masked. */
export function usePayees(page: number, pageSize: number, q: string) {
  const values = { page, pageSize, q: q.trim() };
  return useQuery({
    queryKey: moneyKeys.payeeList(paramsOf(values)),
    queryFn: () => api.GET('/api/payees', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/payees (no id) or PUT /api/payees/{id}. */
export const savePayee = ({ id, input }: { id?: string | undefined; input: PayeeInput }) =>
  id
    ? api.PUT('/api/payees/{id}', { params: { path: { id } }, body: input })
    : api.POST('/api/payees', { body: input });

export function useSavePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.payees }),
  });
}

/** The payee's full tax ID and account number; the server records who asked (audit log). */
export const revealPayee = (id: string) => api.POST('/api/payees/{id}/reveal', { params: { path: { id } } });

// A mutation, not a query: the numbers are never cached, and each reveal is a deliberate, audited act.
export function useRevealPayee() {
  return useMutation({ mutationFn: revealPayee });
}

export const getBankAccount = () => api.GET('/api/business/bank-account');

/** The business's bank account, masked (null until the owner sets one). */
export function useBankAccount() {
  return useQuery({ queryKey: moneyKeys.bankAccount, queryFn: getBankAccount });
}

export const saveBankAccount = (input: BankAccountInput) =>
  api.PUT('/api/business/bank-account', { body: input });

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: (account) => queryClient.setQueryData(moneyKeys.bankAccount, account),
  });
}

/** The full bank account number; the server records who asked (audit log). */
export const revealBankAccount = () => api.POST('/api/business/bank-account/reveal');

// A mutation, not a query: the number is never cached.
export function useRevealBankAccount() {
  return useMutation({ mutationFn: revealBankAccount });
}
