// Team helpers shared by the browser tests: invitations through the API, their links read the way a
// sender gets them (in the answer, shown once), and a trainer of the test's own.
import { type APIRequestContext, expect } from '@playwright/test';
import { CSRF } from './auth.ts';

export const TRAINER_PASSWORD = 'Strong-Trainer-Passphrase-1';

/** Invites `email` as whoever `sender` is signed in as; returns the link's token, as the sender gets it. */
export async function inviteViaApi(
  sender: APIRequestContext,
  email: string,
  role: 'principal' | 'admin' | 'expert',
): Promise<string> {
  const invited = await sender.post('/api/business/team/invitations', {
    headers: CSRF,
    data: { email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  const token = link.match(/\/invite\/([A-Za-z0-9_-]+)$/)?.[1];
  if (!token) throw new Error(`no invitation link in the answer: ${link}`);
  return token;
}

/** Accepts an invitation as a brand-new person, in `stranger` (a context nobody is signed in on). */
export async function acceptAsNewPerson(stranger: APIRequestContext, token: string, fullName: string) {
  const accepted = await stranger.post(`/api/public/invitations/${token}/accept`, {
    headers: CSRF,
    data: { fullName, password: TRAINER_PASSWORD },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/**
 * A new expert in the sender's studio, invited and accepted through the API: with no sessions or
 * classes of their own, their diary is free by construction whatever today's weekday. Returns their
 * membership id.
 */
export async function addExpert(
  sender: APIRequestContext,
  stranger: APIRequestContext,
  fullName: string,
): Promise<string> {
  const email = `expert-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
  await acceptAsNewPerson(stranger, await inviteViaApi(sender, email, 'expert'), fullName);
  const experts = (await (await sender.get('/api/experts')).json()) as {
    items: { id: string; name: string }[];
  };
  const expert = experts.items.find((item) => item.name === fullName);
  if (!expert) throw new Error(`${fullName} is not among the experts`);
  return expert.id;
}
