import type { Payment } from '@bmp/shared';
import { creditsDueOnRefund } from '@bmp/shared';

/**
 * What a refund of `amountCents` would take back of the payment's purchase, by the API's own rule
 * (`creditsDueOnRefund`, decision 0026): per kind, the credits due back and how many of those are
 * still unused (only those can be taken; fewer than due means staff must confirm).
 */
export function refundCreditsPreview(
  payment: Pick<Payment, 'amountCents' | 'refundedCents' | 'purchaseCredits'>,
  amountCents: number,
) {
  return payment.purchaseCredits.map((lot) => {
    const due = creditsDueOnRefund({
      granted: lot.granted,
      alreadyTaken: lot.takenBack,
      paidCents: payment.amountCents,
      refundedCents: payment.refundedCents + amountCents,
    });
    return { kind: lot.kind, due, taken: Math.min(due, lot.unused) };
  });
}
