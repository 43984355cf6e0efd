// Types for the web's unit test of the translation check (apps/web/src/i18n/plurals.test.ts).
type Json = { [key: string]: unknown };
export function pluralForms(language: string): string[];
export function pluralKeys(json: Json): Record<string, Record<string, string>>;
export function keysUsedWithCount(source: string, file?: string): { key: string; file: string }[];
export function checkPlurals(
  locales: Record<string, Record<string, Json>>,
  sources?: { file: string; text: string }[],
): string[];
export function checkTranslations(): { languages: string[]; namespaces: string[]; problems: string[] };
