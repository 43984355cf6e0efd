import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

export type TwoStepSetup = { secret: string; otpauthUrl: string };

export const setupTwoStep = () => apiPost<TwoStepSetup>('/api/auth/two-step/setup');

/** Starts two-step set-up: a new secret for the authenticator app. Not on until enabled with a code. */
export function useSetupTwoStep() {
  return useMutation({ mutationFn: setupTwoStep });
}
