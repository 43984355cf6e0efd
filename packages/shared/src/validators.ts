// Field rules from SPEC section 5. Each takes the raw string as typed: callers (the zod schemas in
// schemas.ts) decide whether to trim first, so ' a@b.co' is invalid here on purpose.

// RFC 5322 "dot-atom" characters; quoted local parts and IP-literal domains are legal but no member
// types them, and accepting them only widens what every other system has to handle.
const EMAIL_LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(
  `^${EMAIL_LOCAL_ATOM}(?:\\.${EMAIL_LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,6}$`,
);
// RFC 5321 path limits; longer addresses cannot be delivered anyway.
const EMAIL_MAX_LENGTH = 254;
const EMAIL_LOCAL_MAX_LENGTH = 64;

/** True for an address like `name@studio.com`: local part, @, domain, top-level part of 2 to 6 letters. */
export function isValidEmail(s: string): boolean {
  if (s.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(s)) return false;
  return s.indexOf('@') <= EMAIL_LOCAL_MAX_LENGTH;
}

// The rule is "10 digits", so a '+1' or leading '1' country code is refused rather than guessed at;
// the area code may sit in parentheses and the groups may be split by one dash, dot or space.
const US_PHONE_PATTERN = /^(?:\(\d{3}\) ?|\d{3}[-. ]?)\d{3}[-. ]?\d{4}$/;

/** True for a 10-digit US phone number such as `(213) 555-0142`, `213-555-0142` or `2135550142`. */
export function isValidUsPhone(s: string): boolean {
  return US_PHONE_PATTERN.test(s);
}

const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** True for a 24-hour `HH:MM` time from `00:00` to `23:59`, or for null (no time set). */
export function isValidTimeOfDay(s: string | null): boolean {
  return s === null || TIME_OF_DAY_PATTERN.test(s);
}

// ABA weights 3-7-1 repeated; SPEC's "7-3-9" is the same test written as a check-digit formula.
const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** True for a 9-digit ABA routing number whose checksum holds (all zeros is refused). */
export function isValidRoutingNumber(s: string): boolean {
  // 000000000 passes the arithmetic but is no bank's number; it is what a blank form gets padded to.
  if (!/^\d{9}$/.test(s) || s === '000000000') return false;
  let sum = 0;
  ROUTING_WEIGHTS.forEach((weight, i) => {
    sum += weight * Number(s[i]);
  });
  return sum % 10 === 0;
}

/** True for a US bank account number: 8 to 17 digits and nothing else. */
export function isValidBankAccountNumber(s: string): boolean {
  return /^\d{8,17}$/.test(s);
}

/** True when exactly 9 digits remain after dropping every non-digit, e.g. `12-3456789` (EIN) or an SSN. */
export function isValidTaxId(s: string): boolean {
  return s.replace(/\D/g, '').length === 9;
}
