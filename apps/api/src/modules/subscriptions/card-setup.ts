import type Stripe from 'stripe';
import {
  claimStripeEvent,
  recordStripeEventOutcome,
  type SetupCompletedHandler,
} from '../purchases/index.ts';
import type { BillingDeps } from './billing.ts';
import { cardSaved } from './subscriptions.service.ts';

// The provider's signed "a setup page saved a card" event (decisions/0055-memberships.md). The card is
// read from the provider, kept on the subscription, and what is owed is charged. Handling it twice
// changes nothing more (the subscription has started; paid invoices are not charged again); the event
// is recorded like every other provider event.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function membershipCardSetup(deps: BillingDeps): SetupCompletedHandler {
  return async (event: Stripe.Event, session: Stripe.Checkout.Session) => {
    const subscriptionId = session.metadata?.subscriptionId ?? '';
    const businessId = session.metadata?.businessId ?? '';
    const setupIntent =
      typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
    let outcome: 'processed' | 'ignored' = 'ignored';
    let detail = 'Not a membership card.';
    if (deps.card && setupIntent && UUID.test(subscriptionId) && UUID.test(businessId)) {
      const card = await deps.card.savedCard(setupIntent);
      outcome = await cardSaved(deps, { businessId, subscriptionId, sessionId: session.id, card });
      detail =
        outcome === 'processed' ? 'Card saved for the membership.' : 'No membership waits for this card.';
    }
    const fresh = await deps.db.transaction(async (tx) => {
      const claimed = await claimStripeEvent(tx, event);
      if (claimed) {
        await recordStripeEventOutcome(tx, event.id, {
          outcome,
          detail,
          businessId: outcome === 'processed' ? businessId : null,
        });
      }
      return claimed;
    });
    return { outcome: fresh ? outcome : 'duplicate', detail };
  };
}
