import type {
  cancelSubscriptionInputSchema,
  freezeInputSchema,
  MembershipPlanInput,
  PlanChangePreview,
  PurchasePaymentMethod,
  SubscriptionStatus,
} from '@bmp/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { definedParams, paramsOf } from '../../../lib/url-params.ts';

// Memberships' requests (docs/decisions/0055-memberships.md): the staff's plans and the studio's
// subscriptions, a customer's, and the member's own (/api/me/...). Freezes and cancellations go the
// same way for both, under /api/me/subscriptions/:id or /api/subscriptions/:id: `who` says which.

/** Whose routes a shared action calls: the signed-in member's own, or staff's on any of the studio's. */
export type Who = 'me' | 'staff';

export const membershipKeys = {
  all: ['memberships'] as const,
  plans: ['memberships', 'plans'] as const,
  myPlans: ['memberships', 'me', 'plans'] as const,
  mine: ['memberships', 'me', 'subscriptions'] as const,
  my: (id: string) => ['memberships', 'me', 'subscriptions', id] as const,
  studio: ['memberships', 'staff', 'subscriptions'] as const,
  list: (params: string) => ['memberships', 'staff', 'subscriptions', 'list', params] as const,
  one: (id: string) => ['memberships', 'staff', 'subscriptions', id] as const,
  customer: (customerId: string) => ['memberships', 'staff', 'customers', customerId] as const,
  // Outside `all`: a change to the membership must not ask again what canceling it would do (once
  // canceled, the open dialog's preview would be refused).
  cancelPreview: (who: Who, id: string) => ['membership-cancel-preview', who, id] as const,
};

// ---- Plans ----

/** Every plan of the studio, on sale or not, with its subscribers (staff). */
export function useStudioPlans() {
  return useQuery({ queryKey: membershipKeys.plans, queryFn: () => api.GET('/api/membership-plans') });
}

/** The plans on sale, and whether a card can be offered (the member's). */
export function useMyPlans() {
  return useQuery({ queryKey: membershipKeys.myPlans, queryFn: () => api.GET('/api/me/membership-plans') });
}

/** Creates a plan, or changes one (`id`): running memberships keep the terms they were sold. */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string | undefined; input: MembershipPlanInput }) =>
      id
        ? api.PUT('/api/membership-plans/{id}', { params: { path: { id } }, body: input })
        : api.POST('/api/membership-plans', { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.plans }),
  });
}

// ---- The studio's memberships (staff) ----

export type SubscriptionListQuery = {
  status?: SubscriptionStatus | undefined;
  q?: string | undefined;
  page: number;
  pageSize: number;
};

export function useStudioSubscriptions(query: SubscriptionListQuery) {
  const values = { ...query, q: query.q?.trim() || undefined };
  return useQuery({
    queryKey: membershipKeys.list(paramsOf(values)),
    queryFn: () => api.GET('/api/subscriptions', { params: { query: definedParams(values) } }),
    placeholderData: keepPreviousData,
  });
}

/** One membership with its invoices, freezes and history: the member's own, or any (staff). */
export function useSubscription(who: Who, id: string) {
  return useQuery({
    queryKey: who === 'me' ? membershipKeys.my(id) : membershipKeys.one(id),
    queryFn: () =>
      who === 'me'
        ? api.GET('/api/me/subscriptions/{id}', { params: { path: { id } } })
        : api.GET('/api/subscriptions/{id}', { params: { path: { id } } }),
    retry: false,
    // Read again on every visit: its agreement is signed, and its invoices paid, on other pages.
    staleTime: 0,
  });
}

export function useCustomerSubscriptions(customerId: string) {
  return useQuery({
    queryKey: membershipKeys.customer(customerId),
    queryFn: () => api.GET('/api/customers/{customerId}/subscriptions', { params: { path: { customerId } } }),
  });
}

/** After a membership changed: every list and view of memberships, the plans' subscriber counts too. */
function useMembershipsChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membershipKeys.all });
}

/** Staff sell a plan at the desk: paid at the studio, the agreement emailed when the plan has one. */
export function useSellSubscription() {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: ({ customerId, planId }: { customerId: string; planId: string }) =>
      api.POST('/api/customers/{customerId}/subscriptions', {
        params: { path: { customerId } },
        body: { planId, paymentMethod: 'studio' },
      }),
    onSuccess: changed,
  });
}

/** Staff start a membership sold at the desk once its agreement is signed. */
export function useStaffStart() {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/subscriptions/{id}/start', { params: { path: { id } } }),
    onSuccess: changed,
  });
}

export type InvoiceAction = 'cash' | 'retry';

