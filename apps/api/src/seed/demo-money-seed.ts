import type { Database } from '../db/client.ts';
import { businessBankAccounts, payees, seedRuns } from '../db/schema/index.ts';
import type { FieldCipher } from '../lib/field-encryption.ts';
import { adjustCredits } from '../modules/credits/index.ts';
import {
  cancelPendingPurchase,
  type ErrorLog,
  insertCreditPack,
  insertPurchase,
  recordCashPayment,
  refundPayment,
  startPurchase,
} from '../modules/purchases/index.ts';
import { demoMembership, demoStudioToSeed } from './demo-lookups.ts';
import { DEMO_BUSINESS } from './demo-seed.ts';

const SEED_NAME = 'demo-money';

/** The demo studio's packs (PRODUCT.md "Demo business": credit packs, payments). */
export const DEMO_CREDIT_PACKS = [
  {
    type: 'credit_pack',
    name: '10 Training credits',
    description: 'Ten one-on-one training sessions with any of our trainers.',
    priceCents: 65_000,
    grants: [{ kind: 'training', quantity: 10 }],
    expiryDays: 365,
    active: true,
  },
  {
    type: 'credit_pack',
    name: '5 Massage credits',
    description: 'Five 60-minute sports or recovery massages.',
    priceCents: 47_500,
    grants: [{ kind: 'massage', quantity: 5 }],
    expiryDays: 180,
    active: true,
  },
  {
    type: 'service_package',
    name: 'Intro Assessment',
    description: 'A first fitness assessment: movement screen, goals and a plan.',
    priceCents: 9_500,
    grants: [{ kind: 'assessment', quantity: 1 }],
    expiryDays: 30,
    active: true,
  },
  {
    type: 'service_package',
    name: 'Nutrition package',
    description: 'An assessment and four nutrition coaching sessions.',
    priceCents: 30_000,
    grants: [
      { kind: 'assessment', quantity: 1 },
      { kind: 'nutrition', quantity: 4 },
    ],
    expiryDays: 120,
    active: true,
  },
  {
    type: 'credit_pack',
    name: 'Summer Boxing 8-pack',
    description: 'Last summer’s offer, no longer on sale.',
    priceCents: 36_000,
    grants: [{ kind: 'boxing', quantity: 8 }],
    expiryDays: 90,
    active: false,
  },
] as const;

// Valid routing numbers (checksum) and made-up account numbers and tax IDs.
const DEMO_PAYEES = [
  {
    name: 'Erin Expert',
    kind: 'expert',
    teamEmail: 'expert@demo.test',
    taxId: '123456789',
    routingNumber: '021000021',
    accountNumber: '000123456789',
    accountType: 'savings',
    paidOutsideAch: false,
  },
  {
    name: 'Coastal Recovery Co.',
    kind: 'contractor',
    teamEmail: null,
    taxId: '987654321',
    routingNumber: '121000358',
    accountNumber: '4455667788',
    accountType: 'checking',
    // Paid by cheque: a payout run lists it apart and leaves it out of the NACHA file.
    paidOutsideAch: true,
  },
] as const;

// The studio's own account, with what a NACHA payout file needs of it (a made-up EIN; no immediate
// origin, so the file uses '1' + EIN).
const DEMO_BANK_ACCOUNT = {
  holderName: `${DEMO_BUSINESS.name} LLC`,
  routingNumber: '021000021',
  accountNumber: '5550009876',
  ein: '841234567',
  bankName: 'First Demo Bank',
} as const;

const quietLog: ErrorLog = {
  error: (...args: unknown[]) => {
    console.error('demo money seed:', ...args);
  },
};

/**
 * Adds the demo studio's money once (decision 0006's seed_runs): packs, member@demo.test's purchases
 * in every state (pending, paid, partially refunded, refunded, canceled), a cash payment on its own,
 * a credit adjustment, two payees and the studio's bank account (their numbers encrypted with the
 * app's cipher). Goes through the same services as the API, so the journal, credits and receipts are
 * what real use would write.
 * Returns false when it already ran, or when there is no demo business to add to.
 */
