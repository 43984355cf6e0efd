// The email feature's public entry: the account's email preferences section, the mail settings
// (is email delivered? is the Mailbox on?) and the notice staff see when it is not delivered.
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).

export { useMailSettings } from './api/email.ts';
export { EmailDeliveryNotice } from './components/EmailDeliveryNotice.tsx';
export { EmailPreferencesSection } from './components/EmailPreferencesSection.tsx';