/** Staff take an invoice's amount in cash, or charge the saved card again now. */
export function useInvoiceAction() {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: ({ id, invoiceId, action }: { id: string; invoiceId: string; action: InvoiceAction }) =>
      action === 'cash'
        ? api.POST('/api/subscriptions/{id}/invoices/{invoiceId}/cash', {
            params: { path: { id, invoiceId } },
          })
        : api.POST('/api/subscriptions/{id}/invoices/{invoiceId}/retry', {
            params: { path: { id, invoiceId } },
          }),
    onSuccess: changed,
  });
}

/** Staff waive what an invoice owes, with a reason. */
export function useWaiveInvoice() {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: ({ id, invoiceId, reason }: { id: string; invoiceId: string; reason: string }) =>
      api.POST('/api/subscriptions/{id}/invoices/{invoiceId}/waive', {
        params: { path: { id, invoiceId } },
        body: { reason },
      }),
    onSuccess: changed,
  });
}

// ---- The member's own ----

export function useMySubscriptions() {
  return useQuery({ queryKey: membershipKeys.mine, queryFn: () => api.GET('/api/me/subscriptions') });
}

/** The member chooses a plan: a pending membership (and its agreement to sign, when the plan has one). */
export function useSubscribe() {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: (input: { planId: string; paymentMethod: PurchasePaymentMethod }) =>
      api.POST('/api/me/subscriptions', { body: input }),
    onSuccess: changed,
  });
}

/** The member pays the first period: at the studio it starts at once; by card `checkoutUrl` saves one. */
export function useStartMine() {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/me/subscriptions/{id}/start', { params: { path: { id } } }),
    onSuccess: changed,
  });
}

/** A page of the card provider that saves a new card (what is owed is charged to it at once). */
export function useUpdateCard() {
  return useMutation({
    mutationFn: (id: string) => api.POST('/api/me/subscriptions/{id}/card', { params: { path: { id } } }),
  });
}

// ---- Freeze and cancel (the member's own, or staff's) ----

export type FreezeValues = z.output<typeof freezeInputSchema>;
export type CancelValues = z.input<typeof cancelSubscriptionInputSchema>;

export const freezePreview = (who: Who, id: string, query: FreezeValues) =>
  who === 'me'
    ? api.GET('/api/me/subscriptions/{id}/freeze-preview', { params: { path: { id }, query } })
    : api.GET('/api/subscriptions/{id}/freeze-preview', { params: { path: { id }, query } });

export function useFreeze(who: Who) {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: FreezeValues }) =>
      who === 'me'
        ? api.POST('/api/me/subscriptions/{id}/freeze', { params: { path: { id } }, body: input })
        : api.POST('/api/subscriptions/{id}/freeze', { params: { path: { id } }, body: input }),
    onSuccess: changed,
  });
}

/** When canceling now would take effect, and the last charge (the earliest end allowed). */
export function useCancelPreview(who: Who, id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: membershipKeys.cancelPreview(who, id),
    queryFn: () =>
      who === 'me'
        ? api.GET('/api/me/subscriptions/{id}/cancel-preview', { params: { path: { id } } })
        : api.GET('/api/subscriptions/{id}/cancel-preview', { params: { path: { id } } }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCancelSubscription(who: Who) {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CancelValues }) =>
      who === 'me'
        ? api.POST('/api/me/subscriptions/{id}/cancel', {
            params: { path: { id } },
            body: { reason: input.reason ?? '', ...(input.endsOn ? { endsOn: input.endsOn } : {}) },
          })
        : api.POST('/api/subscriptions/{id}/cancel', { params: { path: { id } }, body: input }),
    onSuccess: changed,
  });
}

// ---- Plan change (the member's own by card, or staff's) ----

/** The plans on sale, as the member sees them or as staff do (every plan, filtered to those on sale). */
export function usePlansOnSale(who: Who) {
  return useQuery({
    queryKey: who === 'me' ? membershipKeys.myPlans : membershipKeys.plans,
    queryFn: () => (who === 'me' ? api.GET('/api/me/membership-plans') : api.GET('/api/membership-plans')),
    select: (data) => data.items.filter((plan) => plan.active),
  });
}

export const planChangePreview = (who: Who, id: string, planId: string): Promise<PlanChangePreview> =>
  who === 'me'
    ? api.GET('/api/me/subscriptions/{id}/change-preview', { params: { path: { id }, query: { planId } } })
    : api.GET('/api/subscriptions/{id}/change-preview', { params: { path: { id }, query: { planId } } });

export function useChangePlan(who: Who) {
  const changed = useMembershipsChanged();
  return useMutation({
    mutationFn: ({ id, planId }: { id: string; planId: string }) =>
      who === 'me'
        ? api.POST('/api/me/subscriptions/{id}/change', { params: { path: { id } }, body: { planId } })
        : api.POST('/api/subscriptions/{id}/change', { params: { path: { id } }, body: { planId } }),
    onSuccess: changed,
  });
}
