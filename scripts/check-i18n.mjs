// Fails (exit 1, listing them) when a translation key exists in one language and not in another:
// every apps/web/src/locales/<language>/<namespace>.json must have the same keys in every language,
// and every help article (apps/web/src/features/help/articles/<language>/<slug>.md) the same slugs.
// Plural forms count as one key: "results_one" in English and "results_few" in Arabic are both "results".
// Counts go through i18next plurals: a key with plural forms has every form its language needs (the
// categories of Intl.PluralRules, which i18next uses: Arabic's six, French's one, many and other), a key
// the web's code passes `count` to has plural forms, and no English text writes a count into a key that
// has none ("{{count}} people" would read "1 people").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(root, 'apps/web/src/locales');
const articlesDir = join(root, 'apps/web/src/features/help/articles');
const sourceDir = join(root, 'apps/web/src');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The dotted key paths of a JSON object's leaves (arrays count as one leaf). */
export function keyPaths(value, prefix = '') {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function normalize(path) {
  return path
    .split('.')
    .map((part) => part.replace(PLURAL_SUFFIX, ''))
    .join('.');
}

/** Problems found comparing `sets` ({ language: Set of names }); each says what is missing where. */
export function compareSets(what, sets) {
  const problems = [];
  const all = new Set(Object.values(sets).flatMap((set) => [...set]));
  for (const name of [...all].sort()) {
    const missingIn = Object.keys(sets).filter((language) => !sets[language].has(name));
    if (missingIn.length > 0) {
      const presentIn = Object.keys(sets).filter((language) => sets[language].has(name));
      problems.push(`${what} ${name}: in ${presentIn.join(', ')}, missing in ${missingIn.join(', ')}`);
    }
  }
  return problems;
}

function listDir(path, extension) {
  return existsSync(path)
    ? readdirSync(path)
        .filter((name) => name.endsWith(extension))
        .map((name) => name.slice(0, -extension.length))
    : [];
}

/** The plural forms `language` needs, as i18next names them (from Intl.PluralRules, which it uses). */
export function pluralForms(language) {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories;
}

/** { "a.b.results": { one: "…", other: "…" } } for every key of a namespace's JSON that has plural forms. */
export function pluralKeys(json) {
  const found = {};
  const walk = (value, prefix) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(value)) {
      const match = PLURAL_SUFFIX.exec(key);
      if (match && typeof child === 'string') {
        const base = `${prefix}${key.slice(0, -match[0].length)}`;
        found[base] = { ...found[base], [match[1]]: child };
      } else walk(child, `${prefix}${key}.`);
    }
  };
  walk(json, '');
  return found;
}

/** The string leaves of a JSON object: [dotted path, text]. */
function textLeaves(value, prefix = '') {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, child]) =>
    textLeaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

// `t('key', { count })`, `t(cond ? 'a' : 'b', { …, count: n })`: the literal keys of a call whose
// options name `count` (the options object's first level, up to its closing brace).
const COUNT_CALL = /\bt\(\s*((?:'[^']*'|"[^"]*"|`[^`$]*`|[^'"`(){},])+?),\s*\{([^{}]*)\}/g;
const LITERAL = /'([^']*)'|"([^"]*)"|`([^`$]*)`/g;

/** The translation keys the code passes a `count` to: [{ key, file }] ("ns:key" keeps its namespace). */
export function keysUsedWithCount(source, file = '') {
  const used = [];
  for (const call of source.matchAll(COUNT_CALL)) {
    if (!/(^|[\s,])count\b/.test(call[2])) continue;
    for (const literal of call[1].matchAll(LITERAL)) {
      const key = literal[1] ?? literal[2] ?? literal[3];
      if (key && /^[\w.:-]+$/.test(key)) used.push({ key, file });
    }
  }
  return used;
}

/**
 * What is wrong with the counts of `locales` ({ language: { namespace: json } }) and the calls in
 * `sources` ([{ file, text }]): missing plural forms, a counted key without plural forms, an English
 * count written into a plain text.
 */
