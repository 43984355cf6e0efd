import type { CreditHoldStatus, CreditKind } from '@bmp/shared';

// Typed failures of the credit ledger. They carry what a route needs to answer well (and what the
// booking engine needs to decide), and nothing a member should not see; routes map them to problems.

/** The customer has fewer available credits of this kind than the operation needs. */
export class InsufficientCreditsError extends Error {
  constructor(
    readonly customerId: string,
    readonly kind: CreditKind,
    readonly requested: number,
  ) {
    super(`Not enough ${kind} credits: ${requested} needed.`);
    this.name = 'InsufficientCreditsError';
  }
}

/** No hold with this id in this business (another business's hold is "not found" too). */
export class CreditHoldNotFoundError extends Error {
  constructor(readonly holdId: string) {
    super(`Credit hold ${holdId} was not found.`);
    this.name = 'CreditHoldNotFoundError';
  }
}

/** The hold already ended the other way: a spent hold cannot be released, nor a released one spent. */
export class CreditHoldSettledError extends Error {
  constructor(
    readonly holdId: string,
    readonly status: Exclude<CreditHoldStatus, 'held'>,
  ) {
    super(`Credit hold ${holdId} is already ${status}.`);
    this.name = 'CreditHoldSettledError';
  }
}

/**
 * The session already holds this customer's credits, but of another kind or quantity: a retry must
 * repeat the first request, and a changed booking releases the old hold first.
 */
export class CreditHoldMismatchError extends Error {
  constructor(
    readonly holdId: string,
    readonly serviceId: string,
  ) {
    super(`Session ${serviceId} already holds credits (hold ${holdId}) of another kind or quantity.`);
    this.name = 'CreditHoldMismatchError';
  }
}

/** The customer is not a membership of this business. */
export class UnknownCustomerError extends Error {
  constructor(readonly customerId: string) {
    super(`Customer ${customerId} is not a member of this business.`);
    this.name = 'UnknownCustomerError';
  }
}

/** A request the ledger refuses before touching the database (a zero quantity, a blank reason...). */
export class InvalidCreditRequestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidCreditRequestError';
  }
}
