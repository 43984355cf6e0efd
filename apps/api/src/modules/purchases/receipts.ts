import type { CreditGrant, PaymentMethod } from '@bmp/shared';
import type { EmailLanguage, OutgoingEmail } from '../outbox/index.ts';
import { dateTimeFormat, formatMoney } from '../outbox/index.ts';

// The receipt a customer gets by email when a payment is recorded (PRODUCT.md "Notifications"), in
// the customer's language (decision 0024).

const CREDIT_WORDS: Record<EmailLanguage, { one: string; many: string }> = {
  en: { one: 'credit', many: 'credits' },
  fr: { one: 'crédit', many: 'crédits' },
  ar: { one: 'رصيد', many: 'أرصدة' },
};

/** "10 Training credits", "1 Assessment credit" (and the same in French and Arabic). */
export function describeGrant(grant: CreditGrant, language: EmailLanguage = 'en'): string {
  // Every credit kind is one lower-case word (SERVICE_CATEGORIES): capitalised, it is its own name.
  const name = grant.kind.charAt(0).toUpperCase() + grant.kind.slice(1);
  const words = CREDIT_WORDS[language];
  const word = grant.quantity === 1 ? words.one : words.many;
  return language === 'en' ? `${grant.quantity} ${name} ${word}` : `${grant.quantity} ${word} ${name}`;
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

const LABELS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    thanks: (studio: string) => `Thank you for your payment to ${studio}.`,
    receipt: 'Receipt',
    date: 'Date',
    paid: 'Amount paid',
    cash: 'cash at the studio',
    card: 'card',
    for: 'For',
    added: 'Credits added',
    expire: 'Credits expire on',
    account: 'Your purchases and credits are on your account page.',
    subject: (studio: string, number: number) => `Your receipt from ${studio} (R-${number})`,
  },
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    thanks: (studio: string) => `Merci pour votre paiement à ${studio}.`,
    receipt: 'Reçu',
    date: 'Date',
    paid: 'Montant payé',
    cash: 'en espèces au studio',
    card: 'carte',
    for: 'Pour',
    added: 'Crédits ajoutés',
    expire: 'Les crédits expirent le',
    account: 'Vos achats et vos crédits sont sur la page de votre compte.',
    subject: (studio: string, number: number) => `Votre reçu de ${studio} (R-${number})`,
  },
  ar: {
    hello: (name: string) => `مرحبًا ${name}،`,
    thanks: (studio: string) => `شكرًا لدفعتك إلى ${studio}.`,
    receipt: 'الإيصال',
    date: 'التاريخ',
    paid: 'المبلغ المدفوع',
    cash: 'نقدًا في الاستوديو',
    card: 'بطاقة',
    for: 'مقابل',
    added: 'الأرصدة المضافة',
    expire: 'تنتهي صلاحية الأرصدة في',
    account: 'مشترياتك وأرصدتك في صفحة حسابك.',
    subject: (studio: string, number: number) => `إيصالك من ${studio} (R-${number})`,
  },
} satisfies Record<EmailLanguage, unknown>;

export function receiptEmail(input: ReceiptInput): OutgoingEmail {
  return {
    to: input.customerEmail,
    kind: 'receipt',
    category: 'receipt',
    businessId: input.businessId,
    render: (language) => {
      const l = LABELS[language];
      const when = dateTimeFormat(language, input.timeZone, { dateStyle: 'long', timeStyle: 'short' });
      const lines = [
        l.hello(input.customerName),
        '',
        l.thanks(input.businessName),
        '',
        `${l.receipt}: R-${input.receiptNumber}`,
        `${l.date}: ${when.format(input.paidAt)}`,
        `${l.paid}: ${formatMoney(language, input.amountCents)} (${input.method === 'cash' ? l.cash : l.card})`,
      ];
      if (input.purchase) {
        lines.push(`${l.for}: ${input.purchase.packName}`);
        lines.push(
          `${l.added}: ${input.purchase.grants.map((grant) => describeGrant(grant, language)).join(', ')}`,
        );
        if (input.purchase.creditsExpireAt) {
          const day = dateTimeFormat(language, input.timeZone, { dateStyle: 'long' });
          lines.push(`${l.expire}: ${day.format(input.purchase.creditsExpireAt)}`);
        }
      } else if (input.note) {
        lines.push(`${l.for}: ${input.note}`);
      }
      lines.push('', l.account, '', input.businessName);
      return { subject: l.subject(input.businessName, input.receiptNumber), text: lines.join('\n') };
    },
  };
}
