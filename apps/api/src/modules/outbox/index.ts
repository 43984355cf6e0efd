// The module's public entry: what other folders may use (docs/architecture.md).
export { type DeliveryOptions, deliverDueEmails } from './delivery.ts';
export type { EmailLanguage } from './email-html.ts';
export { isEmailLanguage } from './email-html.ts';
export { emailPreferenceRoutes } from './email-preferences.routes.ts';
export {
  changeEmailNoticeTexts,
  changeEmailTexts,
  resetPasswordTexts,
  verifyEmailTexts,
} from './emails/account.ts';
export { type ContractEmailKind, contractEmail } from './emails/contracts.ts';
export { dateTimeFormat, formatDay, formatMoney, LOCALES } from './emails/format.ts';
export type { GroupNoticeKind } from './emails/groups.ts';
export { groupNoticeEmail } from './emails/groups.ts';
export { type MembershipEmailKind, membershipEmail } from './emails/memberships.ts';
export { reminderEmail } from './emails/reminders.ts';
export type { SessionNoticeKind } from './emails/sessions.ts';
export { sessionNoticeEmail, sessionNoticeTexts } from './emails/sessions.ts';
export {
  STAFF_ALERT_KINDS,
  type StaffAlertContent,
  type StaffAlertData,
  type StaffAlertKind,
  staffAlertEmailTexts,
} from './emails/staff-alerts.ts';
export { createSmtpMailer } from './mailer.ts';
export { outboxRoutes } from './outbox.routes.ts';
export type { EmailContent, OutgoingEmail } from './outbox.ts';
export { enqueueEmail, languageOf } from './outbox.ts';
