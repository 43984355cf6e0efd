import {
  type ConsentInput,
  type consentInputSchema,
  type OnboardingStep,
  POLICY_VERSIONS,
} from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { OnboardingWaiverStep, useOnboardingWaiver } from '../../contracts/index.ts';
import {
  type OnboardingView,
  useFinishOnboarding,
  useOnboarding,
  useSaveOnboardingStep,
} from '../api/members-api.ts';
import { MyDataSection } from '../components/MyDataSection.tsx';
import {
  InterestsStepForm,
  MedicalStepForm,
  NutritionStepForm,
  ProfileStepForm,
} from '../components/StepForms.tsx';

const consentResolver = lazyZodResolver((shared) => shared.consentInputSchema);

type WizardStep = OnboardingStep | 'waiver';

// The studio's waiver, when it requires one (decision 0053), comes after the questionnaire (the copy
// issued carries the name and phone just saved) and before the policies, whose agreement finishes.
// The server's steps do not include it: it is offered, signed or left for later, and the booking asks
// for it again.
const WIZARD_STEPS: readonly WizardStep[] = [
  'profile',
  'interests',
  'medical',
  'nutrition',
  'waiver',
  'consent',
];

/**
 * /members/onboard: five steps, each saved to the server when completed, so a reload or a later visit
 * opens at the first unsaved step, and the studio's waiver before the last one when the studio
 * requires it. Finishing stores the new session (read customer) and opens the dashboard
 * (docs/decisions/0027-member-onboarding.md).
 */
export function OnboardPage() {
  const onboarding = useOnboarding();
  if (onboarding.status !== 'success') return <QueryState query={onboarding} />;
  // Keyed by the saved step: a fresh page (or another tab's progress) restarts at the right place.
  return <OnboardWizard view={onboarding.data} />;
}

