import type {
  CreditPackType,
  MembershipStatus,
  PayeeKind,
  PaymentMethod,
  PurchasePaymentMethod,
  PurchaseStatus,
  ServiceCategory,
} from '@bmp/shared';

// The API's answers as the money pages read them (apps/api/src/modules/purchases/purchases.schemas.ts,
// payees.routes.ts and customers.routes.ts; OpenAPI at /api/openapi.json). Amounts are integer cents.

export type CreditGrantLine = { kind: ServiceCategory; quantity: number };

export type CreditPack = {
  id: string;
  type: CreditPackType;
  name: string;
  description: string;
  priceCents: number;
  grants: CreditGrantLine[];
  expiryDays: number | null;
  active: boolean;
  createdAt: string;
  updatedAt: string;
};

export type Shop = { items: CreditPack[]; cardPayments: boolean };

export type PurchasePayment = {
  id: string;
  receiptNumber: number;
  method: PaymentMethod;
  amountCents: number;
  refundedCents: number;
  createdAt: string;
};

export type Purchase = {
  id: string;
  customerId: string;
  packId: string;
  packType: CreditPackType;
  packName: string;
  priceCents: number;
  grants: CreditGrantLine[];
  expiryDays: number | null;
  paymentMethod: PurchasePaymentMethod;
  status: PurchaseStatus;
  createdAt: string;
  paidAt: string | null;
  canceledAt: string | null;
  creditsExpireAt: string | null;
  payment: PurchasePayment | null;
};

export type Receipt = {
  purchase: Purchase;
  business: { name: string; timeZone: string };
  customer: { name: string; email: string };
  refunds: { amountCents: number; credits: CreditGrantLine[]; createdAt: string }[];
};

export type Refund = {
  id: string;
  paymentId: string;
  amountCents: number;
  reason: string;
  /** Credits this refund took back from the customer. */
  credits: CreditGrantLine[];
  createdAt: string;
};

/** One kind of credits a payment's purchase granted: what refunds took back, what is still unused. */
export type PurchaseCredits = { kind: ServiceCategory; granted: number; takenBack: number; unused: number };

export type Payment = {
  id: string;
  receiptNumber: number;
  createdAt: string;
  customer: { id: string; name: string; email: string };
  method: PaymentMethod;
  amountCents: number;
  refundedCents: number;
  netCents: number;
  purchaseId: string | null;
  packName: string | null;
  note: string | null;
  recordedBy: string | null;
  refunds: Refund[];
  purchaseCredits: PurchaseCredits[];
};

export type PaymentTotals = { count: number; amountCents: number; refundedCents: number; netCents: number };

export type CreditEntryType = 'grant' | 'hold' | 'release' | 'spend' | 'expiry' | 'adjustment' | 'refund';

export type CreditBalanceView = {
  kind: ServiceCategory;
  available: number;
  held: number;
  expiring: { expiresAt: string; quantity: number }[];
};

export type CreditHistoryEntry = {
  id: string;
  kind: ServiceCategory;
  type: CreditEntryType;
  availableDelta: number;
  heldDelta: number;
  availableAfter: number;
  heldAfter: number;
  reason: string | null;
  serviceId: string | null;
  createdAt: string;
};

export type CreditsView = {
  /** The studio's IANA zone, in which the history's times are shown. */
  timeZone: string;
  balances: CreditBalanceView[];
  history: { items: CreditHistoryEntry[]; total: number; page: number; pageSize: number };
};

export type Payee = {
  id: string;
  name: string;
  kind: PayeeKind;
  taxIdLast4: string;
  routingNumber: string;
  accountLast4: string;
  ratePerSessionCents: number;
  createdAt: string;
  updatedAt: string;
};

export type BankAccount = {
  holderName: string;
  routingNumber: string;
  accountLast4: string;
  updatedAt: string;
};

export type Customer = {
  id: string;
  fullName: string;
  email: string;
  phone: string | null;
  status: MembershipStatus;
  onboarded: boolean;
  createdAt: string;
  creditsAvailable: number;
  pendingPurchases: number;
};
