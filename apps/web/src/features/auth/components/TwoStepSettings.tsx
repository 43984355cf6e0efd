import type { disableTwoStepSchema, enableTwoStepSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { type TwoStepSetup, useDisableTwoStep, useEnableTwoStep, useSetupTwoStep } from '../api/auth.ts';
import { groupSecret } from '../group-secret.ts';
import { PasswordField, SubmitButton } from './AuthFormParts.tsx';

const enableTwoStepResolver = lazyZodResolver((shared) => shared.enableTwoStepSchema);
const disableTwoStepResolver = lazyZodResolver((shared) => shared.disableTwoStepSchema);

/** Turns two-step sign-in on (authenticator app secret, a code to prove it, recovery codes) or off. */
export function TwoStepSettings({ enabled }: { enabled: boolean }) {
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  // Recovery codes are shown once, right after enabling, until the person says they saved them.
  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  if (enabled) return <TurnOffTwoStep />;
  return <SetUpTwoStep onEnabled={setRecoveryCodes} />;
}

function SetUpTwoStep({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const setup = useSetupTwoStep();
  const setupData = setup.data;
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('twoStepOff')}</Typography>
      {setup.isError && <FormAlert>{errorMessage(setup.error)}</FormAlert>}
      {setupData ? (
        <ConfirmTwoStep setup={setupData} onEnabled={onEnabled} />
      ) : (
        <Button variant="contained" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {t('setUpTwoStep')}
        </Button>
      )}
    </>
  );
}

function ConfirmTwoStep({ setup, onEnabled }: { setup: TwoStepSetup; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('auth');
  const enable = useEnableTwoStep();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<z.input<typeof enableTwoStepSchema>, unknown, z.output<typeof enableTwoStepSchema>>({
    resolver: enableTwoStepResolver,
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const { recoveryCodes } = await enable.mutateAsync(values);
      onEnabled(recoveryCodes);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['code']));
    }
  });

  return (
    <>
      <Typography component="ol" sx={{ pl: 3, '& li': { mb: 1 } }}>
        <li>
          In your authenticator app, add an account and type this key:{' '}
          <Box
            component="code"
            data-testid="two-step-secret"
            sx={{ fontSize: '1.1em', letterSpacing: 1, whiteSpace: 'nowrap', userSelect: 'all' }}
          >
            {groupSecret(setup.secret)}
          </Box>
        </li>
        <li>
          Or, on this device, <Link href={setup.otpauthUrl}>open the key in your authenticator app</Link>. Its
          address is{' '}
          <Box component="code" sx={{ wordBreak: 'break-all' }}>
            {setup.otpauthUrl}
          </Box>
        </li>
        <li>{t('enterAppCode')}</li>
      </Typography>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={enableTwoStepResolver.preload}>
        <FormAlert>{generalError}</FormAlert>
        <FormTextField
          control={form.control}
          name="code"
          required
          label={t('sixDigitCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <SubmitButton busy={form.formState.isSubmitting} compact>
          {t('turnOnTwoStep')}
        </SubmitButton>
      </Box>
    </>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <Alert severity="success" role="status" sx={{ mb: 2 }}>
        {t('twoStepTurnedOn')}
      </Alert>
      <Typography sx={{ mb: 1 }}>{t('saveRecoveryCodes')}</Typography>
      <Box
        component="ul"
        aria-label={t('recoveryCodes')}
        sx={{ fontFamily: 'monospace', columns: 2, listStyle: 'none', pl: 0, mb: 2 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onDone}>
        {t('savedRecoveryCodes')}
      </Button>
    </>
  );
}

function TurnOffTwoStep() {
  const { t } = useTranslation('auth');
  const disable = useDisableTwoStep();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<z.input<typeof disableTwoStepSchema>, unknown, z.output<typeof disableTwoStepSchema>>({
    resolver: disableTwoStepResolver,
    defaultValues: { currentPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await disable.mutateAsync(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['currentPassword']));
    }
  });

  return (
    <>
      <Typography sx={{ mb: 1 }}>{t('twoStepOn')}</Typography>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={disableTwoStepResolver.preload}>
        <FormAlert>{generalError}</FormAlert>
        <PasswordField
          control={form.control}
          name="currentPassword"
          label={t('currentPassword')}
          autoComplete="current-password"
        />
        <Button
          type="submit"
          variant="outlined"
          color="error"
          sx={{ mt: 1 }}
          disabled={form.formState.isSubmitting}
        >
          {t('turnOff')}
        </Button>
      </Box>
    </>
  );
}
