import { isStaffRole } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import { retryingDeadlocks, uniqueRefusal } from '../../lib/db-errors.ts';
import { fieldProblem, HttpProblem, notFound } from '../../lib/problem.ts';
import { scopeOf, type Viewer } from '../../lib/viewer.ts';
import { overlapRefusal } from './booking.common.ts';

// How the booking routes read their callers and the database's refusals. Pure: no database.

const viewer = (role: Viewer['role']): Viewer => ({ businessId: 'b', userId: 'u', membershipId: 'm', role });
/** A driver error as Drizzle passes it on: wrapped, with the driver's error as the cause. */
const wrapped = (fields: { code?: string; constraint?: string; message?: string }) => {
  const driver = Object.assign(new Error(fields.message ?? 'driver error'), fields);
  return new Error('Failed query: insert ...', { cause: driver });
};

describe('who sees which sessions', () => {
  it('shows staff everything in the admin area, an expert their own, and a member only their own', () => {
    expect(scopeOf(viewer('admin'), 'team')).toEqual({ kind: 'all' });
    expect(scopeOf(viewer('principal'), 'team')).toEqual({ kind: 'all' });
    expect(scopeOf(viewer('expert'), 'team')).toEqual({ kind: 'expert', expertId: 'm' });
    for (const role of ['admin', 'principal', 'expert', 'customer'] as const)
      expect(scopeOf(viewer(role), 'member')).toEqual({ kind: 'customer', customerId: 'm' });
  });

  it('counts admins and principals as staff, and no one else', () => {
    expect((['principal', 'admin', 'expert', 'customer'] as const).map(isStaffRole)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('problems', () => {
  it('puts a field problem on its field with the status’s title', () => {
    const problem = fieldProblem(422, 'locationId', 'Choose one.');
    expect(problem).toBeInstanceOf(HttpProblem);
    expect(problem).toMatchObject({
      status: 422,
      title: 'Unprocessable Content',
      detail: 'Choose one.',
      errors: { locationId: ['Choose one.'] },
    });
    expect(fieldProblem(400, 'f', 'm').title).toBe('Bad Request');
    expect(fieldProblem(403, 'f', 'm').title).toBe('Forbidden');
    expect(fieldProblem(409, 'f', 'm').title).toBe('Conflict');
  });

  it('names what was not found', () => {
    expect(notFound('session')).toMatchObject({
      status: 404,
      title: 'Not Found',
      detail: 'No such session.',
    });
  });
});

describe('reading database refusals', () => {
  it('tells the customer’s overlap from the expert’s, by SQLSTATE or by message', () => {
    expect(overlapRefusal(wrapped({ code: '23P01', constraint: 'services_customer_no_overlap' }))).toBe(
      'customer',
    );
    expect(overlapRefusal(wrapped({ code: '23P01', constraint: 'services_expert_no_overlap' }))).toBe(
      'expert',
    );
    expect(
      overlapRefusal(
        wrapped({
          message: 'conflicting key value violates exclusion constraint "services_customer_no_overlap"',
        }),
      ),
    ).toBe('customer');
    expect(
      overlapRefusal(wrapped({ code: '23505', constraint: 'services_customer_no_overlap' })),
    ).toBeUndefined();
    expect(overlapRefusal('not an error')).toBeUndefined();
  });

  it('recognises a unique refusal by its constraint name, or the name in the message', () => {
    expect(
      uniqueRefusal(
        wrapped({ code: '23505', constraint: 'offerings_business_name' }),
        'offerings_business_name',
      ),
    ).toBe(true);
    expect(
      uniqueRefusal(
        wrapped({
          code: '23505',
          message: 'duplicate key value violates unique constraint "offerings_business_name"',
        }),
        'offerings_business_name',
      ),
    ).toBe(true);
    expect(uniqueRefusal(wrapped({ code: '23505', constraint: 'other' }), 'offerings_business_name')).toBe(
      false,
    );
    expect(
      uniqueRefusal(
        wrapped({ code: '23503', constraint: 'offerings_business_name' }),
        'offerings_business_name',
      ),
    ).toBe(false);
  });

  it('retries a deadlock victim or a serialisation failure, up to the attempts given', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const result = await retryingDeadlocks(async () => {
        calls += 1;
        if (calls < 3) throw wrapped({ code });
        return 'won';
      });
      expect([result, calls]).toEqual(['won', 3]);
    }
    let calls = 0;
    const alwaysDeadlocked = retryingDeadlocks(async () => {
      calls += 1;
      throw wrapped({ code: '40P01' });
    }, 2);
    await expect(alwaysDeadlocked).rejects.toThrow('Failed query');
    expect(calls).toBe(2);
  });

  it('passes any other error on at once', async () => {
    let calls = 0;
    const refused = retryingDeadlocks(async () => {
      calls += 1;
      throw wrapped({ code: '23P01' });
    });
    await expect(refused).rejects.toThrow('Failed query');
    expect(calls).toBe(1);
  });
});
