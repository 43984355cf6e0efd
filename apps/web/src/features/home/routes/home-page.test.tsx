import { LANDING_DEFAULTS } from '@bmp/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswers } from '../../../test/api-server.ts';
import { renderRoute } from '../../../test/render-route.tsx';

// /home draws the operator's landing content: the hero, the features and the questions as saved, their
// Markdown as elements, and never a link that is not http(s), mailto or the site's own.

describe('/home', () => {
  it('shows the landing content the API answers, its Markdown rendered and unsafe links left as text', async () => {
    renderRoute('/home', {
      handlers: [
        apiAnswers('get', '/api/public/landing/{locale}', {
          locale: 'en',
          edited: true,
          updatedAt: '2026-11-01T10:00:00.000Z',
          content: {
            ...LANDING_DEFAULTS.en,
            hero: { title: 'Studios that run themselves', tagline: 'Book, pay and train.' },
            faq: [
              {
                question: 'Where do I start?',
                answer: 'Read [the guide](https://example.com/guide), or [this](javascript:alert(1)).',
              },
            ],
          },
        }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Studios that run themselves' }),
    ).toBeTruthy();
    expect(screen.getByText('Book, pay and train.')).toBeTruthy();
    const faq = screen.getByRole('region', { name: 'Questions and answers' });
    expect(within(faq).getByText('Where do I start?').tagName).toBe('SUMMARY');
    // The Markdown renderer loads after the page.
    expect((await within(faq).findByRole('link', { name: 'the guide' })).getAttribute('href')).toBe(
      'https://example.com/guide',
    );
    expect(within(faq).queryByRole('link', { name: 'this' })).toBeNull();
    const features = screen.getByRole('region', { name: 'What the platform does' });
    expect(within(features).getByText('Sessions and classes')).toBeTruthy();
    // The sign-in buttons stay in the hero.
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
  });
});
