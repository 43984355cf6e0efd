import type { ContractSignInput } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import type { ContractSignValues, ContractToSign } from '../api/signing.ts';
import { ConsentBlock } from './ConsentBlock.tsx';
import { ContractTextSection } from './ContractText.tsx';
import { SignaturePad } from './SignaturePad.tsx';
import { SignDeclineDialog } from './SignDeclineDialog.tsx';

const signResolver = lazyZodResolver((schemas) => schemas.contractSignSchema);

const FIELDS = ['consent', 'typedName', 'signaturePng'] as const;
// The consent's version is the form's, not the signer's: a refusal of it (a newer text) shows on the box.
const ALIASES = { consentVersion: 'consent' } as const;

/**
 * Signing one contract: the consent to sign electronically (ESIGN) and its box, the typed full name
 * (which alone is a valid signature) and an optional drawn signature, then Sign, or Decline with an
 * optional reason. The API's refusals land on their fields, the rest in the form's alert.
 */
export function SignContractForm({
  toSign,
  onSign,
  onDecline,
}: {
  toSign: ContractToSign;
  onSign: (values: ContractSignValues) => Promise<unknown>;
  /** Left out where the signer cannot decline (a countersignature). */
  onDecline?: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('contracts');
  const headingId = useId();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const form = useForm<ContractSignInput, unknown, ContractSignValues>({
    resolver: signResolver,
    defaultValues: {
      // The literal `true` is the only answer the schema takes; unticked the box is false.
      consent: false as unknown as true,
      consentVersion: toSign.consent.version,
      typedName: '',
      signaturePng: null,
    },
  });
  const signature = useController({ control: form.control, name: 'signaturePng' });
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await onSign(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS, ALIASES));
    }
  });

  const countersigning = toSign.signAs === 'countersigner';
  const { contract } = toSign;
  const signingAs = countersigning
    ? t('sign.asCountersigner', { studio: toSign.studioName })
    : toSign.signAs === 'guardian' && contract.dependant
      ? t('sign.asGuardian', { name: contract.person.name, dependant: contract.dependant.name })
      : t('sign.asSigner', { name: contract.person.name });

  // The dialog stays outside the form: React carries a submit from a portal up to the form around it.
  return (
    <>
      <ContractTextSection
        heading={t('sign.textHeading')}
        title={contract.title}
        body={contract.body}
        language={contract.language}
      />
      <Box
        component="form"
        noValidate
        aria-labelledby={headingId}
        onSubmit={onSubmit}
        onInput={signResolver.preload}
      >
        <Typography id={headingId} variant="h6" component="h2">
          {countersigning ? t('sign.countersignHeading') : t('sign.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {signingAs}
        </Typography>
        <FormAlert>{generalError}</FormAlert>
        <Stack spacing={2}>
          <ConsentBlock
            control={form.control}
            name="consent"
            consent={toSign.consent}
            language={contract.language}
          />
          <FormTextField
            control={form.control}
            name="typedName"
            label={t('sign.typedName')}
            helperText={t('sign.typedNameHelp')}
            autoComplete="name"
            required
            disabled={submitting}
          />
          <SignaturePad
            value={signature.field.value ?? null}
            onChange={(png) => {
              signature.field.onChange(png);
              form.clearErrors('signaturePng');
            }}
            disabled={submitting}
          />
          {signature.fieldState.error?.message && (
            <Typography role="alert" color="error" variant="body2">
              {signature.fieldState.error.message}
            </Typography>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, pt: 1 }}>
            <Button type="submit" variant="contained" size="large" disabled={submitting}>
              {submitting ? t('sign.signing') : countersigning ? t('sign.countersign') : t('sign.sign')}
            </Button>
            {onDecline && (
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={submitting}
                onClick={() => setDeclining(true)}
              >
                {t('sign.decline')}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
      {declining && onDecline && (
        <SignDeclineDialog
          title={contract.title}
          decline={onDecline}
          onClose={() => setDeclining(false)}
          onDeclined={() => setDeclining(false)}
        />
      )}
    </>
  );
}
