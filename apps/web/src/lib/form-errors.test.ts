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

const fieldProblem = (field: string, message: string) =>
  new ApiError({
    type: 'about:blank',
    title: 'Unprocessable Content',
    status: 422,
    detail: message,
    errors: { [field]: [message] },
  });

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

  it('puts a request field the form types differently on the field named for it', () => {
    const { set, setError } = recorder();
    const general = applyServerErrors<{ city: string; state: string }>(
      fieldProblem('code', 'This studio already has a location with this code.'),
      setError,
      ['city', 'state'],
      { code: 'city', display: 'city' },
    );
    expect(set).toEqual({ city: 'This studio already has a location with this code.' });
    expect(general).toBeNull();
  });

  it('asks a function for the field of each message, for fields in lists', () => {
    const { set, setError } = recorder();
    const general = applyServerErrors<{ blocks: { reps: number }[] }>(
      new ApiError({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Some plans are not valid.',
        errors: { 'workout.blocks.1.reps': ['Give the reps or a duration.'], workout: ['Too many blocks.'] },
      }),
      setError,
      (field) => (field === 'workout.blocks.1.reps' ? 'blocks.1.reps' : undefined),
    );
    expect(set).toEqual({ 'blocks.1.reps': 'Give the reps or a duration.' });
    expect(general).toBe('Some plans are not valid. Too many blocks.');
  });

  it('falls back to the title when there is neither detail nor field', () => {
    const { setError } = recorder();
    const error = new ApiError({ type: 'about:blank', title: 'Too Many Requests', status: 429 });
    expect(applyServerErrors<Form>(error, setError, ['email'])).toBe('Too Many Requests');
  });

  it('puts the API’s one field message on the field without repeating it in the alert', () => {
    const { set, setError } = recorder();
    const general = applyServerErrors<{ amount: string; reason: string }>(
      fieldProblem('amount', 'At most $225.00 of this payment can be refunded.'),
      setError,
      ['amount', 'reason'],
    );
    expect(set).toEqual({ amount: 'At most $225.00 of this payment can be refunded.' });
    expect(general).toBeNull();
  });

  it('keeps the alert when the repeated message has no field on the form', () => {
    const { set, setError } = recorder();
    const general = applyServerErrors<{ amount: string }>(
      fieldProblem('purchaseId', 'This purchase is already paid.'),
      setError,
      ['amount'],
    );
    expect(set).toEqual({});
    expect(general).toBe('This purchase is already paid.');
  });

  it('says something general for errors that are not from the API', () => {
    const { setError } = recorder();
    expect(applyServerErrors<Form>(new Error('boom'), setError, ['email'])).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage(new Error('boom'))).toBe(GENERIC_ERROR_MESSAGE);
  });
});
