import type { MemberClass } from '@bmp/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { CONTRACT_TO_SIGN } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// The studio's required waiver in the member's flows (decision 0053): a class join refused for it
// leads straight to the copy to sign, and the household page offers a minor's guardian waiver.

const { contract } = CONTRACT_TO_SIGN;
const CHILD_ID = '00000000-0000-4000-8000-0000000000f1';
const PARTNER_ID = '00000000-0000-4000-8000-0000000000f2';
const GUARDIAN_COPY = {
  ...contract,
  id: '00000000-0000-4000-8000-0000000000c9',
  status: 'sent' as const,
  dependant: { id: CHILD_ID, name: 'Leo Child' },
};

const CLASS: MemberClass = {
  id: '00000000-0000-4000-8000-0000000000a1',
  groupId: '00000000-0000-4000-8000-0000000000a2',
  groupName: 'Morning flow',
  kind: 'Group Class',
  status: 'scheduled',
  startsAt: '2030-06-03T16:00:00.000Z',
  endsAt: '2030-06-03T17:00:00.000Z',
  scheduledDate: '2030-06-03',
  expert: { id: '00000000-0000-4000-8000-0000000000a3', name: 'Erin Expert' },
  capacity: 10,
  seatsTaken: 2,
  seatsLeft: 8,
  waitlisted: 0,
  timeZone: 'America/Los_Angeles',
  closedAt: null,
  location: null,
  credits: 0,
  creditKind: null,
  mySeat: null,
  claimable: false,
};

const WAIVER_REQUIRED = {
  title: 'Waiver Required',
  detail: 'Sign the studio’s waiver first: open Contracts (/members/contracts) to read and sign it.',
  errors: { waiver: ['/members/contracts'] },
};

const UNSIGNED = { state: 'unsigned' as const, contractId: null, at: null };
const NOT_REQUIRED = { state: 'not_required' as const, contractId: null, at: null };
type WaiverState = { state: 'signed' | 'unsigned'; contractId: string | null; at: string | null };

/** GET /api/me/waiver: whether the studio requires a waiver, the member's own (signed) and each dependant's. */
const myWaivers = (required: boolean, dependants: { id: string; name: string; status: WaiverState }[]) =>
  apiAnswers('get', '/api/me/waiver', {
    required,
    own: { state: 'signed' as const, contractId: contract.id, at: '2030-05-01T10:00:00.000Z' },
    dependants,
  });

const household = (items: { id: string; fullName: string; dateOfBirth: string }[]) =>
  apiAnswers('get', '/api/members/me/household', {
    items: items.map((person) => ({ ...person, relationship: 'child' as const, medicalNote: '' })),
  });

beforeAll(() => {
  // jsdom has no canvas: the signature pad stays empty and the typed name signs.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

describe('a class join refused for the waiver', () => {
  it('shows the API’s message without the address, and opens the member’s own copy to sign', async () => {
    const asked: unknown[] = [];
    const { user, router } = renderRoute('/members/services/new?tab=classes', {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/classes', { items: [CLASS] }),
        apiAnswers('get', '/api/me/offerings', { items: [] }),
        household([]),
        apiProblem('post', '/api/me/classes/{id}/join', 409, WAIVER_REQUIRED),
        apiAnswers('post', '/api/me/waiver', async (request) => {
          asked.push(await request.json());
          return {
            status: { state: 'pending' as const, contractId: contract.id, at: contract.issuedAt },
            contract,
          };
        }),
        apiAnswers('get', '/api/me/contracts/{id}', CONTRACT_TO_SIGN),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Join Morning flow' }));

    const alert = await screen.findByTestId('waiver-required');
    expect(alert.textContent).toContain(
      'Sign the studio’s waiver first: open Contracts to read and sign it.',
    );
    expect(alert.textContent).not.toContain('/members/contracts');
    await user.click(await within(alert).findByRole('button', { name: 'Sign the waiver' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/members/contracts/${contract.id}`));
    expect(asked).toEqual([{ dependantId: null }]);
    expect(await screen.findByRole('form', { name: 'Sign' })).toBeTruthy();
  });
});

describe('the household page', () => {
  it('offers the guardian’s waiver for a minor only, and opens the copy issued for them', async () => {
    const asked: unknown[] = [];
    const { user, router } = renderRoute('/members/settings/members', {
      role: 'customer',
      handlers: [
        household([
          { id: CHILD_ID, fullName: 'Leo Child', dateOfBirth: '2019-03-04' },
          { id: PARTNER_ID, fullName: 'Sam Partner', dateOfBirth: '1990-01-01' },
        ]),
        // The studio requires its waiver; the member's own is signed, the child's is not.
        myWaivers(true, [
          { id: CHILD_ID, name: 'Leo Child', status: UNSIGNED },
          { id: PARTNER_ID, name: 'Sam Partner', status: UNSIGNED },
        ]),
        apiAnswers('post', '/api/me/waiver', async (request) => {
          asked.push(await request.json());
          return {
            status: { state: 'pending' as const, contractId: GUARDIAN_COPY.id, at: GUARDIAN_COPY.issuedAt },
            contract: GUARDIAN_COPY,
          };
        }),
        apiAnswers('get', '/api/me/contracts/{id}', {
          ...CONTRACT_TO_SIGN,
          contract: GUARDIAN_COPY,
          signAs: 'guardian',
        }),
      ],
    });
    const sign = await screen.findByRole('button', {
      name: 'Sign the waiver for Leo Child as their guardian',
    });
    expect(screen.queryByRole('button', { name: /Sign the waiver for Sam Partner/ })).toBeNull();

    await user.click(sign);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/members/contracts/${GUARDIAN_COPY.id}`),
    );
    expect(asked).toEqual([{ dependantId: CHILD_ID }]);
    expect(await screen.findByText('You sign as Ada Member, guardian of Leo Child.')).toBeTruthy();
  });

  it('shows a minor’s signed waiver as signed, with nothing to sign', async () => {
    renderRoute('/members/settings/members', {
      role: 'customer',
      handlers: [
        household([{ id: CHILD_ID, fullName: 'Leo Child', dateOfBirth: '2019-03-04' }]),
        myWaivers(true, [
          {
            id: CHILD_ID,
            name: 'Leo Child',
            status: { state: 'signed', contractId: GUARDIAN_COPY.id, at: '2030-05-02T10:00:00.000Z' },
          },
        ]),
      ],
    });
    expect(await screen.findByText(/Guardian’s waiver signed on May 2, 2030/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /as their guardian/ })).toBeNull();
  });

  it('offers nothing while the studio requires no waiver', async () => {
    let listed = false;
    renderRoute('/members/settings/members', {
      role: 'customer',
      handlers: [
        household([{ id: CHILD_ID, fullName: 'Leo Child', dateOfBirth: '2019-03-04' }]),
        apiAnswers('get', '/api/me/waiver', () => {
          listed = true;
          return { required: false, own: NOT_REQUIRED, dependants: [] };
        }),
      ],
    });
    expect(await screen.findByText('Leo Child')).toBeTruthy();
    await waitFor(() => expect(listed).toBe(true));
    // A moment for the answer to render: still no action.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('button', { name: /as their guardian/ })).toBeNull();
  });
});
