import { LOCALES, type Locale } from '@bmp/shared';
import { type HelpArticle, parseArticle } from './articles.ts';

// Bundled into the help pages' chunk only.
const files = import.meta.glob<string>('./articles/*/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every help article in every language, from the Markdown files in ./articles. */
export const HELP_ARTICLES: readonly HelpArticle[] = Object.entries(files)
  .map(([path, markdown]) => {
    const match = path.match(/\.\/articles\/(\w+)\/([\w-]+)\.md$/);
    const locale = match?.[1] as Locale | undefined;
    if (!match?.[2] || !locale || !(LOCALES as readonly string[]).includes(locale)) return null;
    return parseArticle(match[2], locale, markdown);
  })
  .filter((article): article is HelpArticle => article !== null)
  .sort((a, b) => a.slug.localeCompare(b.slug));