export async function seedDemoMoney(db: Database, cipher: FieldCipher): Promise<boolean> {
  const studio = await demoStudioToSeed(db, SEED_NAME);
  if (!studio) return false;
  const { businessId } = studio;

  return db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return false;

    const member = await demoMembership(tx, businessId, 'member@demo.test');
    const admin = await demoMembership(tx, businessId, 'admin@demo.test');
    const expert = await demoMembership(tx, businessId, 'expert@demo.test');

    const packIds: Record<string, string> = {};
    for (const pack of DEMO_CREDIT_PACKS) {
      const row = await insertCreditPack(tx, businessId, { ...pack, grants: [...pack.grants] });
      packIds[pack.name] = row.id;
    }
    const buy = async (packName: string) => {
      const { purchaseId } = await startPurchase(tx, undefined, {
        businessId,
        customerId: member.membershipId,
        packId: packIds[packName] ?? '',
        paymentMethod: 'studio',
        origin: '',
        log: quietLog,
      });
      return purchaseId;
    };
    const payCash = (purchaseId: string, amountCents: number) =>
      recordCashPayment(tx, {
        businessId,
        actorUserId: admin.userId,
        customerId: member.membershipId,
        amountCents,
        purchaseId,
      });

    // Paid in cash: credits granted.
    await payCash(await buy('10 Training credits'), 65_000);
    // Refunded in full: the refund takes its unused credit back (decision 0026).
    const introPayment = await payCash(await buy('Intro Assessment'), 9_500);
    await refundPayment(tx, undefined, {
      businessId,
      actorUserId: admin.userId,
      paymentId: introPayment,
      amountCents: 9_500,
      reason: 'Booked by mistake; refunded at the front desk.',
      log: quietLog,
    });
    // Partially refunded.
    const nutritionPayment = await payCash(await buy('Nutrition package'), 30_000);
    await refundPayment(tx, undefined, {
      businessId,
      actorUserId: admin.userId,
      paymentId: nutritionPayment,
      amountCents: 7_500,
      reason: 'One coaching session canceled by the studio.',
      log: quietLog,
    });
    // Pending: chose "Pay at the studio" and has not come in yet. The studio lets members book before
    // paying (decision 0046), so the credits are hers already and the price is owed; bought last, as
    // each purchase above had to be paid before the next (one unpaid purchase at a time).
    await buy('5 Massage credits');
    // A credit given by hand, so the history shows an adjustment with its reason.
    await adjustCredits(tx, businessId, {
      customerId: member.membershipId,
      kind: 'recovery',
      delta: 1,
      reason: 'Makeup for a recovery class the studio canceled.',
      actorUserId: admin.userId,
    });
    // Canceled: a card checkout the member left (Stripe's expired event cancels it in real use).
    const massage = DEMO_CREDIT_PACKS[1];
    const abandoned = await insertPurchase(tx, businessId, {
      customerId: member.membershipId,
      packId: packIds[massage.name] ?? '',
      packType: massage.type,
      packName: massage.name,
      priceCents: massage.priceCents,
      grants: [...massage.grants],
      expiryDays: massage.expiryDays,
      paymentMethod: 'card',
    });
    await cancelPendingPurchase(tx, businessId, abandoned.id);
    // A cash payment on its own.
    await recordCashPayment(tx, {
      businessId,
      actorUserId: admin.userId,
      customerId: member.membershipId,
      amountCents: 8_000,
      note: 'Drop-in boxing class',
    });

    for (const payee of DEMO_PAYEES) {
      await tx.insert(payees).values({
        businessId,
        name: payee.name,
        kind: payee.kind,
        membershipId: payee.teamEmail ? expert.membershipId : null,
        taxIdEncrypted: cipher.encrypt(payee.taxId),
        taxIdLast4: payee.taxId.slice(-4),
        routingNumber: payee.routingNumber,
        accountNumberEncrypted: cipher.encrypt(payee.accountNumber),
        accountLast4: payee.accountNumber.slice(-4),
        accountType: payee.accountType,
        paidOutsideAch: payee.paidOutsideAch,
      });
    }
    await tx.insert(businessBankAccounts).values({
      businessId,
      holderName: DEMO_BANK_ACCOUNT.holderName,
      routingNumber: DEMO_BANK_ACCOUNT.routingNumber,
      accountNumberEncrypted: cipher.encrypt(DEMO_BANK_ACCOUNT.accountNumber),
      accountLast4: DEMO_BANK_ACCOUNT.accountNumber.slice(-4),
      ein: DEMO_BANK_ACCOUNT.ein,
      bankName: DEMO_BANK_ACCOUNT.bankName,
      immediateOrigin: null,
    });
    return true;
  });
}
