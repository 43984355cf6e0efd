import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { APP_TITLE } from '@bmp/shared';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  detectLocale,
  effectivePrimaryColor,
  PAGE_BACKGROUNDS,
  parseStudioColor,
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

type Added = { rel?: string; href?: string; type?: string; src?: string };

describe("the primary colour: the person's, else the studio's, else SPEC.md's (decision 0047)", () => {
  it("keeps a person's own choice over the studio's colour", () => {
    expect(effectivePrimaryColor('#6A5FE0', '#0b5a3e')).toBe('#6A5FE0');
  });

  it("shows the studio's colour to someone who chose none (the stored default counts as none)", () => {
    expect(effectivePrimaryColor(DEFAULT_SETTINGS.primaryColor, '#0b5a3e')).toBe('#0b5a3e');
    expect(effectivePrimaryColor(DEFAULT_SETTINGS.primaryColor.toLowerCase(), '#0b5a3e')).toBe('#0b5a3e');
  });

  it("keeps SPEC.md's colour for a studio that chose none, and ignores a malformed studio colour", () => {
    expect(effectivePrimaryColor(DEFAULT_SETTINGS.primaryColor, null)).toBe('#4472C4');
    expect(effectivePrimaryColor(DEFAULT_SETTINGS.primaryColor, 'red; x')).toBe('#4472C4');
  });

  it('reads the stored studio colour with its studio, and nothing from a malformed value', () => {
    expect(parseStudioColor('b1 #0b5a3e')).toEqual({ businessId: 'b1', color: '#0b5a3e' });
    expect(parseStudioColor(null)).toBeNull();
    expect(parseStudioColor('b1')).toBeNull();
    expect(parseStudioColor('b1 url(x)')).toBeNull();
  });
});

