import { ESIGN_CONSENT_TEXTS, ESIGN_CONSENT_VERSION } from '@bmp/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { CONTRACT_TO_SIGN } from '../../../test/fixtures.ts';
import { fieldMessage } from '../../../test/render-route.tsx';
import type { ContractToSign } from '../api/signing.ts';
import { SignContractForm } from './SignContractForm.tsx';

// jsdom has no canvas to draw on, so signature_pad is stood in for by a pad that the test "draws" on:
// what is checked is the form's side, that a stroke's PNG reaches the request without its data: prefix
// and a cleared pad sends null. The real pad is drawn on with a mouse in e2e/tests/contract-signing.spec.ts.
const pads = vi.hoisted(() => [] as { draw: () => void }[]);
vi.mock('signature_pad', () => ({
  default: class FakePad extends EventTarget {
    empty = true;
    constructor() {
      super();
      pads.push(this);
    }
    draw() {
      this.empty = false;
      this.dispatchEvent(new CustomEvent('endStroke'));
    }
    isEmpty() {
      return this.empty;
    }
    toDataURL() {
      return 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';
    }
    clear() {
      this.empty = true;
    }
    toData() {
      return [];
    }
    fromData() {}
    on() {}
    off() {}
  },
}));

function contractToSign(language: 'en' | 'ar' = 'en'): ContractToSign {
  if (language === 'en') return CONTRACT_TO_SIGN;
  return {
    ...CONTRACT_TO_SIGN,
    contract: { ...CONTRACT_TO_SIGN.contract, language, body: '# إقرار\n\nأقر بأنني أتحمل المخاطر.' },
    consent: { version: ESIGN_CONSENT_VERSION, ...ESIGN_CONSENT_TEXTS.ar },
  };
}

function renderForm(toSign = contractToSign()) {
  const onSign = vi.fn(async (_values: unknown) => undefined);
  const onDecline = vi.fn(async (_reason: string) => undefined);
  const user = userEvent.setup();
  render(<SignContractForm toSign={toSign} onSign={onSign} onDecline={onDecline} />);
  const form = screen.getByRole('form', { name: 'Sign' });
  return { user, onSign, onDecline, form };
}

const CONSENT = ESIGN_CONSENT_TEXTS.en.agree;

beforeAll(async () => {
  await loadNamespaces(['contracts']);
  // jsdom's canvas has no 2D context; the pad asks for one to scale it.
  HTMLCanvasElement.prototype.getContext = (() => ({ scale: () => {} })) as never;
});
beforeEach(() => {
  pads.length = 0;
});

describe('signing a contract (SignContractForm)', () => {
  it('signs with the typed name alone: the drawing is sent as null', async () => {
    const { user, onSign, form } = renderForm();
    await user.click(within(form).getByRole('checkbox', { name: CONSENT }));
    await user.type(within(form).getByRole('textbox', { name: /Type your full name/ }), 'Ada Member');
    await user.click(within(form).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSign).toHaveBeenCalledTimes(1));
    expect(onSign.mock.calls[0]?.[0]).toEqual({
      consent: true,
      consentVersion: ESIGN_CONSENT_VERSION,
      typedName: 'Ada Member',
      signaturePng: null,
    });
  });

  it('refuses to sign without the consent: the message is on the box, which gets the focus', async () => {
    const { user, onSign, form } = renderForm();
    await user.type(within(form).getByRole('textbox', { name: /Type your full name/ }), 'Ada Member');
    await user.click(within(form).getByRole('button', { name: 'Sign' }));
    const consent = within(form).getByRole('checkbox', { name: CONSENT });
    await waitFor(() => expect(fieldMessage(consent)).toBe('Agree to sign electronically to continue.'));
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(consent);
    expect(onSign).not.toHaveBeenCalled();
  });

  it('sends a drawn signature as base64 PNG without its data: prefix, and null again once cleared', async () => {
    const { user, onSign, form } = renderForm();
    await user.click(within(form).getByRole('checkbox', { name: CONSENT }));
    await user.type(within(form).getByRole('textbox', { name: /Type your full name/ }), 'Ada Member');
    await waitFor(() => expect(pads).toHaveLength(1));
    pads[0]?.draw();
    expect(await within(form).findByText('Signature drawn.')).toBeTruthy();
    expect(within(form).getByRole('img', { name: /with your drawn signature/ })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSign).toHaveBeenCalledTimes(1));
    expect(onSign.mock.calls[0]?.[0]).toMatchObject({ signaturePng: 'iVBORw0KGgoAAAANSUhEUg==' });

    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    expect(within(form).getByText('No signature drawn.')).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(onSign).toHaveBeenCalledTimes(2));
    expect(onSign.mock.calls[1]?.[0]).toMatchObject({ signaturePng: null });
  });

  it('keeps the canvas out of the tab order: from the name, Tab reaches the buttons', async () => {
    const { user, form } = renderForm();
    const name = within(form).getByRole('textbox', { name: /Type your full name/ });
    const canvas = within(form).getByRole('img', { name: /Signature drawing area/ });
    expect(canvas.tagName).toBe('CANVAS');
    expect(canvas.hasAttribute('tabindex')).toBe(false);
    name.focus();
    await user.tab();
    // Clear is disabled while nothing is drawn, so the next stop is Sign.
    expect(document.activeElement).toBe(within(form).getByRole('button', { name: 'Sign' }));
  });

  it('puts the API’s refusals on their fields, the consent’s version on the box', async () => {
    const { user, onSign, form } = renderForm();
    onSign.mockRejectedValueOnce(
      new ApiError({
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'The consent text has changed since you opened the page. Read it again.',
        errors: {
          consentVersion: ['The consent text has changed since you opened the page. Read it again.'],
          typedName: ['Type the name the contract was issued to.'],
        },
      }),
    );
    await user.click(within(form).getByRole('checkbox', { name: CONSENT }));
    await user.type(within(form).getByRole('textbox', { name: /Type your full name/ }), 'Someone Else');
    await user.click(within(form).getByRole('button', { name: 'Sign' }));
    const name = within(form).getByRole('textbox', { name: /Type your full name/ });
    await waitFor(() => expect(fieldMessage(name)).toBe('Type the name the contract was issued to.'));
    expect(fieldMessage(within(form).getByRole('checkbox', { name: CONSENT }))).toBe(
      'The consent text has changed since you opened the page. Read it again.',
    );
  });

  it('declines with a reason in its own dialog, without signing', async () => {
    const { user, onSign, onDecline, form } = renderForm();
    await user.click(within(form).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline “Liability waiver”?' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (optional)' }),
      'I train elsewhere now.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(onDecline).toHaveBeenCalledWith('I train elsewhere now.'));
    expect(onSign).not.toHaveBeenCalled();
    expect(within(form).queryByText('Agree to sign electronically to continue.')).toBeNull();
  });

  it('shows an Arabic contract and its consent right to left, in Arabic', () => {
    renderForm(contractToSign('ar'));
    const text = screen.getByTestId('contract-text');
    expect(text.getAttribute('dir')).toBe('rtl');
    expect(text.getAttribute('lang')).toBe('ar');
    expect(screen.getByRole('heading', { name: 'إقرار' })).toBeTruthy();
    const consent = screen.getByRole('region', { name: ESIGN_CONSENT_TEXTS.ar.title });
    expect(consent.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('checkbox', { name: ESIGN_CONSENT_TEXTS.ar.agree })).toBeTruthy();
  });
});
