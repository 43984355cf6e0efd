import { lazy, Suspense } from 'react';
import { QueryState } from '../../../components/QueryState.tsx';
import type { OnboardingWaiverStepProps } from './OnboardingWaiverPanel.tsx';

// The signing form (the contract's Markdown, the signature pad) loads when a member meets the step,
// not with the onboarding page, which most members of a studio without a waiver finish without it.
const OnboardingWaiverPanel = /* @__PURE__ */ lazy(() =>
  import('./OnboardingWaiverPanel.tsx').then((module) => ({ default: module.OnboardingWaiverPanel })),
);

/** Onboarding's waiver step: the studio's waiver to sign now, or later (the booking asks again). */
export function OnboardingWaiverStep(props: OnboardingWaiverStepProps) {
  return (
    <Suspense fallback={<QueryState status="pending" />}>
      <OnboardingWaiverPanel {...props} />
    </Suspense>
  );
}
