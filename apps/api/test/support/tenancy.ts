// The tables that are not a business's (decision 0025): every other table carries business_id, and
// its links to other tenant rows are composite keys that include it. audit_events and outbox_emails
// carry a nullable business_id: some events and emails belong to no business.
export const NON_TENANT_TABLES: ReadonlySet<string> = new Set([
  'businesses',
  'users',
  'seed_runs',
  'user_tokens',
  'recovery_codes',
  'oidc_identities',
  'oidc_login_states',
  'login_throttles',
  'audit_events',
  'outbox_emails',
  // Stripe's event ids are global, and an event is recorded before (or without) finding its business.
  'stripe_events',
  // The platform's own, above every studio (decision 0062): its operators, their sessions and /home's content.
  'platform_operators',
  'operator_sessions',
  'landing_content',
]);
