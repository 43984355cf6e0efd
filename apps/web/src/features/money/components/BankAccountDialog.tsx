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
        applyServerErrors(error, form.setError, ['holderName', 'routingNumber', 'accountNumber']),
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
      <BankNumberFields control={form.control} accountLast4={account?.accountLast4} />
    </MoneyDialog>
  );
}
