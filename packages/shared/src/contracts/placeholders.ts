// The placeholders a contract template may use (PRODUCT.md "Contract"; docs/decisions/0053-contracts.md).
// The list is fixed: a template naming any other is refused on its body, with the placeholder named.
// Values are filled in when the contract is issued, and the rendered text is frozen.

export const CONTRACT_PLACEHOLDERS = [
  {
    key: 'member.fullName',
    about: 'Who signs: the member, the guardian of a dependant, or the team member.',
  },
  { key: 'member.email', about: 'The email address of who signs.' },
  { key: 'member.phone', about: 'The phone number of who signs, when they gave one.' },
  {
    key: 'participant.fullName',
    about: 'Who takes part: the dependant when a guardian signs for them, otherwise who signs.',
  },
  { key: 'participant.dateOfBirth', about: 'The date of birth of the dependant, when a guardian signs.' },
  { key: 'studio.name', about: 'The studio’s name.' },
  { key: 'studio.location', about: 'The studio’s main location.' },
  { key: 'studio.cancellationHours', about: 'The free-cancel window of the studio, in hours.' },
  { key: 'membership.plan', about: 'The membership plan the agreement is signed for (memberships).' },
  { key: 'membership.price', about: 'The plan’s price per period (memberships).' },
  { key: 'membership.period', about: 'The plan’s billing period (memberships).' },
  { key: 'today', about: 'The day the contract is issued, in the studio’s time zone.' },
  { key: 'contract.expiresOn', about: 'The last day the contract can be signed.' },
] as const;

export type ContractPlaceholder = (typeof CONTRACT_PLACEHOLDERS)[number]['key'];

const KNOWN = new Set<string>(CONTRACT_PLACEHOLDERS.map((placeholder) => placeholder.key));

// `{{ name }}`: the name may carry spaces inside the braces; anything else between braces is a name too,
// so a typo like {{member.fullname}} is found and refused rather than left in the text.
const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders a body names that are not on the list, each once, in order of appearance. */
export function unknownPlaceholders(body: string): string[] {
  const unknown: string[] = [];
  for (const match of body.matchAll(PLACEHOLDER_PATTERN)) {
    const name = match[1] ?? '';
    if (!KNOWN.has(name) && !unknown.includes(name)) unknown.push(name);
  }
  return unknown;
}

/**
 * The body with each placeholder replaced by its value. A value the contract has no data for (a phone
 * never given, a membership price on a waiver) becomes an em dash, so the signer sees a gap, not braces.
 */
export function renderPlaceholders(
  body: string,
  values: Partial<Record<ContractPlaceholder, string | null | undefined>>,
): string {
  return body.replace(PLACEHOLDER_PATTERN, (whole, name: string) => {
    if (!KNOWN.has(name)) return whole;
    const value = values[name as ContractPlaceholder];
    return value === undefined || value === null || value === '' ? '—' : value;
  });
}