function OnboardWizard({ view }: { view: OnboardingView }) {
  const { t } = useTranslation('members');
  const questionnaireDone = view.nextStep === 'consent' || view.nextStep === 'done';
  const waiver = useOnboardingWaiver(questionnaireDone);
  // Signed here, or left for later: either way the member goes on to the policies.
  const [waiverOutcome, setWaiverOutcome] = useState<'signed' | 'later' | null>(null);
  // Until the answer is in, the waiver step is neither listed nor ruled out.
  const waiverPending = questionnaireDone && waiver.isPending;
  const hasWaiverStep = questionnaireDone && (waiver.isError || Boolean(waiver.data?.contract));
  const steps = WIZARD_STEPS.filter((name) => name !== 'waiver' || hasWaiverStep);
  const reachedStep: WizardStep | 'done' =
    view.nextStep === 'consent' && waiverOutcome === null && (hasWaiverStep || waiverPending)
      ? 'waiver'
      : view.nextStep;
  const position = (name: WizardStep | 'done') =>
    name === 'done' ? steps.length : steps.indexOf(steps.includes(name) ? name : 'consent');
  const reached = position(reachedStep);
  const [active, setActive] = useState<WizardStep>(reachedStep === 'done' ? 'consent' : reachedStep);
  // The waiver step gives way to the policies when there turns out to be nothing to sign.
  const step: WizardStep = active === 'waiver' && !hasWaiverStep && !waiverPending ? 'consent' : active;
  const saveProfile = useSaveOnboardingStep('profile');
  const saveInterests = useSaveOnboardingStep('interests');
  const saveMedical = useSaveOnboardingStep('medical');
  const saveNutrition = useSaveOnboardingStep('nutrition');
  // In the full order: after the nutrition step the waiver is asked for, and skipped if there is none.
  const next = () => setActive((current) => WIZARD_STEPS[WIZARD_STEPS.indexOf(current) + 1] ?? 'consent');
  const previous = steps[position(step) - 1];
  const back = previous ? (
    <Button onClick={() => setActive(previous)} variant="outlined">
      {t('onboard.back')}
    </Button>
  ) : undefined;
  const saveLabel = t('onboard.saveAndContinue');
  const progress = Math.round((reached / steps.length) * 100);

  return (
    <Stack spacing={3}>
      <PageHeading title={t('onboard.title')}>{t('onboard.intro')}</PageHeading>
      <Box>
        <Typography variant="body2" id="onboard-progress-label" gutterBottom>
          {t('onboard.progress', { done: reached, total: steps.length })}
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-labelledby="onboard-progress-label" />
      </Box>
      <Stepper nonLinear activeStep={position(step)} alternativeLabel>
        {steps.map((name, index) => (
          <Step
            key={name}
            // A waiver left for later is passed, not done.
            completed={index < reached && (name !== 'waiver' || waiverOutcome === 'signed')}
          >
            <StepButton onClick={() => setActive(name)} disabled={index > reached}>
              {t(`steps.${name}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Card variant="outlined">
        <CardContent>
          {step === 'waiver' && waiverPending ? (
            <QueryState status="pending" />
          ) : (
            <Typography variant="h6" component="h2" gutterBottom>
              {t(`steps.${step}`)}
            </Typography>
          )}
          {step === 'profile' && (
            <ProfileStepForm
              saved={view}
              submitLabel={saveLabel}
              onSave={async (input) => {
                await saveProfile.mutateAsync(input);
                next();
              }}
            />
          )}
          {step === 'interests' && (
            <InterestsStepForm
              saved={view}
              submitLabel={saveLabel}
              extra={back}
              onSave={async (input) => {
                await saveInterests.mutateAsync(input);
                next();
              }}
            />
          )}
          {step === 'medical' && (
            <MedicalStepForm
              saved={view}
              submitLabel={saveLabel}
              extra={back}
              onSave={async (input) => {
                await saveMedical.mutateAsync(input);
                next();
              }}
            />
          )}
          {step === 'nutrition' && (
            <NutritionStepForm
              saved={view}
              submitLabel={saveLabel}
              extra={back}
              onSave={async (input) => {
                await saveNutrition.mutateAsync(input);
                next();
              }}
            />
          )}
          {step === 'waiver' && hasWaiverStep && (
            <OnboardingWaiverStep
              waiver={waiver}
              back={back}
              onSigned={() => setWaiverOutcome('signed')}
              onContinue={() => {
                setWaiverOutcome((outcome) => outcome ?? 'later');
                setActive('consent');
              }}
            />
          )}
          {step === 'consent' && <ConsentStep back={back} />}
        </CardContent>
      </Card>
      {/* The right of access does not wait for onboarding: what was saved so far can be downloaded. */}
      <MyDataSection />
    </Stack>
  );
}

function ConsentStep({ back }: { back: React.ReactNode }) {
  const { t } = useTranslation('members');
  const finish = useFinishOnboarding();
  const navigate = useNavigate();
  const form = useForm<ConsentInput, unknown, z.output<typeof consentInputSchema>>({
    resolver: consentResolver,
    defaultValues: {
      // Unchecked until the member agrees; the schema accepts only true.
      agreed: false as unknown as true,
      termsVersion: POLICY_VERSIONS.terms.version,
      privacyVersion: POLICY_VERSIONS.privacy.version,
    },
  });
  const [general, setGeneral] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setGeneral(null);
    try {
      await finish.mutateAsync(input);
      navigate(PATHS.memberDashboard, { replace: true });
    } catch (caught) {
      setGeneral(applyServerErrors(caught, form.setError, ['agreed']));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={consentResolver.preload}>
      <FormAlert>{general}</FormAlert>
      <Typography sx={{ mb: 2 }}>{t('consent.intro')}</Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <Link component={RouterLink} to={PATHS.legalTerms} target="_blank">
          {t('consent.terms', { version: POLICY_VERSIONS.terms.version })}
        </Link>
        <Link component={RouterLink} to={PATHS.legalPrivacy} target="_blank">
          {t('consent.privacy', { version: POLICY_VERSIONS.privacy.version })}
        </Link>
      </Stack>
      <Controller
        control={form.control}
        name="agreed"
        render={({ field, fieldState }) => {
          // The schema's own refusal is said in the member's language; a server's message as sent.
          const missing = fieldState.error
            ? fieldState.error.type === 'server'
              ? fieldState.error.message
              : t('consent.required')
            : undefined;
          return (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    name={field.name}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-describedby': missing ? 'consent-missing' : undefined,
                      },
                    }}
                  />
                }
                label={t('consent.agree')}
              />
              {missing && (
                <FormHelperText error id="consent-missing">
                  {missing}
                </FormHelperText>
              )}
            </>
          );
        }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        {back}
        <Button type="submit" variant="contained" disabled={finish.isPending}>
          {t('consent.finish')}
        </Button>
      </Stack>
    </Box>
  );
}
