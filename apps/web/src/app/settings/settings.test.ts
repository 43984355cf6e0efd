import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { APP_TITLE } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  detectLocale,
  PAGE_BACKGROUNDS,
  readSettings,
  resolveColorScheme,
  settingKey,
} from './settings.ts';

const storageOf = (values: Record<string, string>) => (key: string) => values[key] ?? null;

describe('the user-interface settings', () => {
  it('defaults to the system theme, bordered skin, vertical navigation, sticky navbar, fluid content, English', () => {
    expect(readSettings(storageOf({}))).toEqual({
      theme: 'system',
      skin: 'bordered',
      primaryColor: '#4472C4',
      navigation: 'vertical',
      navbar: 'sticky',
      contentWidth: 'fluid',
      language: 'en',
    });
  });

  it('stores each setting under the app-title prefix', () => {
    expect(settingKey('theme')).toBe(`${APP_TITLE}-theme`);
    expect(settingKey('primaryColor')).toBe('Business Management Platform-primaryColor');
  });

  it('reads stored values and replaces unreadable ones by their defaults', () => {
    const settings = readSettings(
      storageOf({
        [settingKey('theme')]: 'dark',
        [settingKey('navigation')]: 'horizontal',
        [settingKey('contentWidth')]: 'boxed',
        [settingKey('language')]: 'fr',
        [settingKey('skin')]: 'glass',
        [settingKey('primaryColor')]: 'red; background: url(x)',
      }),
    );
    expect(settings).toEqual({
      ...DEFAULT_SETTINGS,
      theme: 'dark',
      navigation: 'horizontal',
      contentWidth: 'boxed',
      language: 'fr',
    });
  });

  it('takes the language from storage, else the browser, else English', () => {
    expect(detectLocale('ar', ['fr-FR'])).toBe('ar');
    expect(detectLocale(null, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(detectLocale('xx', ['de'])).toBe('en');
  });

  it('resolves "system" against the device, and keeps an explicit choice', () => {
    expect(resolveColorScheme('system', true)).toBe('dark');
    expect(resolveColorScheme('system', false)).toBe('light');
    expect(resolveColorScheme('light', true)).toBe('light');
  });
});

describe('public/theme-init.js (before the first paint)', () => {
  const script = readFileSync(new URL('../../../public/theme-init.js', import.meta.url), 'utf8');

  function run(stored: Record<string, string>, { prefersDark = false, languages = ['en-US'] } = {}) {
    const attributes: Record<string, string> = {};
    const style: Record<string, string> = {};
    const window = {
      localStorage: { getItem: storageOf(stored) },
      matchMedia: (query: string) => ({ matches: query.includes('dark') && prefersDark }),
      navigator: { languages, language: languages[0] },
      location: { pathname: '/login' },
    };
    const preloaded: string[] = [];
    const document = {
      documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value), style },
      querySelector: (selector: string) =>
        selector.includes('bmp-preload-sign-in') ? { getAttribute: () => '/assets/a.js /assets/b.js' } : null,
      createElement: () => ({}),
      head: {
        appendChild: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`),
      },
    };
    runInNewContext(script, { window, document });
    return { attributes, style, preloaded };
  }

  it.each([
    [{}, { prefersDark: false, languages: ['en-US'] }],
    [{}, { prefersDark: true, languages: ['ar-EG'] }],
    [
      { [settingKey('theme')]: 'light', [settingKey('language')]: 'fr' },
      { prefersDark: true, languages: ['ar'] },
    ],
    [{ [settingKey('theme')]: 'dark' }, { prefersDark: false, languages: ['de', 'fr-BE'] }],
  ])('agrees with the settings module for %o on %o', (stored, device) => {
    const { attributes, style } = run(stored, device);
    const settings = readSettings(storageOf(stored), device.languages);
    const scheme = resolveColorScheme(settings.theme, device.prefersDark);
    expect(attributes).toEqual({
      'data-theme': scheme,
      lang: settings.language,
      dir: settings.language === 'ar' ? 'rtl' : 'ltr',
    });
    expect(style).toEqual({ colorScheme: scheme, backgroundColor: PAGE_BACKGROUNDS[scheme] });
  });

  it("preloads the sign-in pages' code on a sign-in address", () => {
    expect(run({}).preloaded).toEqual(['modulepreload /assets/a.js', 'modulepreload /assets/b.js']);
  });

  it('uses the app-title prefix', () => {
    expect(script).toContain(`'${APP_TITLE}-'`);
  });
});