export function checkPlurals(locales, sources = []) {
  const problems = [];
  const plurals = {};
  for (const [language, namespaces] of Object.entries(locales)) {
    for (const [namespace, json] of Object.entries(namespaces)) {
      for (const [key, forms] of Object.entries(pluralKeys(json))) {
        plurals[`${namespace}:${key}`] ??= {};
        plurals[`${namespace}:${key}`][language] = forms;
      }
    }
  }
  for (const [name, byLanguage] of Object.entries(plurals).sort(([a], [b]) => a.localeCompare(b))) {
    for (const language of Object.keys(locales)) {
      const forms = byLanguage[language];
      if (!forms) continue; // a key missing in a language is checkTranslations' problem
      const missing = pluralForms(language).filter((form) => !(form in forms));
      if (missing.length > 0) {
        problems.push(`plural ${name}: ${language} lacks ${missing.map((form) => `_${form}`).join(', ')}`);
      }
    }
  }
  for (const [namespace, json] of Object.entries(locales.en ?? {})) {
    for (const [path, text] of textLeaves(json)) {
      if (PLURAL_SUFFIX.test(path)) continue;
      if (
        /\{\{\s*count\s*\}\}/.test(text) ||
        /(^|[^\d.,])1 (people|persons|sessions|credits|classes|seats|days|hours|minutes|members|clients)\b/.test(
          text,
        )
      ) {
        problems.push(`count en/${namespace}.json ${path}: "${text}" writes a count without plural forms`);
      }
    }
  }
  const namespaces = Object.keys(locales.en ?? {});
  for (const { key, file } of sources.flatMap(({ file, text }) => keysUsedWithCount(text, file))) {
    const [namespace, path] = key.includes(':') ? key.split(':') : [undefined, key];
    const candidates = namespace ? [namespace] : namespaces;
    const exists = candidates.filter((ns) =>
      textLeaves(locales.en?.[ns] ?? {}).some(([leaf]) => leaf.replace(PLURAL_SUFFIX, '') === path),
    );
    // Unknown keys (built at run time, or another library's) are not this check's business.
    if (exists.length === 0) continue;
    if (!exists.some((ns) => plurals[`${ns}:${path}`])) {
      problems.push(
        `count ${file}: t('${key}', { count }) but ${exists.map((ns) => `${ns}:${path}`).join(', ')} has no plural forms`,
      );
    }
  }
  return problems;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return ['.ts', '.tsx'].includes(extname(entry.name)) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

export function checkTranslations() {
  const languages = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const problems = [];
  const namespaces = Object.fromEntries(
    languages.map((language) => [language, new Set(listDir(join(localesDir, language), '.json'))]),
  );
  problems.push(...compareSets('namespace', namespaces));
  const allNamespaces = new Set(Object.values(namespaces).flatMap((set) => [...set]));
  for (const namespace of [...allNamespaces].sort()) {
    const keys = {};
    for (const language of languages) {
      const file = join(localesDir, language, `${namespace}.json`);
      if (!existsSync(file)) continue;
      try {
        keys[language] = new Set(keyPaths(JSON.parse(readFileSync(file, 'utf8'))).map(normalize));
      } catch (error) {
        problems.push(`${language}/${namespace}.json: ${error.message}`);
      }
    }
    problems.push(...compareSets(`key ${namespace}:`, keys));
  }
  const locales = Object.fromEntries(
    languages.map((language) => [
      language,
      Object.fromEntries(
        [...allNamespaces].flatMap((namespace) => {
          const file = join(localesDir, language, `${namespace}.json`);
          if (!existsSync(file)) return [];
          try {
            return [[namespace, JSON.parse(readFileSync(file, 'utf8'))]];
          } catch {
            return []; // reported above
          }
        }),
      ),
    ]),
  );
  const sources = sourceFiles(sourceDir).map((file) => ({
    file: file.slice(root.length),
    text: readFileSync(file, 'utf8'),
  }));
  problems.push(...checkPlurals(locales, sources));
  const articleLanguages = listDir(articlesDir, '').filter((name) => existsSync(join(articlesDir, name)));
  if (articleLanguages.length > 0) {
    const articles = Object.fromEntries(
      languages.map((language) => [language, new Set(listDir(join(articlesDir, language), '.md'))]),
    );
    problems.push(...compareSets('help article', articles));
  }
  return { languages, namespaces: [...allNamespaces].sort(), problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { languages, namespaces, problems } = checkTranslations();
  if (problems.length > 0) {
    console.error(`Translation keys differ between languages (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.info(
    `Translations agree: ${languages.join(', ')} × ${namespaces.join(', ')}, and the help articles.`,
  );
}
