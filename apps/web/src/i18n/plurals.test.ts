import { describe, expect, it } from 'vitest';
import { checkPlurals, keysUsedWithCount, pluralForms } from '../../../../scripts/check-i18n.mjs';

// scripts/check-i18n.mjs (run by the test command): every count goes through i18next plurals.

const AR_FORMS = { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' };

describe('the plural check', () => {
  it('knows each language’s forms: Arabic six, French one, many and other, English one and other', () => {
    expect(pluralForms('ar')).toEqual(expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']));
    expect(pluralForms('fr')).toEqual(expect.arrayContaining(['one', 'many', 'other']));
    expect(pluralForms('en')).toEqual(['one', 'other']);
  });

  it('passes a counted key with every form in every language', () => {
    const locales = {
      en: { shop: { seats_one: '{{count}} seat', seats_other: '{{count}} seats' } },
      fr: {
        shop: {
          seats_one: '{{count}} place',
          seats_many: '{{count}} places',
          seats_other: '{{count}} places',
        },
      },
      ar: {
        shop: Object.fromEntries(Object.entries(AR_FORMS).map(([form, text]) => [`seats_${form}`, text])),
      },
    };
    const sources = [{ file: 'a.tsx', text: "t('seats', { count: 2 })" }];
    expect(checkPlurals(locales, sources)).toEqual([]);
  });

  it('names the Arabic and French forms a counted key lacks', () => {
    const locales = {
      en: { shop: { seats_one: 'a', seats_other: 'b' } },
      fr: { shop: { seats_one: 'a', seats_other: 'b' } },
      ar: { shop: { seats_one: 'a', seats_other: 'b' } },
    };
    expect(checkPlurals(locales)).toEqual([
      'plural shop:seats: fr lacks _many',
      'plural shop:seats: ar lacks _zero, _two, _few, _many',
    ]);
  });

  it('fails a key the code passes a count to when it has no plural forms', () => {
    const locales = { en: { dashboards: { expert: { clients: 'people you have trained' } } } };
    const sources = [
      { file: 'page.tsx', text: "t(cond ? 'expert.clients' : 'other', {\n  count: data.clients })" },
    ];
    expect(checkPlurals(locales, sources)).toEqual([
      "count page.tsx: t('expert.clients', { count }) but dashboards:expert.clients has no plural forms",
    ]);
  });

  it('fails an English text that writes a count without plural forms ("1 people")', () => {
    const locales = {
      en: { members: { picker: { help: 'Choose up to {{count}} people.', fixed: 'Only 1 people fit.' } } },
    };
    expect(checkPlurals(locales)).toEqual([
      'count en/members.json picker.help: "Choose up to {{count}} people." writes a count without plural forms',
      'count en/members.json picker.fixed: "Only 1 people fit." writes a count without plural forms',
    ]);
  });

  it('finds the keys of calls with a count, namespaced or chosen by a condition, and not others', () => {
    const source = `t('a.one', { count: n }); t('b', { name }); t(x ? 'money:c' : 'd', { formatted, count });`;
    expect(keysUsedWithCount(source).map((use) => use.key)).toEqual(['a.one', 'money:c', 'd']);
  });
});
