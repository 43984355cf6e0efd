// The module's public entry: what other folders may use (docs/architecture.md). The owner of the
// memberships table (docs/decisions/0042-api-layering.md); it imports no other module.
export {
  findEmailChoices,
  findFirstActiveMembership,
  findMember,
  insertCustomersIfAbsent,
  insertMembership,
  listActivePeople,
  listMembershipsByEmail,
  listStaffAlertRecipients,
  markOnboarded,
  type NewMembership,
  setEmailChoices,
} from './memberships.repository.ts';
