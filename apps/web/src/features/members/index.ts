// The members feature's public entry: what other features use of it (households, a customer's
// profile and health answers, the member's data export).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).
export { useAddressOnFile, useHousehold } from './api/members-api.ts';
export { CustomerHealthAnswers } from './components/CustomerHealthAnswers.tsx';
export { CustomerProfileCard } from './components/CustomerProfileCard.tsx';
export {
  HouseholdParticipantsPicker,
  type PickedParticipant,
} from './components/HouseholdParticipantsPicker.tsx';
export { MyDataSection } from './components/MyDataSection.tsx';
