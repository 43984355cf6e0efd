// The contracts feature's public entry: what other features place on their pages (decision 0053).
// Route pages are not here: the route table lazy-loads them (apps/web/src/app/*routes.ts).

// The published templates: the membership plan dialog offers the membership agreements (decision 0055).
export { useContractTemplates } from './api/contracts.ts';
// The waiver in the member's own flows: onboarding's step, a refused booking's way to it, the guardian's.
export { isWaiverRequired, useOnboardingWaiver } from './api/waivers.ts';
export { GuardianWaiverAction } from './components/GuardianWaiverAction.tsx';
export { OnboardingWaiverStep } from './components/OnboardingWaiverStep.tsx';
export { WaiverRequiredAlert } from './components/WaiverRequiredAlert.tsx';
export { CustomerWaiverSection } from './components/WaiverSection.tsx';
