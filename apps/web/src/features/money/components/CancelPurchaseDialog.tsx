import type { Purchase } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

/**
 * Confirms canceling an unpaid purchase, for the member (their own) or staff (a customer's). It says
 * what happens: a purchase whose credits came first gives back the unused ones, and what the used ones
 * were worth stays owed (decision 0046); any other is simply canceled. A form without fields: the
 * confirmation is the submit.
 */
export function CancelPurchaseDialog({
  purchase,
  cancel,
  onClose,
  onCanceled,
}: {
  purchase: Purchase;
  cancel: () => Promise<Purchase>;
  onClose: () => void;
  onCanceled: (canceled: Purchase) => void;
}) {
  const { t } = useTranslation('money');
  const form = useForm();
  const [error, setError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async () => {
    setError(null);
    try {
      onCanceled(await cancel());
    } catch (failure) {
      setError(errorMessage(failure));
    }
  });
  return (
    <MoneyDialog
      title={t('owed.cancelTitle', { pack: purchase.packName })}
      submitLabel={t('owed.cancelConfirm')}
      submitting={form.formState.isSubmitting}
      destructive
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormAlert>{error}</FormAlert>
      <Typography>
        {purchase.creditsBeforePayment ? t('owed.cancelUnused') : t('owed.cancelPlain')}
      </Typography>
    </MoneyDialog>
  );
}
