import {
  ACCESS,
  cancelPreviewSchema,
  cancelSubscriptionInputSchema,
  changePlanInputSchema,
  freezeInputSchema,
  freezePreviewSchema,
  membershipPlanInputSchema,
  membershipPlanSchema,
  planChangePreviewSchema,
  subscribeInputSchema,
  subscriptionListQuerySchema,
  subscriptionPageSchema,
  subscriptionSchema,
  subscriptionStartedSchema,
  waiveInvoiceInputSchema,
} from '@bmp/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditOrigin, recordAudit } from '../../lib/audit.ts';
import { problems } from '../../lib/problem.ts';
import { viewerOf } from '../../lib/viewer.ts';
import type { BillingDeps } from './billing.ts';
import { runBillingJob } from './job.ts';
import { changePlan, previewPlanChange } from './plan-change.ts';
import { createPlan, editPlan, studioPlans } from './plans.service.ts';
import {
  type Actor,
  cancel,
  customerSubscriptions,
  freeze,
  previewCancel,
  previewFreeze,
  retryInvoice,
  startSubscription,
  studioSubscriptionPage,
  subscribe,
  subscriptionView,
  takeCashForInvoice,
  updateCard,
  waiveInvoice,
} from './subscriptions.service.ts';

// Membership plans and subscriptions over HTTP (decisions/0055-memberships.md). The member's routes
// (/api/me/...) act on the signed-in customer only; staff's name the subscription, always within
// their studio (every query carries the business).

const planParams = z.strictObject({ id: z.uuid('Not a plan id.') });
const subscriptionParams = z.strictObject({ id: z.uuid('Not a membership id.') });
const invoiceParams = z.strictObject({
  id: z.uuid('Not a membership id.'),
  invoiceId: z.uuid('Not an invoice id.'),
});
const customerParams = z.strictObject({ customerId: z.uuid('Not a customer id.') });

function actorOf(request: FastifyRequest): Actor {
  const viewer = viewerOf(request);
  return {
    userId: viewer.userId,
    membershipId: viewer.membershipId,
    name: viewer.person?.name ?? '',
    role: viewer.role,
    ...auditOrigin(request),
  };
}

