import { addDays, type EarningLine, graduated, type PayRateTerms } from '@bmp/shared';
import type { Database } from '../../db/client.ts';
import * as clock from '../../lib/clock.ts';
import { centsAsDecimal, csvLine } from '../../lib/csv.ts';
import type { FieldCipher } from '../../lib/field-encryption.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { formatMoney } from '../outbox/index.ts';
import { studioDay } from './earnings.repository.ts';
import { NachaInputError, nachaFile } from './nacha.ts';
import * as repo from './runs.repository.ts';
import { frozenRun, payoutRunDetail } from './runs.service.ts';
import { type StatementInput, statementPdf } from './statement-pdf.ts';

// What a payout run sends out (docs/decisions/0059-earnings-and-payout-runs.md): the NACHA credit
// file for the studio's bank, a CSV of its lines, each payee's statement PDF, and the yearly totals
// for the 1099-NEC. Bank and tax numbers are decrypted only here, for the owner; the routes audit it.

/** The next weekday after `day`: a file sent today settles no earlier than the next banking day. */
export function nextWeekday(day: string): string {
  let next = addDays(day, 1);
  while ([0, 6].includes(new Date(`${next}T12:00:00Z`).getUTCDay())) next = addDays(next, 1);
  return next;
}

export async function nachaForRun(
  db: Database,
  cipher: FieldCipher,
  businessId: string,
  runId: string,
  options: { secCode: 'PPD' | 'CCD'; effectiveDate?: string | undefined },
): Promise<{ text: string; fileName: string; credits: number }> {
  const run = await frozenRun(db, businessId, runId);
  const studio = await repo.studioBankAccount(db, businessId);
  const account = studio?.account;
  if (!account) {
    throw new HttpProblem(409, 'Conflict', 'Set the studio’s bank account first: the file is drawn on it.');
  }
  if (!account.ein || !account.bankName) {
    throw new HttpProblem(409, 'Conflict', 'Add the studio’s EIN and bank name to its bank account first.');
  }
  const payees = (await repo.achPayees(db, businessId, runId)).filter((payee) => !payee.paidOutsideAch);
  if (payees.length === 0) {
    throw new HttpProblem(
      409,
      'Conflict',
      'Every payee of this run is paid outside ACH: there is no file to send.',
    );
  }
  const today = await studioDay(db, businessId, clock.now());
  try {
    const text = nachaFile({
      originator: {
        companyName: account.holderName,
        ein: account.ein,
        bankRoutingNumber: account.routingNumber,
        bankName: account.bankName,
        ...(account.immediateOrigin ? { immediateOrigin: account.immediateOrigin } : {}),
      },
      secCode: options.secCode,
      entryDescription: 'PAYROLL',
      effectiveDate: options.effectiveDate ?? nextWeekday(today),
      createdAt: clock.now(),
      credits: payees.map((payee) => ({
        name: payee.name,
        id: payee.payeeId.replaceAll('-', '').slice(0, 15),
        routingNumber: payee.routingNumber,
        accountNumber: cipher.decrypt(payee.accountNumberEncrypted),
        accountType: payee.accountType,
        amountCents: payee.totalCents,
      })),
    });
    return { text, fileName: `payout-run-${run.number}.ach`, credits: payees.length };
  } catch (error) {
    if (error instanceof NachaInputError) {
      throw new HttpProblem(409, 'Conflict', `The bank details cannot make an ACH file: ${error.message}`);
    }
    throw error;
  }
}

const RUN_CSV_HEADER = [
  'Run',
  'Payee',
  'Team member',
  'Paid outside ACH',
  'Earned on',
  'Kind',
  'Description',
  'Attendees',
  'Revenue',
  'Amount',
];

/** The run's lines as CSV, payee by payee (amounts as plain decimals a spreadsheet sums). */
export async function runCsv(db: Database, businessId: string, runId: string) {
  const detail = await payoutRunDetail(db, businessId, runId);
  let text = csvLine(RUN_CSV_HEADER);
  for (const payee of detail.payees) {
    for (const line of payee.lines) {
      text += csvLine([
        detail.number,
        payee.name,
        line.expertName,
        payee.paidOutsideAch ? 'yes' : 'no',
        line.earnedOn,
        line.kind,
        line.description,
        line.attendees,
        line.revenueCents === null ? null : Number(centsAsDecimal(line.revenueCents)),
        Number(centsAsDecimal(line.amountCents)),
      ]);
    }
  }
  return { text, fileName: `payout-run-${detail.number}.csv` };
}

