import { href, PATHS } from '../../config/paths.ts';

// Addresses of the membership pages that other pages link to, from the one paths table.

export const adminMembershipPath = (id: string) => href(PATHS.adminMembership, { id });

/** A member's membership; `card` is the card page's way back (saved or canceled). */
export const memberMembershipPath = (id: string) => href(PATHS.memberMembership, { id });
