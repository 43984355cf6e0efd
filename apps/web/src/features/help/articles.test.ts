import { describe, expect, it } from 'vitest';
import { articlesFor, type HelpArticle, parseArticle, searchArticles } from './articles.ts';

const article = (slug: string, locale: HelpArticle['locale'], text: string) =>
  parseArticle(slug, locale, text);

const ARTICLES = [
  article('booking', 'en', '# Booking a session\n\nPick a **day** and a time.\n\nMore text about credits.'),
  article('credits', 'en', '# Credits and payments\n\nBuy credit packs.'),
  article('credits', 'fr', '# Crédits et paiements\n\nAchetez des packs de crédits.'),
];

describe('help articles', () => {
  it('takes the title from the first heading and the summary from the first paragraph', () => {
    const [booking] = ARTICLES;
    expect(booking?.title).toBe('Booking a session');
    expect(booking?.summary).toBe('Pick a day and a time.');
    expect(booking?.body.startsWith('Pick a **day**')).toBe(true);
  });

  it('finds articles having every word, titles first, ignoring case and accents', () => {
    const english = articlesFor(ARTICLES, 'en');
    expect(searchArticles(english, 'CREDITS').map((found) => found.slug)).toEqual(['credits', 'booking']);
    expect(searchArticles(english, 'credits day').map((found) => found.slug)).toEqual(['booking']);
    expect(searchArticles(english, 'nothing-here')).toEqual([]);
    expect(searchArticles(articlesFor(ARTICLES, 'fr'), 'credits').map((found) => found.title)).toContain(
      'Crédits et paiements',
    );
  });

  it('shows the English article where a language has none', () => {
    expect(articlesFor(ARTICLES, 'fr').map((found) => `${found.slug}:${found.locale}`)).toEqual([
      'booking:en',
      'credits:fr',
    ]);
  });
});
