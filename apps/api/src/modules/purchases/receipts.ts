import { type CreditGrant, formatUsd, type PaymentMethod } from '@bmp/shared';
import type { OutgoingEmail } from '../outbox/outbox.ts';

// The receipt a customer gets by email when a payment is recorded (PRODUCT.md "Notifications").

/** "10 Training credits", "1 Assessment credit". */
export function describeGrant(grant: CreditGrant): string {
  // Every credit kind is one lower-case word (SERVICE_CATEGORIES): capitalised, it is its own name.
  const name = grant.kind.charAt(0).toUpperCase() + grant.kind.slice(1);
  return `${grant.quantity} ${name} credit${grant.quantity === 1 ? '' : 's'}`;
}

export type ReceiptInput = {
  businessId: string;
  businessName: string;
  timeZone: string;
  customerEmail: string;
  customerName: string;
  receiptNumber: number;
  method: PaymentMethod;
  amountCents: number;
  paidAt: Date;
  /** What was bought, when the payment paid a purchase. */
  purchase?: { packName: string; grants: CreditGrant[]; creditsExpireAt: Date | null };
  note?: string | null;
};

export function receiptEmail(input: ReceiptInput): OutgoingEmail {
  const when = new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: input.timeZone,
  });
  const lines = [
    `Hello ${input.customerName},`,
    '',
    `Thank you for your payment to ${input.businessName}.`,
    '',
    `Receipt: R-${input.receiptNumber}`,
    `Date: ${when.format(input.paidAt)}`,
    `Amount paid: ${formatUsd(input.amountCents)} (${input.method === 'cash' ? 'cash at the studio' : 'card'})`,
  ];
  if (input.purchase) {
    lines.push(`For: ${input.purchase.packName}`);
    lines.push(`Credits added: ${input.purchase.grants.map(describeGrant).join(', ')}`);
    if (input.purchase.creditsExpireAt) {
      const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: input.timeZone });
      lines.push(`Credits expire on: ${day.format(input.purchase.creditsExpireAt)}`);
    }
  } else if (input.note) {
    lines.push(`For: ${input.note}`);
  }
  lines.push('', 'Your purchases and credits are on your account page.', '', input.businessName);
  return {
    to: input.customerEmail,
    subject: `Your receipt from ${input.businessName} (R-${input.receiptNumber})`,
    text: lines.join('\n'),
    kind: 'receipt',
    businessId: input.businessId,
  };
}
