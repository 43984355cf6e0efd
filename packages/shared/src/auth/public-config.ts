import type { Role } from './abilities';

// GET /api/public/config, what the sign-in pages show before anyone signs in, built in one place: the
// API answers with it, and the web build prerenders /login with the answer a demo server gives
// (docs/decisions/0032-prerendered-public-pages.md), which the server compares with its own.

export const DEMO_PASSWORD = 'Demo-Password-2026';
export const DEMO_BUSINESS_SLUG = 'demo-fitness-studio';

/** The demo accounts as the sign-in pages list them (the seed adds names and onboarding). */
export const DEMO_SIGN_IN_ACCOUNTS: readonly { email: string; role: Role; label: string }[] = [
  { email: 'principal@demo.test', role: 'principal', label: 'Owner (principal)' },
  { email: 'admin@demo.test', role: 'admin', label: 'Staff (admin)' },
  { email: 'expert@demo.test', role: 'expert', label: 'Trainer (expert)' },
  { email: 'member@demo.test', role: 'customer', label: 'Member' },
  { email: 'newmember@demo.test', role: 'customer', label: 'New member (onboarding)' },
];

export type PublicConfig = {
  demo: {
    enabled: boolean;
    password: string | null;
    accounts: { email: string; role: Role; label: string }[];
  };
  defaultBusinessSlug: string | null;
  oidc: { enabled: boolean; name: string };
  /** The maps' tile address (MAP_TILE_URL, a Leaflet template); null: no tiles, markers on a blank map. */
  map: { tileUrl: string | null };
};

/** The public settings of a server with or without the demo business and external sign-in. */
export function publicConfigOf({
  demo,
  oidcName,
  mapTileUrl,
}: {
  demo: boolean;
  oidcName?: string;
  mapTileUrl?: string;
}): PublicConfig {
  return {
    demo: demo
      ? {
          enabled: true,
          password: DEMO_PASSWORD,
          accounts: DEMO_SIGN_IN_ACCOUNTS.map((account) => ({ ...account })),
        }
      : { enabled: false, password: null, accounts: [] },
    defaultBusinessSlug: demo ? DEMO_BUSINESS_SLUG : null,
    oidc: { enabled: oidcName !== undefined, name: oidcName ?? '' },
    map: { tileUrl: mapTileUrl ?? null },
  };
}
