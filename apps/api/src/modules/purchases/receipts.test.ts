import { describe, expect, it } from 'vitest';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { describeGrant, receiptEmail } from './receipts.ts';

/** The English text of an email (receipts render in the recipient's language). */
function inEnglish(email: OutgoingEmail) {
  if (!email.render) throw new Error('a receipt renders per language');
  return email.render('en');
}

// The receipt email's exact text (PRODUCT.md "Notifications"). Pure: no database.

const base = {
  businessId: 'b',
  businessName: 'Harbor Fitness',
  timeZone: 'America/Los_Angeles',
  customerEmail: 'casey@example.com',
  customerName: 'Casey Customer',
  receiptNumber: 1042,
  amountCents: 125_050,
  // 17:30 on 22 November in Los Angeles.
  paidAt: new Date('2026-11-23T01:30:00Z'),
};

describe('receipts', () => {
  it('names a grant with its count, kind and plural', () => {
    expect(describeGrant({ kind: 'training', quantity: 10 })).toBe('10 Training credits');
    expect(describeGrant({ kind: 'assessment', quantity: 1 })).toBe('1 Assessment credit');
  });

  it('writes a pack receipt with what was added and when it expires, in the studio’s zone', () => {
    const email = receiptEmail({
      ...base,
      method: 'cash',
      purchase: {
        packName: 'Starter',
        grants: [
          { kind: 'training', quantity: 10 },
          { kind: 'nutrition', quantity: 1 },
        ],
        creditsExpireAt: new Date('2027-03-01T07:00:00Z'),
      },
      note: 'ignored when there is a purchase',
    });
    expect(email).toMatchObject({ to: base.customerEmail, kind: 'receipt', businessId: 'b' });
    expect(inEnglish(email)).toMatchObject({
      subject: `Your receipt from ${base.businessName} (R-1042)`,
      text: [
        `Hello ${base.customerName},`,
        '',
        `Thank you for your payment to ${base.businessName}.`,
        '',
        'Receipt: R-1042',
        'Date: November 22, 2026 at 5:30 PM',
        'Amount paid: $1,250.50 (cash at the studio)',
        'For: Starter',
        'Credits added: 10 Training credits, 1 Nutrition credit',
        'Credits expire on: February 28, 2027',
        '',
        'Your purchases and credits are on your account page.',
        '',
        base.businessName,
      ].join('\n'),
    });
  });

  it('leaves out the expiry of credits that never expire, and says card for a card', () => {
    const { text } = inEnglish(
      receiptEmail({
        ...base,
        method: 'card',
        purchase: { packName: 'Open', grants: [{ kind: 'boxing', quantity: 2 }], creditsExpireAt: null },
      }),
    );
    expect(text).toContain('Amount paid: $1,250.50 (card)');
    expect(text).toContain('Credits added: 2 Boxing credits\n\nYour purchases');
    expect(text).not.toContain('expire');
  });

  it('writes the note of a payment without a purchase, and nothing when there is none', () => {
    const withNote = inEnglish(receiptEmail({ ...base, method: 'cash', note: 'Drop-in class' }));
    expect(withNote.text).toContain('(cash at the studio)\nFor: Drop-in class\n\nYour purchases');
    const bare = inEnglish(receiptEmail({ ...base, method: 'cash', note: null }));
    expect(bare.text).toContain('(cash at the studio)\n\nYour purchases');
  });
});
