import { type AuthSession, LANDING_DEFAULTS, type LandingContentInput } from '@bmp/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../../app/App.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { buildRouteObjects } from '../../../app/router.tsx';
import { APP_ROUTES } from '../../../app/routes.ts';
import { DEFAULT_SETTINGS } from '../../../app/settings/settings.ts';
import { apiAnswers, apiProblem, server, sessionOf } from '../../../test/api-server.ts';
import { fieldMessage } from '../../../test/render-route.tsx';
import { clearStoredSession, storeSession } from '../../auth/session-store.ts';

// The operator's landing editor (/front-pages/landing-page): lists edited in place (add, move,
// remove) and previewed as /home draws them; the API's field messages on the field they name.

/** Someone holding the platform operator's one rule, `manage all`. */
const OPERATOR: AuthSession = {
  userData: { ...sessionOf('principal').userData, fullName: 'Platform Operator' },
  abilityRules: [{ action: 'manage', subject: 'all' }],
};

const page = (locale: 'en' | 'fr' | 'ar') => ({
  locale,
  content: LANDING_DEFAULTS[locale],
  edited: false,
  updatedAt: null,
});

function renderEditor(handlers: Parameters<typeof server.use>) {
  storeSession(OPERATOR, { notify: false });
  server.use(
    ...handlers,
    apiAnswers('get', '/api/auth/session', OPERATOR),
    apiAnswers('get', '/api/operator/landing/{locale}', ({ url }) =>
      page(url.split('/').at(-1) as 'en' | 'fr' | 'ar'),
    ),
  );
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const router = createMemoryRouter(buildRouteObjects(APP_ROUTES), {
    initialEntries: ['/front-pages/landing-page'],
  });
  render(<App router={router} settings={DEFAULT_SETTINGS} queryClient={queryClient} />);
  return userEvent.setup();
}

afterEach(() => clearStoredSession({ notify: false }));

describe('the landing editor (/front-pages/landing-page)', () => {
  it('adds a question, moves it first and removes another, previews it, and saves the list in that order', async () => {
    let saved: LandingContentInput | undefined;
    const user = renderEditor([
      apiAnswers('put', '/api/operator/landing/{locale}', async (request) => {
        saved = (await request.json()) as LandingContentInput;
        return { ...page('en'), content: saved as typeof LANDING_DEFAULTS.en, edited: true, updatedAt: 'x' };
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'English' });
    const questions = LANDING_DEFAULTS.en.faq.length;

    await user.click(within(form).getByRole('button', { name: 'Add a question' }));
    const added = `Question ${questions + 1}`;
    await user.type(within(form).getByRole('textbox', { name: `Question (${added})` }), 'Is there a trial?');
    await user.type(within(form).getByRole('textbox', { name: `Answer (${added})` }), 'Yes, **14 days**.');
    for (let position = questions + 1; position > 1; position--) {
      await user.click(within(form).getByRole('button', { name: `Move Question ${position} up` }));
    }
    expect(within(form).getByRole('textbox', { name: 'Question (Question 1)' })).toHaveProperty(
      'value',
      'Is there a trial?',
    );
    await user.click(within(form).getByRole('button', { name: 'Move Question 1 down' }));
    await user.click(within(form).getByRole('button', { name: 'Remove Question 1' }));

    const preview = screen.getByRole('region', { name: 'Preview in English' });
    expect(within(preview).getByText('Is there a trial?')).toBeTruthy();
    expect((await within(preview).findByText('14 days')).tagName).toBe('STRONG');

    await user.click(within(form).getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved?.faq.map((entry) => entry.question)).toEqual([
      'Is there a trial?',
      ...LANDING_DEFAULTS.en.faq.slice(1).map((entry) => entry.question),
    ]);
    expect(await within(form).findByText('Saved: /home shows the new English content.')).toBeTruthy();
  });

  it('refuses HTML on the field before sending anything', async () => {
    let sent = false;
    const user = renderEditor([
      apiAnswers('put', '/api/operator/landing/{locale}', () => {
        sent = true;
        return page('en');
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'English' });
    const answer = within(form).getByRole('textbox', { name: 'Answer (Question 2)' });
    await user.clear(answer);
    await user.type(answer, 'Hi <script>alert(1)</script>');
    await user.click(within(form).getByRole('button', { name: 'Save English' }));
    await waitFor(() => expect(fieldMessage(answer)).toBe('HTML is not allowed here: use Markdown.'));
    expect(sent).toBe(false);
  });

  it('puts the API’s message on the field it names, in the language’s own form', async () => {
    const user = renderEditor([
      apiProblem('put', '/api/operator/landing/{locale}', 400, {
        detail: 'Some fields need attention.',
        errors: { 'testimonials.2.author': ['Say who said it.'] },
      }),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Français' }));
    const form = await screen.findByRole('form', { name: 'Français' });
    await user.click(within(form).getByRole('button', { name: 'Save Français' }));
    const author = within(form).getByRole('textbox', { name: 'Who said it (Testimonial 3)' });
    await waitFor(() => expect(fieldMessage(author)).toBe('Say who said it.'));
  });
});
