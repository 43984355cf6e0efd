import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  availabilityExceptionInputSchema,
  bankAccountInputSchema,
  bookServiceInputSchema,
  businessProfileInputSchema,
  businessSignupSchema,
  cashPaymentInputSchema,
  clientNoteInputSchema,
  completionNotesInputSchema,
  creditAdjustmentInputSchema,
  creditPackInputSchema,
  groupInputSchema,
  groupUpdateSchema,
  householdMemberInputSchema,
  invitationAcceptSchema,
  locationInputSchema,
  medicalAnswersInputSchema,
  memberProfileInputSchema,
  memberSignupSchema,
  nutritionAnswersInputSchema,
  occurrenceChangeSchema,
  offeringInputSchema,
  payeeInputSchema,
  refundInputSchema,
  reviewInputSchema,
  staffProfileInputSchema,
  supportRequestInputSchema,
  transitionInputSchema,
} from './index';

// SPEC.md section 5 "Text clean-up", field by field: every free-text field of a request goes through
// the shared text schema, so BEL, CR LF and a right-to-left override never reach the database. One-line
// fields (names, addresses, subjects) get one line; notes, messages and descriptions keep their breaks.

const SENT = ' \u202eAnn\u0007\r\nSmith\u202c ';
const ONE_LINE = 'Ann Smith';
const MULTI_LINE = 'Ann\nSmith';

const ONE_LINE_FIELDS: [string, z.ZodType][] = [
  ['sign-up: full name', memberSignupSchema.shape.fullName],
  ['studio sign-up: studio name', businessSignupSchema.shape.businessName],
  ['studio sign-up: full name', businessSignupSchema.shape.fullName],
  ['studio profile: studio name', businessProfileInputSchema.shape.name],
  ['location: name', locationInputSchema.shape.display],
  ['location: state', locationInputSchema.shape.state],
  ['location: address', locationInputSchema.shape.address],
  ['staff profile: full name', staffProfileInputSchema.shape.fullName],
  ['invitation: full name', invitationAcceptSchema.shape.fullName],
  ['payee: name', payeeInputSchema.shape.name],
  ['bank account: holder', bankAccountInputSchema.shape.holderName],
  ['bank account: bank name', bankAccountInputSchema.shape.bankName],
  ['credit pack: name', creditPackInputSchema().shape.name],
  ['offering: name', offeringInputSchema.shape.name],
  ['booking: address', bookServiceInputSchema.shape.address],
  ['group: name', groupInputSchema.shape.name],
  ['group change: name', groupUpdateSchema.shape.name],
  ['member profile: full name', memberProfileInputSchema.shape.fullName],
  ['member profile: address', memberProfileInputSchema.shape.address],
  ['member profile: emergency contact', memberProfileInputSchema.shape.emergencyContactName],
  ['household: full name', householdMemberInputSchema.shape.fullName],
  ['support: name', supportRequestInputSchema.shape.name],
  ['support: subject', supportRequestInputSchema.shape.subject],
];

const MULTI_LINE_FIELDS: [string, z.ZodType][] = [
  ['offering: description', offeringInputSchema.shape.description],
  ['time off: note', availabilityExceptionInputSchema.shape.note],
  ['booking: notes', bookServiceInputSchema.shape.notes],
  ['status change: reason', transitionInputSchema.shape.reason],
  ['status change: completion notes', transitionInputSchema.shape.completionNotes],
  ['completion notes', completionNotesInputSchema.shape.completionNotes],
  ['review: text', reviewInputSchema.shape.text],
  ['group: description', groupInputSchema.shape.description],
  ['group change: description', groupUpdateSchema.shape.description],
  ['credit pack: description', creditPackInputSchema().shape.description],
  ['cash payment: note', cashPaymentInputSchema().shape.note],
  ['refund: reason', refundInputSchema.shape.reason],
  ['credit adjustment: reason', creditAdjustmentInputSchema.shape.reason],
  ['staff profile: bio', staffProfileInputSchema.shape.bio],
  ['client note: text', clientNoteInputSchema.shape.text],
  ['nutrition: an answer', nutritionAnswersInputSchema.shape.diet],
  ['household: medical note', householdMemberInputSchema.shape.medicalNote],
  ['support: message', supportRequestInputSchema.shape.message],
];

describe('every free-text field is cleaned', () => {
  it.each(ONE_LINE_FIELDS)('%s: controls and overrides removed, on one line', (_name, schema) => {
    expect(schema.parse(SENT)).toBe(ONE_LINE);
  });

  it.each(MULTI_LINE_FIELDS)('%s: controls and overrides removed, line breaks kept', (_name, schema) => {
    expect(schema.parse(SENT)).toBe(MULTI_LINE);
  });

  it('inside lists and unions too: participants, medical details, a skipped class’s reason', () => {
    const booking = bookServiceInputSchema.parse({
      offeringId: '6f1c1c6e-3b1a-4c4e-9a51-0c7f2b7e9a01',
      startsAt: '2026-11-22T14:00:00Z',
      participants: [{ name: SENT }],
    });
    expect(booking.participants[0]?.name).toBe(ONE_LINE);
    const medical = medicalAnswersInputSchema.parse({
      conditions: { answer: true, details: SENT },
      medication: { answer: false },
    });
    expect(medical.conditions.details).toBe(MULTI_LINE);
    expect(occurrenceChangeSchema.parse({ action: 'skip', reason: SENT })).toEqual({
      action: 'skip',
      reason: MULTI_LINE,
    });
  });

  it('counts the limit on the cleaned text, and an empty required field is refused', () => {
    const subject = supportRequestInputSchema.shape.subject;
    expect(subject.safeParse(`\u0007${'x'.repeat(150)}\u202e`).success).toBe(true);
    expect(subject.safeParse('x'.repeat(151)).success).toBe(false);
    expect(subject.safeParse('\r\n\u0007\u202e').error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a subject.',
    ]);
  });
});
