import { DEFAULT_BUSINESS_HOURS, DEFAULT_LOCATION, WEEKDAYS } from '@bmp/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';

// What a new studio has done so far, read from its own rows (decision 0048). The studio opens with a
// placeholder location and default hours (businesses.service.ts), so those count only once changed
// or confirmed. Dismissing the list and sharing the sign-up link are audit events of the studio.

export const SETUP_AUDIT = {
  dismissed: 'setup_checklist.dismissed',
  signupLinkShared: 'setup_checklist.signup_link_shared',
  profileSaved: 'business.profile_update',
  locationCreated: 'location.create',
} as const;

export type SetupFacts = {
  hours: boolean;
  location: boolean;
  offering: boolean;
  creditPack: boolean;
  team: boolean;
  signupLink: boolean;
  dismissed: boolean;
};

const audited = (action: string) =>
  sql`exists (select 1 from audit_events a where a.business_id = b.id and a.action = ${action}
    and a.outcome = 'success')`;

// The sign-up defaults as one comparable text per weekday ("1 07:00-19:00").
const DEFAULT_HOURS = DEFAULT_BUSINESS_HOURS.map(
  (entry) => `${WEEKDAYS.indexOf(entry.day) + 1} ${entry.closed ? 'closed' : `${entry.open}-${entry.close}`}`,
)
  .sort()
  .join(',');

export async function setupFacts(db: Database, businessId: string): Promise<SetupFacts | undefined> {
  const [row] = await queryRows<SetupFacts>(
    db,
    sql`select
      (${audited(SETUP_AUDIT.profileSaved)} or b.time_zone <> 'America/Los_Angeles'
        or (select string_agg(h.weekday || ' ' || case when h.closed then 'closed'
              else left(h.opens_at::text, 5) || '-' || left(h.closes_at::text, 5) end, ','
              order by h.weekday)
            from business_hours h where h.business_id = b.id) is distinct from ${DEFAULT_HOURS}) as hours,
      (${audited(SETUP_AUDIT.locationCreated)} or exists (select 1 from locations l
        where l.business_id = b.id and l.active
          and (l.code <> ${DEFAULT_LOCATION.code} or l.address is not null))) as location,
      (exists (select 1 from offerings o where o.business_id = b.id and o.active)
        or exists (select 1 from groups g where g.business_id = b.id)) as offering,
      exists (select 1 from credit_packs p where p.business_id = b.id and p.active) as "creditPack",
      (exists (select 1 from team_invitations i where i.business_id = b.id and i.revoked_at is null)
        or exists (select 1 from memberships m where m.business_id = b.id
          and m.role in ('admin', 'expert'))) as team,
      (${audited(SETUP_AUDIT.signupLinkShared)} or exists (select 1 from memberships m
        where m.business_id = b.id and m.role = 'customer')) as "signupLink",
      ${audited(SETUP_AUDIT.dismissed)} as dismissed
    from businesses b where b.id = ${businessId}`,
  );
  return row;
}
