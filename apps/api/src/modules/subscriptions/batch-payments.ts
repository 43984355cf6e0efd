import { splitCents } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { grantCreditsManyWithin } from '../credits/index.ts';
import { postJournalEntriesWithin } from '../ledger/index.ts';
import { isEmailLanguage } from '../outbox/index.ts';
import { payMembershipPurchaseByCard, receiptEmail } from '../purchases/index.ts';
import {
  findCustomersFacts,
  findStudios,
  insertCardPayments,
  lockPurchases,
  markPurchasesPaid,
  queueRenderedEmails,
} from './subscriptions.repository.ts';

// A group of membership invoices paid by their saved cards, written together
// (decisions/0061-billing-in-batches.md): what `payMembershipPurchaseByCard` writes for one purchase
// (the payment with its receipt number, the purchase paid, which pays its invoice by trigger, the
// journal entry, the credits, the receipt email), for all of them in one statement per table. A purchase
// whose credits' period already ended (a late recovery: its credits run from the payment) goes
// through `payMembershipPurchaseByCard`, as does any purchase granting credits before payment.

export type CardPaymentItem = { businessId: string; purchaseId: string; paymentIntentId: string };

/** Pays the pending purchases of `items` (in the caller's transaction); paid or canceled ones are left. */
export async function payMembershipPurchasesByCard(tx: Database, items: CardPaymentItem[]): Promise<void> {
  if (items.length === 0) return;
  const locked = new Map((await lockPurchases(tx, items)).map((row) => [row.id, row]));
  const nowMs = clock.nowMs();
  const batch: { item: CardPaymentItem; purchase: NonNullable<ReturnType<typeof locked.get>> }[] = [];
  for (const item of items) {
    const purchase = locked.get(item.purchaseId);
    if (!purchase) throw new Error(`membership purchase ${item.purchaseId} vanished`);
    if (purchase.status !== 'pending') continue;
    const plain =
      !purchase.creditsBeforePayment &&
      purchase.creditsExpireAt !== null &&
      purchase.creditsExpireAt.getTime() > nowMs;
    if (plain) batch.push({ item, purchase });
    else await payMembershipPurchaseByCard(tx, item.businessId, item.purchaseId, item.paymentIntentId);
  }
  if (batch.length === 0) return;

  const studios = new Map(
    (await findStudios(tx, [...new Set(batch.map(({ item }) => item.businessId))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const customers = new Map(
    (
      await findCustomersFacts(
        tx,
        batch.map(({ purchase }) => ({ businessId: purchase.businessId, customerId: purchase.customerId })),
      )
    ).map((row) => [`${row.businessId}:${row.id}`, row]),
  );
  for (const { purchase } of batch) {
    if (!customers.has(`${purchase.businessId}:${purchase.customerId}`)) {
      throw new Error(`customer ${purchase.customerId} of purchase ${purchase.id} vanished`);
    }
  }
  const paidAt = clock.now();
  const paid = await insertCardPayments(
    tx,
    batch.map(({ item, purchase }) => ({
      businessId: purchase.businessId,
      customerId: purchase.customerId,
      purchaseId: purchase.id,
      amountCents: purchase.priceCents,
      paymentIntentId: item.paymentIntentId,
    })),
  );
  const paymentOf = new Map(paid.map((payment) => [payment.purchaseId, payment]));
  if (
    (await markPurchasesPaid(
      tx,
      batch.map(({ item }) => item),
      paidAt,
    )) !== batch.length
  ) {
    throw new Error('membership purchases were not pending under their locks');
  }
  await postJournalEntriesWithin(
    tx,
    batch.map(({ purchase }) => ({
      businessId: purchase.businessId,
      memo: `${purchase.packName}, paid by card`,
      sourceType: 'payment',
      sourceId: paymentOf.get(purchase.id)?.id as string,
      actorUserId: null,
      lines: [
        { account: 'card_clearing', amountCents: purchase.priceCents },
        { account: 'deferred_revenue', amountCents: -purchase.priceCents },
      ],
    })),
  );
  await grantCreditsManyWithin(
    tx,
    batch.flatMap(({ purchase }) => {
      const values = splitCents(
        purchase.priceCents,
        purchase.grants.map((grant) => grant.quantity),
      );
      return purchase.grants.map((grant, index) => ({
        businessId: purchase.businessId,
        customerId: purchase.customerId,
        kind: grant.kind,
        quantity: grant.quantity,
        expiresAt: purchase.creditsExpireAt,
        source: { type: 'purchase' as const, id: purchase.id },
        valueCents: values[index] ?? 0,
        dailyAllowance:
          purchase.dailyAllowance !== null && purchase.allowanceStartsOn !== null
            ? { perDay: purchase.dailyAllowance, startsOn: purchase.allowanceStartsOn }
            : null,
      }));
    }),
  );
  const receipts = batch.map(({ purchase }) => {
    const studio = studios.get(purchase.businessId);
    const customer = customers.get(`${purchase.businessId}:${purchase.customerId}`);
    const payment = paymentOf.get(purchase.id);
    if (!studio || !customer || !payment) throw new Error(`payment of purchase ${purchase.id} vanished`);
    const email = receiptEmail({
      businessId: purchase.businessId,
      businessName: studio.name,
      timeZone: studio.timeZone,
      customerEmail: customer.email,
      customerName: customer.fullName,
      receiptNumber: payment.receiptNumber,
      method: 'card',
      amountCents: purchase.priceCents,
      paidAt,
      purchase: {
        packName: purchase.packName,
        grants: purchase.grants,
        creditsExpireAt: purchase.creditsExpireAt,
      },
    });
    // What `enqueueEmail` writes, the language already known.
    const language = isEmailLanguage(customer.language) ? customer.language : 'en';
    const content = email.render ? email.render(language) : { subject: email.subject, text: email.text };
    return {
      toEmail: email.to,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html ?? null,
      language,
      kind: email.kind,
      category: email.category ?? 'account',
      ics: email.ics ?? null,
      businessId: email.businessId ?? null,
      membershipId: email.membershipId ?? null,
    };
  });
  await queueRenderedEmails(tx, receipts);
}
