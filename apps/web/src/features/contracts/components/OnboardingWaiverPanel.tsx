import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState.tsx';
import { myContractPdfHref, useMyContract, useSignMyContract } from '../api/signing.ts';
import type { useOnboardingWaiver } from '../api/waivers.ts';
import { SignContractPanel } from './SignContractPanel.tsx';

export type OnboardingWaiverStepProps = {
  /** The answer of `useOnboardingWaiver`: the member's copy to sign (or why it could not be had). */
  waiver: ReturnType<typeof useOnboardingWaiver>;
  /** The wizard's "Back" button. */
  back?: ReactNode;
  /** The member signed it here. */
  onSigned: () => void;
  /** On to the next step, signed or not ("Sign later"). */
  onContinue: () => void;
};

/**
 * The waiver step's content: the contract as the contracts page shows it (its text, the consent,
 * the typed name and the drawing), then "Sign later", which becomes "Continue" once signed. There is
 * no Decline here: a member who does not want to sign now simply goes on, and the booking asks again.
 */
export function OnboardingWaiverPanel({ waiver, back, onSigned, onContinue }: OnboardingWaiverStepProps) {
  const { t } = useTranslation('contracts');
  const contractId = waiver.data?.contract?.id ?? '';
  const toSign = useMyContract(contractId);
  const sign = useSignMyContract(contractId);
  const signed = toSign.data?.contract.status === 'signed';

  return (
    <Stack spacing={3}>
      <Typography>{t('memberWaiver.onboarding.intro')}</Typography>
      {waiver.isError || !contractId ? (
        <QueryState query={waiver} />
      ) : (
        <QueryState query={toSign}>
          {toSign.data && (
            <SignContractPanel
              toSign={toSign.data}
              sign={async (values) => {
                const contract = await sign.mutateAsync(values);
                onSigned();
                return contract;
              }}
              pdfHref={myContractPdfHref(contractId)}
            />
          )}
        </QueryState>
      )}
      <Stack direction="row" spacing={2}>
        {back}
        <Button variant={signed ? 'contained' : 'outlined'} onClick={onContinue}>
          {signed ? t('memberWaiver.onboarding.continue') : t('memberWaiver.onboarding.signLater')}
        </Button>
      </Stack>
    </Stack>
  );
}
