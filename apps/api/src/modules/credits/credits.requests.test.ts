import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import * as errors from './credits.errors.ts';
import { adjustCredits, grantCredits } from './credits.service.ts';

// What the ledger refuses before it touches the database, and how its failures read. The database
// handle is never used: a request that passes these checks would fail on it instead.
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('the database was used');
  },
});

const grant = (quantity: number, kind = 'training', expiresAt?: Date) =>
  grantCredits(noDatabase, 'b', {
    customerId: 'c',
    kind: kind as 'training',
    quantity,
    expiresAt,
    source: { type: 'complimentary' },
  });
const adjust = (delta: number, reason = 'Goodwill') =>
  adjustCredits(noDatabase, 'b', { customerId: 'c', kind: 'training', delta, reason, actorUserId: 'u' });

describe('credit requests refused up front', () => {
  it('takes whole numbers of credits from 1 to 100,000', async () => {
    const refusal = 'The number of credits must be a whole number from 1 to 100000.';
    for (const quantity of [0, -1, 1.5, 100_001, Number.NaN])
      await expect(grant(quantity)).rejects.toThrow(new errors.InvalidCreditRequestError(refusal));
    // The limits themselves pass the checks (and reach the database).
    for (const quantity of [1, 100_000])
      await expect(grant(quantity)).rejects.toThrow('the database was used');
  });

  it('refuses an unknown kind of credit and an expiry that is not in the future', async () => {
    await expect(grant(1, 'pilates')).rejects.toThrow(
      new errors.InvalidCreditRequestError('Unknown credit kind "pilates".'),
    );
    await expect(grant(1, 'training', new Date(Date.now() - 1000))).rejects.toThrow(
      new errors.InvalidCreditRequestError('Credits must expire in the future.'),
    );
  });

  it('needs an adjustment of 1 to 100,000 either way, with a reason under the limit', async () => {
    await expect(adjust(0)).rejects.toThrow('The adjustment must be a whole number from 1 to 100000.');
    await expect(adjust(-100_001)).rejects.toThrow('The adjustment must be a whole number from 1 to 100000.');
    await expect(adjust(-3, '   ')).rejects.toThrow(
      new errors.InvalidCreditRequestError('Give a reason for the adjustment.'),
    );
    await expect(adjust(2, 'x'.repeat(501))).rejects.toThrow('Keep the reason under 500 characters.');
    await expect(adjust(-2, 'x'.repeat(500))).rejects.toThrow('the database was used');
  });
});

describe('credit errors', () => {
  it('say what failed, with what a route needs', () => {
    expect(new errors.InsufficientCreditsError('c', 'training', 3)).toMatchObject({
      name: 'InsufficientCreditsError',
      message: 'Not enough training credits: 3 needed.',
      customerId: 'c',
      kind: 'training',
      requested: 3,
    });
    expect(new errors.CreditHoldNotFoundError('h')).toMatchObject({
      name: 'CreditHoldNotFoundError',
      message: 'Credit hold h was not found.',
    });
    expect(new errors.CreditHoldSettledError('h', 'spent')).toMatchObject({
      name: 'CreditHoldSettledError',
      message: 'Credit hold h is already spent.',
      status: 'spent',
    });
    expect(new errors.CreditHoldMismatchError('h', 's')).toMatchObject({
      name: 'CreditHoldMismatchError',
      message: 'Session s already holds credits (hold h) of another kind or quantity.',
    });
    expect(new errors.UnknownCustomerError('c')).toMatchObject({
      name: 'UnknownCustomerError',
      message: 'Customer c is not a member of this business.',
    });
    expect(new errors.InvalidCreditRequestError('No.')).toMatchObject({
      name: 'InvalidCreditRequestError',
      message: 'No.',
    });
  });
});
