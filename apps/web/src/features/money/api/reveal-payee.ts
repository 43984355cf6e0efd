import type { PayeeSecrets } from '@bmp/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** The payee's full tax ID and account number; the server records who asked (audit log). */
export const revealPayee = (id: string) =>
  apiPost<PayeeSecrets>(`/api/payees/${encodeURIComponent(id)}/reveal`);

// A mutation, not a query: the numbers are never cached, and each reveal is a deliberate, audited act.
export function useRevealPayee() {
  return useMutation({ mutationFn: revealPayee });
}
