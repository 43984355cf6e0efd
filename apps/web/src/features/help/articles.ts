import type { Locale } from '@bmp/shared';

// Help articles are Markdown files in articles/<locale>/<slug>.md: the first "# " line is the title,
// the first paragraph after it the summary. An article missing in a language falls back to English.

export type HelpArticle = {
  slug: string;
  locale: Locale;
  title: string;
  summary: string;
  /** The Markdown after the title. */
  body: string;
};

/** An article from its file's text. */
export function parseArticle(slug: string, locale: Locale, markdown: string): HelpArticle {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const titleIndex = lines.findIndex((line) => line.startsWith('# '));
  const title = titleIndex >= 0 ? (lines[titleIndex] ?? '').slice(2).trim() : slug;
  const body = lines
    .slice(titleIndex + 1)
    .join('\n')
    .trim();
  const summary = (body.split(/\n\s*\n/)[0] ?? '').replace(/\s+/g, ' ').replace(/\*\*/g, '').trim();
  return { slug, locale, title, summary, body };
}

/** Lower case without accents or Arabic diacritics, so "cafe" finds "café" and "credit" finds "crédit". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase();
}

/**
 * The articles matching every word of `query` (in title or text), titles first; all articles for an
 * empty query.
 */
export function searchArticles(articles: readonly HelpArticle[], query: string): HelpArticle[] {
  const words = normalizeForSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  const scored = articles
    .map((article) => {
      const title = normalizeForSearch(article.title);
      const text = normalizeForSearch(article.body);
      if (!words.every((word) => title.includes(word) || text.includes(word))) return null;
      const score = words.filter((word) => title.includes(word)).length;
      return { article, score };
    })
    .filter((entry): entry is { article: HelpArticle; score: number } => entry !== null);
  return scored.sort((a, b) => b.score - a.score).map((entry) => entry.article);
}

/** Each slug once: the article in `locale` when it exists, else in English. */
export function articlesFor(all: readonly HelpArticle[], locale: Locale): HelpArticle[] {
  const english = all.filter((article) => article.locale === 'en');
  return english.map(
    (fallback) =>
      all.find((article) => article.slug === fallback.slug && article.locale === locale) ?? fallback,
  );
}
