import type { Payee } from '@bmp/shared';
import { PAYEE_ACCOUNT_TYPES, PAYEE_KINDS, type PayeeInput, type payeeInputSchema } from '@bmp/shared';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useExperts } from '../../studio/index.ts';
import { useSavePayee } from '../api/money.ts';
import { BankNumberFields } from './BankNumberFields.tsx';
import { MoneyDialog } from './MoneyDialog.tsx';

const payeeResolver = lazyZodResolver((schemas) => schemas.payeeInputSchema);
const FIELDS = [
  'name',
  'kind',
  'taxId',
  'routingNumber',
  'accountNumber',
  'accountType',
  'paidOutsideAch',
  'teamMemberId',
] as const;

/**
 * Add a payee or change one. The API keeps the tax ID and account number encrypted and answers only
 * their last 4 digits, so changing a payee means typing both again (never pre-filled from a reveal).
 */
export function PayeeDialog({
  payee,
  onClose,
  onSaved,
}: {
  payee?: Payee | undefined;
  onClose: () => void;
  onSaved: (payee: Payee) => void;
}) {
  const { t } = useTranslation('money');
  const save = useSavePayee();
  const experts = useExperts();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const outsideAchHintId = useId();
  const form = useForm<PayeeInput, unknown, z.output<typeof payeeInputSchema>>({
    resolver: payeeResolver,
    defaultValues: {
      name: payee?.name ?? '',
      kind: payee?.kind ?? 'expert',
      taxId: '',
      routingNumber: payee?.routingNumber ?? '',
      accountNumber: '',
      accountType: payee?.accountType ?? 'checking',
      paidOutsideAch: payee?.paidOutsideAch ?? false,
      teamMemberId: payee?.teamMemberId ?? null,
    },
  });

  const onSubmit = form.handleSubmit(async () => {
    setGeneralError(null);
    try {
      // As typed: the API strips the tax ID's dashes with the same schema.
      onSaved(await save.mutateAsync({ id: payee?.id, input: form.getValues() }));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  return (
    <MoneyDialog
      title={payee ? t('payees.editTitle', { name: payee.name }) : t('payees.addTitle')}
      submitLabel={payee ? t('save') : t('payees.add')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={payeeResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <FormTextField control={form.control} name="name" label={t('fields.payeeName')} required />
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('fields.payeeKind')}
        required
        options={PAYEE_KINDS.map((kind) => ({ value: kind, label: t(`payeeKind.${kind}`) }))}
      />
      <FormSelectField
        control={form.control}
        name="teamMemberId"
        label={t('fields.teamMember')}
        helperText={t('payees.teamMemberHint')}
        options={[
          { value: '', label: t('payees.noTeamMember') },
          ...(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name })),
        ]}
      />
      <FormTextField
        control={form.control}
        name="taxId"
        label={t('fields.taxId')}
        required
        autoComplete="off"
        helperText={payee ? t('payees.retype', { last4: payee.taxIdLast4 }) : t('payees.taxIdHint')}
      />
      <BankNumberFields control={form.control} accountLast4={payee?.accountLast4} />
      <FormSelectField
        control={form.control}
        name="accountType"
        label={t('fields.accountType')}
        options={PAYEE_ACCOUNT_TYPES.map((type) => ({ value: type, label: t(`accountType.${type}`) }))}
      />
      <Controller
        control={form.control}
        name="paidOutsideAch"
        render={({ field, fieldState }) => (
          <FormControl error={fieldState.invalid}>
            <FormControlLabel
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref, 'aria-describedby': outsideAchHintId } }}
                />
              }
              label={t('fields.paidOutsideAch')}
            />
            <FormHelperText id={outsideAchHintId} sx={{ mt: 0 }}>
              {fieldState.error?.message ?? t('payees.outsideAchHint')}
            </FormHelperText>
          </FormControl>
        )}
      />
    </MoneyDialog>
  );
}