export function subscriptionRoutes(deps: BillingDeps): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    // ---- Plans ----
    for (const who of ['staff', 'me'] as const) {
      app.get(
        who === 'staff' ? '/api/membership-plans' : '/api/me/membership-plans',
        {
          config: { access: who === 'staff' ? ACCESS.staff : ACCESS.member },
          schema: {
            tags: ['memberships'],
            summary: who === 'staff' ? 'Every membership plan of the studio' : 'The membership plans on sale',
            response: { 200: z.object({ items: z.array(membershipPlanSchema), cardPayments: z.boolean() }) },
          },
        },
        async (request) => ({
          items: await studioPlans(db, viewerOf(request).businessId, who === 'me'),
          cardPayments: deps.card !== undefined,
        }),
      );
    }

    app.post(
      '/api/membership-plans',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'Create a membership plan',
          body: membershipPlanInputSchema,
          response: { 201: membershipPlanSchema, ...problems(400, 422) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const plan = await createPlan(db, viewer.businessId, request.body);
        await recordAudit(db, request, {
          action: 'membershipPlan.create',
          outcome: 'success',
          targetType: 'membership_plan',
          targetId: plan.id,
        });
        return reply.status(201).send(plan);
      },
    );

    app.put(
      '/api/membership-plans/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'Change a membership plan (running memberships keep the terms they were sold)',
          params: planParams,
          body: membershipPlanInputSchema,
          response: { 200: membershipPlanSchema, ...problems(400, 404, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const plan = await editPlan(db, viewer.businessId, request.params.id, request.body);
        await recordAudit(db, request, {
          action: 'membershipPlan.update',
          outcome: 'success',
          targetType: 'membership_plan',
          targetId: plan.id,
        });
        return plan;
      },
    );

    // ---- A member's own ----
    app.get(
      '/api/me/subscriptions',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['memberships'],
          summary: 'My memberships, newest first',
          response: { 200: z.object({ items: z.array(subscriptionSchema) }) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return { items: await customerSubscriptions(db, viewer.businessId, viewer.membershipId) };
      },
    );

    app.get(
      '/api/me/subscriptions/:id',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['memberships'],
          summary: 'One of my memberships, with its invoices and history',
          params: subscriptionParams,
          response: { 200: subscriptionSchema, ...problems(404) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return subscriptionView(db, viewer.businessId, request.params.id, viewer.membershipId);
      },
    );

    app.post(
      '/api/me/subscriptions',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['memberships'],
          summary: 'Choose a plan: a pending membership, and its agreement to sign when the plan has one',
          body: subscribeInputSchema,
          response: { 201: subscriptionSchema, ...problems(400, 409, 422) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const sub = await subscribe(deps, viewer, actorOf(request), {
          ...request.body,
          customerId: viewer.membershipId,
          soldByStaff: false,
        });
        await recordAudit(db, request, {
          action: 'subscription.create',
          outcome: 'success',
          targetType: 'subscription',
          targetId: sub.id,
        });
        return reply.status(201).send(await subscriptionView(db, viewer.businessId, sub.id));
      },
    );

    app.post(
      '/api/me/subscriptions/:id/start',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['memberships'],
          summary: 'Pay the first period (at the studio, or by card: `checkoutUrl` saves the card)',
          params: subscriptionParams,
          response: { 200: subscriptionStartedSchema, ...problems(404, 409, 422, 502) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const { checkoutUrl } = await startSubscription(
          deps,
          viewer.businessId,
          request.params.id,
          actorOf(request),
          { customerId: viewer.membershipId },
        );
        return {
          subscription: await subscriptionView(db, viewer.businessId, request.params.id),
          checkoutUrl,
        };
      },
    );

    app.post(
      '/api/me/subscriptions/:id/card',
      {
        config: { access: ACCESS.member },
        schema: {
          tags: ['memberships'],
          summary: 'Update the card: a page that saves a new one (what is owed is charged to it at once)',
          params: subscriptionParams,
          response: { 200: z.object({ checkoutUrl: z.string() }), ...problems(404, 409, 422, 502) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        return {
          checkoutUrl: await updateCard(deps, viewer.businessId, request.params.id, viewer.membershipId),
        };
      },
    );

    for (const who of ['me', 'staff'] as const) {
      const base = who === 'me' ? '/api/me/subscriptions/:id' : '/api/subscriptions/:id';
      const access = who === 'me' ? ACCESS.member : ACCESS.staff;
      const customerOf = (request: FastifyRequest) =>
        who === 'me' ? viewerOf(request).membershipId : undefined;

      app.get(
        `${base}/freeze-preview`,
        {
          config: { access },
          schema: {
            tags: ['memberships'],
            summary:
              'What a freeze would do: its days, fee, next charge and commitment (or the rule it breaks)',
            params: subscriptionParams,
            querystring: freezeInputSchema,
            response: { 200: freezePreviewSchema, ...problems(400, 404, 409, 422) },
          },
        },
        async (request) =>
          previewFreeze(
            db,
            viewerOf(request).businessId,
            request.params.id,
            customerOf(request),
            request.query,
          ),
      );

      app.post(
        `${base}/freeze`,
        {
          config: { access },
          schema: {
            tags: ['memberships'],
            summary: 'Freeze within the plan’s rules (the next charge and the commitment move on)',
            params: subscriptionParams,
            body: freezeInputSchema,
            response: { 200: freezePreviewSchema, ...problems(400, 404, 409, 422) },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          const customerId = customerOf(request);
          const plan = await freeze(deps, viewer.businessId, request.params.id, actorOf(request), {
            ...request.body,
            ...(customerId ? { customerId } : {}),
          });
          await recordAudit(db, request, {
            action: 'subscription.freeze',
            outcome: 'success',
            targetType: 'subscription',
            targetId: request.params.id,
            details: { startsOn: plan.startsOn, endsOn: plan.endsOn },
          });
          return {
            startsOn: plan.startsOn,
            endsOn: plan.endsOn,
            days: plan.days,
            feeCents: plan.feeCents,
            nextChargeOn: plan.nextChargeOn,
            commitmentEndsOn: plan.commitmentEndsOn,
          };
        },
      );

      app.get(
        `${base}/change-preview`,
        {
          config: { access },
          schema: {
            tags: ['memberships'],
            summary:
              'What changing plan today would do: the credit for the unused days, the new plan’s price and credits for the days left (or the rule it breaks)',
            params: subscriptionParams,
            querystring: changePlanInputSchema,
            response: { 200: planChangePreviewSchema, ...problems(400, 404, 409, 422) },
          },
        },
        async (request) => {
          const customerId = customerOf(request);
          return previewPlanChange(db, viewerOf(request).businessId, request.params.id, {
            planId: request.query.planId,
            ...(customerId ? { customerId } : {}),
          });
        },
      );

      app.post(
        `${base}/change`,
        {
          config: { access },
          schema: {
            tags: ['memberships'],
            summary: 'Change plan today: the unused days are refunded, the new plan’s days charged',
            params: subscriptionParams,
            body: changePlanInputSchema,
            response: { 200: planChangePreviewSchema, ...problems(400, 404, 409, 422, 502) },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          const customerId = customerOf(request);
          const done = await changePlan(deps, viewer.businessId, request.params.id, actorOf(request), {
            planId: request.body.planId,
            log: request.log,
            ...(customerId ? { customerId } : {}),
          });
          await recordAudit(db, request, {
            action: 'subscription.change',
            outcome: 'success',
            targetType: 'subscription',
            targetId: request.params.id,
            details: {
              from: done.fromPlan,
              to: done.toPlan,
              creditCents: done.creditCents,
              chargeCents: done.chargeCents,
            },
          });
          return done;
        },
      );

      app.get(
        `${base}/cancel-preview`,
        {
          config: { access },
          schema: {
            tags: ['memberships'],
            summary: 'When canceling would take effect, and the last charge (or the rule it breaks)',
            params: subscriptionParams,
            querystring: z.object({ endsOn: z.string().optional() }),
            response: { 200: cancelPreviewSchema, ...problems(400, 404, 409) },
          },
        },
        async (request) =>
          previewCancel(
            db,
            viewerOf(request).businessId,
            request.params.id,
            customerOf(request),
            request.query.endsOn,
          ),
      );

      app.post(
        `${base}/cancel`,
        {
          config: { access },
          schema: {
            tags: ['memberships'],
            summary:
              who === 'me'
                ? 'Cancel my membership (with the notice and commitment stated before)'
                : 'Cancel a membership (or end it today)',
            params: subscriptionParams,
            body: cancelSubscriptionInputSchema,
            response: { 200: cancelPreviewSchema, ...problems(400, 404, 409) },
          },
        },
        async (request) => {
          const viewer = viewerOf(request);
          const customerId = customerOf(request);
          const { now, ...rest } = request.body;
          const plan = await cancel(deps, viewer.businessId, request.params.id, actorOf(request), {
            reason: rest.reason,
            ...(rest.endsOn ? { endsOn: rest.endsOn } : {}),
            ...(customerId ? { customerId } : { now: now === true }),
          });
          await recordAudit(db, request, {
            action: 'subscription.cancel',
            outcome: 'success',
            targetType: 'subscription',
            targetId: request.params.id,
            details: { endsOn: plan.endsOn },
          });
          return plan;
        },
      );
    }

    // ---- Staff ----
    app.get(
      '/api/subscriptions',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'The studio’s memberships, by status (past due first to act on), with search and pages',
          querystring: subscriptionListQuerySchema,
          response: { 200: subscriptionPageSchema },
        },
      },
      async (request) => {
        return studioSubscriptionPage(request.reads, viewerOf(request).businessId, request.query);
      },
    );

    app.get(
      '/api/subscriptions/:id',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'A membership with its invoices, freezes and history',
          params: subscriptionParams,
          response: { 200: subscriptionSchema, ...problems(404) },
        },
      },
      async (request) => subscriptionView(db, viewerOf(request).businessId, request.params.id),
    );

    app.get(
      '/api/customers/:customerId/subscriptions',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'A customer’s memberships',
          params: customerParams,
          response: { 200: z.object({ items: z.array(subscriptionSchema) }) },
        },
      },
      async (request) => ({
        items: await customerSubscriptions(db, viewerOf(request).businessId, request.params.customerId),
      }),
    );

    app.post(
      '/api/customers/:customerId/subscriptions',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary:
            'Sell a plan to a customer, paid at the studio: the agreement is emailed; it starts once signed',
          params: customerParams,
          body: subscribeInputSchema,
          response: { 201: subscriptionSchema, ...problems(400, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const viewer = viewerOf(request);
        const actor = actorOf(request);
        const sub = await subscribe(deps, viewer, actor, {
          ...request.body,
          paymentMethod: 'studio',
          customerId: request.params.customerId,
          soldByStaff: true,
        });
        // Without an agreement to wait for, it starts at once.
        if (!sub.contractId) await startSubscription(deps, viewer.businessId, sub.id, actor, {});
        await recordAudit(db, request, {
          action: 'subscription.sell',
          outcome: 'success',
          targetType: 'subscription',
          targetId: sub.id,
        });
        return reply.status(201).send(await subscriptionView(db, viewer.businessId, sub.id));
      },
    );

    app.post(
      '/api/subscriptions/:id/start',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'Start a membership sold at the studio once its agreement is signed',
          params: subscriptionParams,
          response: { 200: subscriptionSchema, ...problems(404, 409, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await startSubscription(deps, viewer.businessId, request.params.id, actorOf(request), {});
        return subscriptionView(db, viewer.businessId, request.params.id);
      },
    );

    app.post(
      '/api/subscriptions/:id/invoices/:invoiceId/waive',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'Waive what an invoice owes, with a reason',
          params: invoiceParams,
          body: waiveInvoiceInputSchema,
          response: { 200: subscriptionSchema, ...problems(400, 404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await waiveInvoice(
          deps,
          viewer.businessId,
          request.params.id,
          request.params.invoiceId,
          actorOf(request),
          request.body.reason,
        );
        await recordAudit(db, request, {
          action: 'subscription.waive',
          outcome: 'success',
          targetType: 'subscription',
          targetId: request.params.id,
          details: { invoiceId: request.params.invoiceId },
        });
        return subscriptionView(db, viewer.businessId, request.params.id);
      },
    );

    app.post(
      '/api/subscriptions/:id/invoices/:invoiceId/cash',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'Take an invoice’s amount in cash at the studio',
          params: invoiceParams,
          response: { 200: subscriptionSchema, ...problems(404, 409, 422) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        const actor = actorOf(request);
        await takeCashForInvoice(deps, viewer.businessId, request.params.id, request.params.invoiceId, {
          ...actor,
          userId: viewer.userId,
        });
        await recordAudit(db, request, {
          action: 'subscription.cash',
          outcome: 'success',
          targetType: 'subscription',
          targetId: request.params.id,
          details: { invoiceId: request.params.invoiceId },
        });
        return subscriptionView(db, viewer.businessId, request.params.id);
      },
    );

    app.post(
      '/api/subscriptions/:id/invoices/:invoiceId/retry',
      {
        config: { access: ACCESS.staff },
        schema: {
          tags: ['memberships'],
          summary: 'Charge the saved card for an invoice again now',
          params: invoiceParams,
          response: { 200: subscriptionSchema, ...problems(404, 409) },
        },
      },
      async (request) => {
        const viewer = viewerOf(request);
        await retryInvoice(
          deps,
          viewer.businessId,
          request.params.id,
          request.params.invoiceId,
          actorOf(request),
        );
        return subscriptionView(db, viewer.businessId, request.params.id);
      },
    );
  };
}

/**
 * POST /api/test/billing-run: runs the membership billing job now (what it would do within a minute),
 * so a browser test that moved the server's clock does not wait for it. Registered only on a test
 * server (TEST_CLOCK=movable) and hidden from the API's documentation, like /api/test/clock.
 */
export function testBillingRoutes(deps: BillingDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post('/api/test/billing-run', { config: { access: 'public' }, schema: { hide: true } }, async () =>
      runBillingJob(deps),
    );
  };
}
