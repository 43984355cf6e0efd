import { ACCESS } from '@bmp/shared';
import { useCan } from '../../auth/index.ts';

/**
 * Whether the signed-in person is staff (`ACCESS.staff`: principal and admin), which every staff money
 * and customer API asks for. Experts may open the customer pages (docs/routing.md) but not these
 * tools, so the pages say so instead of asking the server for a 403.
 */
export function useCanHandleMoney(): boolean {
  return useCan(ACCESS.staff);
}
