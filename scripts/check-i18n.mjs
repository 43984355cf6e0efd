// Fails (exit 1, listing them) when a translation key exists in one language and not in another:
// every apps/web/src/locales/<language>/<namespace>.json must have the same keys in every language,
// and every help article (apps/web/src/features/help/articles/<language>/<slug>.md) the same slugs.
// Plural forms count as one key: "results_one" in English and "results_few" in Arabic are both "results".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(root, 'apps/web/src/locales');
const articlesDir = join(root, 'apps/web/src/features/help/articles');
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
