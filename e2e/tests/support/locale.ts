import { readFileSync } from 'node:fs';
import type { BrowserContext } from '@playwright/test';

// The app's own words, read from its locale files, so one browser test can walk the pages in any
// language without a hand-written copy of a label: `t('money:cash.title', { customer })` is what the
// page shows in that language (i18next's {{x}} interpolation and plural suffixes, in a few lines).

export type Language = 'en' | 'fr' | 'ar';

/** The key of the app's chosen language in localStorage (SPEC.md section 9, the customizer). */
export const LANGUAGE_SETTING = 'Business Management Platform-language';

type Values = Record<string, string | number>;
type Tree = { [key: string]: string | Tree };

const LOCALES = new URL('../../../apps/web/src/locales/', import.meta.url);

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of `language`: `t` gives a text, `pattern` a RegExp of it whatever fills its {{x}}. */
export function localeOf(language: Language) {
  const namespaces = new Map<string, Tree>();
  const plural = new Intl.PluralRules(language);

  function lookup(key: string): string | undefined {
    const [namespace = '', path = ''] = key.split(':');
    let tree = namespaces.get(namespace);
    if (!tree) {
      tree = JSON.parse(readFileSync(new URL(`${language}/${namespace}.json`, LOCALES), 'utf8')) as Tree;
      namespaces.set(namespace, tree);
    }
    let node: string | Tree | undefined = tree;
    for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : undefined;
  }

  function template(key: string, values: Values): string {
    // As i18next: with a count, the plural form of the language first (Arabic has six).
    const count = values.count;
    const text =
      (typeof count === 'number' && (lookup(`${key}_${plural.select(count)}`) ?? lookup(`${key}_other`))) ||
      lookup(key);
    if (text === undefined) throw new Error(`No ${language} text for ${key}`);
    return text;
  }

  function t(key: string, values: Values = {}): string {
    return template(key, values).replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_match, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`${key} needs {{${name}}}`);
      return String(value);
    });
  }

  /** The whole text as a RegExp; every {{x}} not given in `values` matches any text. */
  function pattern(key: string, values: Values = {}): RegExp {
    const parts = template(key, values).split(/(\{\{\s*\w+[^}]*\}\})/);
    const source = parts
      .map((part) => {
        const name = part.match(/^\{\{\s*(\w+)/)?.[1];
        if (!name) return escapeRegExp(part);
        const value = values[name];
        return value === undefined ? '.+' : escapeRegExp(String(value));
      })
      .join('');
    return new RegExp(`^${source}$`);
  }

  /** A form field's label, with or without the asterisk of a required field. */
  function label(key: string, values: Values = {}): RegExp {
    return new RegExp(`^${escapeRegExp(t(key, values))}(\\s*\\*)?$`);
  }

  return { language, t, pattern, label };
}

export type Locale = ReturnType<typeof localeOf>;

/** Makes every page of `context` start in `language`, as a person who chose it in the customizer. */
export async function chooseLanguage(context: BrowserContext, language: Language) {
  await context.addInitScript(
    ([key, value]) => {
      // A document without an origin of its own (about:blank, a data: URL) has no storage.
      try {
        localStorage.setItem(key, value);
      } catch {}
    },
    [LANGUAGE_SETTING, language] as const,
  );
}
