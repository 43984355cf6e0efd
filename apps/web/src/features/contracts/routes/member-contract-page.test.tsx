import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAnswers, apiProblem } from '../../../test/api-server.ts';
import { CONTRACT_TO_SIGN } from '../../../test/fixtures.ts';
import { renderRoute } from '../../../test/render-route.tsx';

const { contract } = CONTRACT_TO_SIGN;
const SIGNED = {
  ...contract,
  status: 'signed' as const,
  signedAt: '2030-05-03T10:00:00.000Z',
  signedName: 'Ada Member',
  hasPdf: true,
  pdfSha256: 'b'.repeat(64),
};

beforeAll(() => {
  // jsdom has no canvas: the signature pad stays empty and the typed name signs.
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

describe('the member signs a contract (/members/contracts/:id)', () => {
  it('signs, then says so and offers the signed PDF', async () => {
    const { user } = renderRoute(`/members/contracts/${contract.id}`, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/contracts/{id}', CONTRACT_TO_SIGN),
        apiAnswers('post', '/api/me/contracts/{id}/sign', SIGNED),
        apiAnswers('get', '/api/me/contracts', { items: [SIGNED] }),
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Liability waiver' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Sign' });
    await user.click(within(form).getByRole('checkbox', { name: CONTRACT_TO_SIGN.consent.agree }));
    await user.type(within(form).getByRole('textbox', { name: /Type your full name/ }), 'Ada Member');
    await user.click(within(form).getByRole('button', { name: 'Sign' }));

    const outcome = await screen.findByText(
      'You signed this contract. Your signed copy is ready to download.',
    );
    await waitFor(() => expect(document.activeElement).toBe(outcome.closest('[role="status"]')));
    expect(screen.queryByRole('form', { name: 'Sign' })).toBeNull();
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download.getAttribute('href')).toBe(`/api/me/contracts/${contract.id}/pdf`);
  });

  it('shows a contract that can no longer be signed as it stands, with its text and no form', async () => {
    renderRoute(`/members/contracts/${contract.id}`, {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/contracts/{id}', {
          ...CONTRACT_TO_SIGN,
          contract: { ...contract, status: 'expired' },
          signAs: null,
        }),
      ],
    });
    expect(await screen.findByText(/This contract expired on .* before it was signed/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Liability waiver' })).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Sign' })).toBeNull();
  });

  it('lists the contracts to sign before the signed ones, each with its way in', async () => {
    renderRoute('/members/contracts', {
      role: 'customer',
      handlers: [
        apiAnswers('get', '/api/me/contracts', {
          items: [
            SIGNED,
            { ...contract, id: '00000000-0000-4000-8000-0000000000c2', title: 'Membership agreement' },
          ],
        }),
      ],
    });
    const toSign = await screen.findByRole('region', { name: 'To sign' });
    expect(within(toSign).getByRole('heading', { name: 'Membership agreement' })).toBeTruthy();
    expect(within(toSign).getByRole('link', { name: 'Read and sign' }).getAttribute('href')).toBe(
      '/members/contracts/00000000-0000-4000-8000-0000000000c2',
    );
    const past = screen.getByRole('region', { name: 'Signed and past' });
    expect(within(past).getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `/api/me/contracts/${contract.id}/pdf`,
    );
  });
});

describe('the emailed signing link (/contracts/sign/:token)', () => {
  it('says plainly that a tampered or expired link is not valid', async () => {
    renderRoute('/contracts/sign/not-a-real-token', {
      handlers: [
        apiProblem('get', '/api/contract-links/{token}', 404, {
          detail: 'This signing link is not valid or has expired. Ask the studio for a new one.',
        }),
      ],
    });
    expect(
      await screen.findByText('This signing link is not valid or has expired. Ask the studio for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign a contract' })).toBeTruthy();
  });

  it('opens the contract without signing in, to sign through the link', async () => {
    renderRoute('/contracts/sign/a-good-token', {
      handlers: [apiAnswers('get', '/api/contract-links/{token}', CONTRACT_TO_SIGN)],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Liability waiver' })).toBeTruthy();
    expect(
      screen.getByText('Test Studio asks you to read and sign this contract. You do not need to sign in.'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Sign' })).toBeTruthy();
  });
});
