import type { BankAccount, BankAccountInput, bankAccountInputSchema } from '@bmp/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSaveBankAccount } from '../api/money.ts';
import { BankNumberFields } from './BankNumberFields.tsx';
import { MoneyDialog } from './MoneyDialog.tsx';

const bankResolver = lazyZodResolver((schemas) => schemas.bankAccountInputSchema);
const FIELDS = [
  'holderName',
  'routingNumber',
  'accountNumber',
  'ein',
  'bankName',
  'immediateOrigin',
] as const;

/**
 * Set or replace the business's bank account (the full number is typed, never pre-filled), with what a
 * NACHA payout file needs of the studio: its EIN, the bank's name and the immediate origin the bank may
 * have assigned. Those are not secret (the file prints them), so they are pre-filled.
 */
export function BankAccountDialog({
  account,
  onClose,
  onSaved,
}: {
  account: BankAccount | null;
  onClose: () => void;
  onSaved: (account: BankAccount) => void;
}) {
  const { t } = useTranslation('money');
  const save = useSaveBankAccount();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<BankAccountInput, unknown, z.output<typeof bankAccountInputSchema>>({
    resolver: bankResolver,
    defaultValues: {
      holderName: account?.holderName ?? '',
      routingNumber: account?.routingNumber ?? '',
      accountNumber: '',
      ein: account?.ein ?? '',
      bankName: account?.bankName ?? '',
      immediateOrigin: account?.immediateOrigin ?? '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <MoneyDialog
      title={t('bank.dialogTitle')}
      submitLabel={t('save')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={bankResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <FormTextField control={form.control} name="holderName" label={t('fields.holderName')} required />
      <BankNumberFields control={form.control} accountLast4={account?.accountLast4} />
      <FormTextField
        control={form.control}
        name="ein"
        label={t('fields.ein')}
        required
        autoComplete="off"
        helperText={t('bank.einHint')}
      />
      <FormTextField
        control={form.control}
        name="bankName"
        label={t('fields.bankName')}
        required
        autoComplete="off"
        helperText={t('bank.bankNameHint')}
      />
      <FormTextField
        control={form.control}
        name="immediateOrigin"
        label={t('fields.immediateOrigin')}
        autoComplete="off"
        helperText={t('bank.immediateOriginHint')}
      />
    </MoneyDialog>
  );
}
