import type { AccessRule } from '@bmp/shared';
import { canAccess } from '../../../lib/access.ts';
import { useSession } from './use-session.ts';

/** True when the signed-in person may do what the shared `ACCESS` rule `rule` allows (lib/access.ts). */
export function useCan(rule: AccessRule): boolean {
  const { userData, ability } = useSession();
  return canAccess(userData ? { role: userData.role, ability } : null, rule);
}
