// The email feature's public entry: the account's email preferences section.
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { EmailPreferencesSection } from './components/EmailPreferencesSection.tsx';