/** How a line's amount came out, in figures any language reads: "5 × $3.00 + 3 × $4.00" (money in `locale`). */
export function breakdownOf(
  rate: PayRateTerms | null,
  line: Pick<EarningLine, 'attendees' | 'revenueCents'>,
  locale: StatementInput['locale'] = 'en',
): string {
  if (!rate) return '';
  const money = (cents: number) => formatMoney(locale, cents);
  const perHead = () => {
    const parts: string[] = [];
    let counted = 0;
    for (const tier of rate.tiers) {
      const attendees = line.attendees ?? 0;
      const inTier =
        tier.upTo === null ? attendees - counted : Math.max(0, Math.min(attendees, tier.upTo) - counted);
      if (inTier > 0) parts.push(`${inTier} × ${money(tier.cents)}`);
      counted += inTier;
    }
    return parts.length > 0 ? parts.join(' + ') : money(graduated(rate.tiers, 0));
  };
  switch (rate.kind) {
    case 'flat':
      return money(rate.flatCents);
    case 'per_attendee':
      return perHead();
    case 'revenue_share':
      return `${rate.percentBasisPoints / 100}% × ${money(line.revenueCents ?? 0)}`;
    case 'base_plus_bonus':
      return `${money(rate.flatCents)} + ${perHead()}`;
  }
}

/** One payee's statement of an approved or paid run, in the viewer's language. */
export async function statementFor(
  db: Database,
  businessId: string,
  runId: string,
  who: { payeeId: string } | { expertId: string },
  locale: StatementInput['locale'],
) {
  await frozenRun(db, businessId, runId);
  const detail = await payoutRunDetail(db, businessId, runId);
  const payee = detail.payees.find((one) =>
    'payeeId' in who ? one.payeeId === who.payeeId : one.expertId === who.expertId,
  );
  if (!payee) throw notFound('statement');
  const studio = await repo.studioBankAccount(db, businessId);
  const pdf = await statementPdf({
    locale,
    studioName: studio?.studioName ?? '',
    payeeName: payee.name,
    runNumber: detail.number,
    periodFrom: detail.periodFrom,
    periodUntil: detail.periodUntil,
    status: detail.status,
    // The studio's day it was paid, not UTC's.
    paidOn: detail.paidAt
      ? new Intl.DateTimeFormat('en-CA', { timeZone: studio?.timeZone ?? 'UTC' }).format(
          new Date(detail.paidAt),
        )
      : null,
    paidBy: payee.paidOutsideAch ? 'outside' : 'ach',
    accountMasked: payee.paidOutsideAch ? null : `•••• ${payee.accountLast4}`,
    lines: payee.lines.map((line) => ({
      earnedOn: line.earnedOn,
      kind: line.kind,
      description: line.description,
      attendees: line.kind === 'session' || line.kind === 'class' ? line.attendees : null,
      revenueCents: line.revenueCents,
      rateText: breakdownOf(line.rate, line, locale),
      amountCents: line.amountCents,
    })),
    totalCents: payee.totalCents,
    currency: 'USD',
    generatedAt: clock.now(),
  });
  const safeName = payee.name.replace(/[^\p{L}\p{N} ._-]+/gu, '').trim() || 'payee';
  return { pdf: Buffer.from(pdf), fileName: `statement-run-${detail.number}-${safeName}.pdf` };
}

/**
 * The IRS reporting threshold for nonemployee compensation: $600 a year, $2,000 for payments made
 * from 2026 (the 2025 budget act raised it; it is indexed to inflation from 2027, not followed here).
 */
export function form1099Threshold(year: number): number {
  return year >= 2026 ? 200_000 : 60_000;
}

/** Whether a payee's year total is reported: at the threshold or above. */
export function needs1099(year: number, totalCents: number): boolean {
  return totalCents >= form1099Threshold(year);
}

/** Each payee's total paid in a calendar year, with their full tax id, for the 1099-NEC (box 1). */
export async function form1099Csv(db: Database, cipher: FieldCipher, businessId: string, year: number) {
  const rows = await repo.yearTotals(db, businessId, year);
  let text = csvLine([
    'Year',
    'Payee',
    'Kind',
    'Tax ID',
    'Box 1 nonemployee compensation',
    'Paid runs',
    '1099-NEC required',
  ]);
  for (const row of rows) {
    const total = Number(row.total_cents);
    text += csvLine([
      year,
      row.name,
      row.kind,
      cipher.decrypt(row.tax_id_encrypted),
      Number(centsAsDecimal(total)),
      row.runs,
      needs1099(year, total) ? 'yes' : 'no',
    ]);
  }
  return { text, fileName: `1099-nec-${year}.csv`, payees: rows.length };
}
