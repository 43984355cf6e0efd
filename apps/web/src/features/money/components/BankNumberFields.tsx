import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField.tsx';

type BankNumbers = { routingNumber: string; accountNumber: string };

/**
 * The routing and account number fields of the bank account and of a payee. The stored account number
 * is never sent back, so editing asks for it again (`accountLast4` names the one on file).
 */
export function BankNumberFields<T extends FieldValues & BankNumbers>({
  control,
  accountLast4,
}: {
  control: Control<T>;
  accountLast4: string | undefined;
}) {
  const { t } = useTranslation('money');
  return (
    <>
      <FormTextField
        control={control}
        name={'routingNumber' as Path<T>}
        label={t('fields.routingNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name={'accountNumber' as Path<T>}
        label={t('fields.accountNumber')}
        required
        inputMode="numeric"
        autoComplete="off"
        helperText={
          accountLast4 === undefined ? t('payees.accountHint') : t('payees.retype', { last4: accountLast4 })
        }
      />
    </>
  );
}
