import type { BankAccountInput, bankAccountInputSchema } from '@bmp/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useSaveBankAccount } from '../api/save-bank-account.ts';
import type { BankAccount } from '../api/types.ts';
import { lazyMoneyResolver } from '../lib/lazy-money-resolver.ts';
import { applyMoneyErrors } from '../lib/server-errors.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

const bankResolver = lazyMoneyResolver((schemas) => schemas.bankAccountInputSchema);

/** Set or replace the business's bank account (the full number is typed, never pre-filled). */
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
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      setGeneralError(
        applyMoneyErrors(error, form.setError, ['holderName', 'routingNumber', 'accountNumber']),
      );
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
      <FormTextField
        control={form.control}
        name="routingNumber"
        label={t('fields.routingNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField
        control={form.control}
        name="accountNumber"
        label={t('fields.accountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        helperText={account ? t('payees.retype', { last4: account.accountLast4 }) : t('payees.accountHint')}
      />
    </MoneyDialog>
  );
}