describe('public/theme-init.js (before the first paint)', () => {
  const script = readFileSync(new URL('../../../public/theme-init.js', import.meta.url), 'utf8');

  function run(
    stored: Record<string, string>,
    {
      prefersDark = false,
      languages = ['en-US'],
      prerendered = undefined as Record<string, string> | undefined,
      wide = false,
      pathname = '/login',
    } = {},
  ) {
    const attributes: Record<string, string> = {};
    const style: Record<string, string> = {};
    const later: (() => void)[] = [];
    const window = {
      localStorage: { getItem: storageOf(stored) },
      // A signed-in shell's screens: "not all and (min-width: …)", narrower than the overlay navigation's.
      matchMedia: (query: string) => ({
        matches: query.includes('dark') ? prefersDark : query.startsWith('not all and (min-width') && !wide,
      }),
      navigator: { languages, language: languages[0] },
      location: { pathname },
      requestAnimationFrame: (callback: () => void) => later.push(() => callback()),
      setTimeout: (callback: () => void) => later.push(() => callback()),
    };
    const preloaded: string[] = [];
    const metas: Record<string, Record<string, string>> = {
      'bmp-preload-sign-in': { content: '/assets/a.js /assets/b.js' },
      'bmp-preload-signed-in': { content: '/assets/layout.js /assets/vendor.js' },
      ...(prerendered ? { 'bmp-prerendered': prerendered } : {}),
    };
    const document = {
      documentElement: {
        setAttribute: (name: string, value: string) => (attributes[name] = value),
        getAttribute: (name: string) => attributes[name] ?? null,
        style,
      },
      querySelector: (selector: string) => {
        const meta = Object.entries(metas).find(([name]) => selector.includes(`"${name}"`))?.[1];
        return meta ? { getAttribute: (name: string) => meta[name] ?? null } : null;
      },
      createElement: () => ({}),
      createDocumentFragment: () => {
        const children: object[] = [];
        return { children, appendChild: (child: object) => children.push(child) };
      },
      addEventListener: (event: string, callback: () => void) => {
        if (event === 'DOMContentLoaded') later.push(callback);
      },
      head: {
        appendChild: (added: Added | { children: Added[] }) => {
          for (const element of 'children' in added ? added.children : [added]) {
            preloaded.push(element.rel ? `${element.rel} ${element.href}` : `${element.type} ${element.src}`);
          }
        },
      },
    };
    runInNewContext(script, { window, document });
    /** Runs what waits for the page to be parsed, then painted; returns how many steps that took. */
    const settle = () => {
      let steps = 0;
      while (later.length > 0) {
        later.shift()?.();
        steps += 1;
      }
      return steps;
    };
    return { attributes, style, preloaded, settle };
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

  describe('on a prerendered page', () => {
    const prerendered = {
      'data-language': 'en',
      'data-theme': 'light',
      'data-skin': 'bordered',
      'data-primary-color': '#4472C4',
      'data-app-script': '/assets/index.js',
      'data-app-preload': '/assets/vendor.js',
    };
    const appFiles = [
      'modulepreload /assets/a.js',
      'modulepreload /assets/b.js',
      'modulepreload /assets/vendor.js',
      'module /assets/index.js',
    ];

    it('hydrates when this browser has the settings it was rendered with, starting the app after the first paint', () => {
      const stored = { [settingKey('theme')]: 'light', [settingKey('primaryColor')]: '#4472c4' };
      const page = run(stored, { prerendered });
      expect(page.attributes['data-prerender']).toBe('hydrate');
      expect(page.preloaded).toEqual([]);
      // Parsed, then the frame before the first paint, then after it.
      expect(page.settle()).toBe(3);
      expect(page.preloaded).toEqual(appFiles);
    });

    it.each([
      ['another language', { [settingKey('language')]: 'fr' }, {}],
      ['the dark theme', {}, { prefersDark: true }],
      ['another skin', { [settingKey('skin')]: 'default' }, {}],
      ['another primary colour', { [settingKey('primaryColor')]: '#6A5FE0' }, {}],
      ['a stored session', { userData: '{}', userAbilityRules: '[]' }, {}],
    ])('renders afresh with %s, starting the app once the page is parsed', (_case, stored, device) => {
      const page = run(stored, { ...device, prerendered });
      expect(page.attributes['data-prerender']).toBe('off');
      expect(page.settle()).toBe(1);
      expect(page.preloaded).toEqual(appFiles);
    });
  });

  describe("on a signed-in page's shell", () => {
    const memberRules = JSON.stringify([{ action: 'read', subject: 'customer' }]);
    const shell = {
      'data-language': 'en',
      'data-theme': 'light',
      'data-skin': 'bordered',
      'data-primary-color': '#4472C4',
      'data-signed-in-roles': 'customer',
      'data-signed-in-rules': memberRules,
      'data-media': 'not all and (min-width:976px)',
      'data-app-script': '/assets/index.js',
      'data-app-preload': '/assets/vendor.js',
    };
    const member = {
      [settingKey('theme')]: 'light',
      userData: JSON.stringify({ id: 'u1', role: 'customer', fullName: 'Maya Member' }),
      userAbilityRules: memberRules,
    };

    it('shows it to a member on a phone with its settings, starting the app after the first paint', () => {
      const page = run(member, { prerendered: shell, pathname: '/members/dashboard' });
      expect(page.attributes['data-prerender']).toBe('shell');
      expect(page.preloaded).toEqual([]);
      expect(page.settle()).toBe(3);
      // The signed-in layout's code and the app's, each file once (both lists hold the vendor chunk).
      expect(page.preloaded).toEqual([
        'modulepreload /assets/layout.js',
        'modulepreload /assets/vendor.js',
        'module /assets/index.js',
      ]);
    });

    it('fits every role it names: the owner and the admin share the staff dashboard shell', () => {
      const staffRules = JSON.stringify([{ action: 'manage', subject: 'service' }]);
      const staffShell = {
        ...shell,
        'data-signed-in-roles': 'principal admin',
        'data-signed-in-rules': staffRules,
      };
      const as = (role: string) =>
        run(
          {
            [settingKey('theme')]: 'light',
            userData: JSON.stringify({ id: 'u1', role, fullName: 'Someone' }),
            userAbilityRules: staffRules,
          },
          { prerendered: staffShell },
        ).attributes['data-prerender'];
      expect(as('principal')).toBe('shell');
      expect(as('admin')).toBe('shell');
      expect(as('expert')).toBe('off');
    });

    it.each([
      ['a visitor', { [settingKey('theme')]: 'light' }, {}],
      ['staff', { ...member, userData: JSON.stringify({ role: 'admin' }) }, {}],
      [
        'a member still onboarding',
        { ...member, userAbilityRules: JSON.stringify([{ action: 'read', subject: 'onBoard' }]) },
        {},
      ],
      ['a wide screen', member, { wide: true }],
      ['the dark theme', { ...member, [settingKey('theme')]: 'dark' }, {}],
      ['another language', { ...member, [settingKey('language')]: 'ar' }, {}],
    ])('hides it from %s until the app renders the page', (_case, stored, device) => {
      const page = run(stored, { ...device, prerendered: shell });
      expect(page.attributes['data-prerender']).toBe('off');
      expect(page.settle()).toBe(1);
    });
  });

  it('uses the app-title prefix', () => {
    expect(script).toContain(`'${APP_TITLE}-'`);
  });
});
