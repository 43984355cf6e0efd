import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { applyServerErrors, errorMessage, GENERIC_ERROR_MESSAGE } from './form-errors.ts';

type Form = { email: string; password: string };

function recorder() {
  const set: Record<string, string | undefined> = {};
  const setError = (name: string, error: { message?: string }) => {
    set[name] = error.message;
  };
  return { set, setError };
}

describe('applyServerErrors', () => {
  it('puts field messages on the form fields and returns the detail for the alert', () => {
    const { set, setError } = recorder();
    const error = new ApiError({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      detail: 'Some fields need attention.',
      errors: { email: ['Enter a valid email address.'], businessSlug: ['No such studio.'] },
    });
    const general = applyServerErrors<Form>(error, setError, ['email', 'password']);
    expect(set).toEqual({ email: 'Enter a valid email address.' });
    expect(general).toBe('Some fields need attention. No such studio.');
  });

  it('falls back to the title when there is neither detail nor field', () => {
    const { setError } = recorder();
    const error = new ApiError({ type: 'about:blank', title: 'Too Many Requests', status: 429 });
    expect(applyServerErrors<Form>(error, setError, ['email'])).toBe('Too Many Requests');
  });

  it('says something general for errors that are not from the API', () => {
    const { setError } = recorder();
    expect(applyServerErrors<Form>(new Error('boom'), setError, ['email'])).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
