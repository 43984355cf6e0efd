import type { EarningLine } from '@bmp/shared';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useExperts } from '../../studio/index.ts';
import { useAddAdjustment } from '../api/earning-lines.ts';
import { dayText } from '../lib/run-text.ts';

type AdjustmentForm = {
  expertId: string;
  direction: 'add' | 'deduct';
  amount: string;
  reason: string;
  correctsLineId: string | null;
};

const FIELDS = ['expertId', 'direction', 'amount', 'reason', 'correctsLineId'] as const;

/** The line an adjustment corrects, read-only; the server's answer about it (another member's line) shows here. */
function CorrectsField({ control, text }: { control: Control<AdjustmentForm>; text: string }) {
  const { t } = useTranslation('payouts');
  const { field, fieldState } = useController({ control, name: 'correctsLineId' });
  return (
    <TextField
      fullWidth
      margin="normal"
      label={t('adjust.corrects')}
      name={field.name}
      inputRef={field.ref}
      value={text}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}

/**
 * Correct a team member's earnings (docs/decisions/0059-earnings-and-payout-runs.md): an amount added
 * or deducted, with the reason, optionally tied to the line it corrects (opened from that line, its
 * team member chosen). The next payout run pays it; the server answers on the field at fault.
 */
export function AdjustmentDialog({
  corrects,
  onClose,
  onSaved,
}: {
  corrects?: EarningLine | undefined;
  onClose: () => void;
  onSaved: (line: EarningLine) => void;
}) {
  const { t } = useTranslation('payouts');
  const format = useFormat();
  const experts = useExperts();
  const add = useAddAdjustment();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<AdjustmentForm>({
    defaultValues: {
      expertId: corrects?.expertId ?? '',
      // A line is corrected most often because it paid too much.
      direction: corrects && corrects.amountCents > 0 ? 'deduct' : 'add',
      amount: '',
      reason: '',
      correctsLineId: corrects?.id ?? null,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onSaved(await add.mutateAsync(values));
    } catch (error) {
      // Without a corrected line on screen, what the server says about one goes to the alert.
      const fields = corrects ? FIELDS : FIELDS.filter((field) => field !== 'correctsLineId');
      setGeneralError(applyServerErrors(error, form.setError, fields));
    }
  });

  const expertOptions = (experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }));
  // The corrected line's team member, even when no longer among the active experts.
  if (corrects && !expertOptions.some((option) => option.value === corrects.expertId)) {
    expertOptions.push({ value: corrects.expertId, label: corrects.expertName });
  }

  return (
    <DialogForm
      title={corrects ? t('adjust.correctTitle') : t('adjust.title')}
      submitLabel={t('adjust.save')}
      closeLabel={t('cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="sm"
    >
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="expertId"
        label={t('adjust.who')}
        required
        options={expertOptions}
      />
      <FormSelectField
        control={form.control}
        name="direction"
        label={t('adjust.direction')}
        required
        options={[
          { value: 'add', label: t('adjust.add') },
          { value: 'deduct', label: t('adjust.deduct') },
        ]}
      />
      <FormTextField
        control={form.control}
        name="amount"
        label={t('adjust.amount')}
        inputMode="text"
        helperText={t('adjust.amountHint')}
        required
      />
      <FormTextArea control={form.control} name="reason" label={t('adjust.reason')} rows={3} required />
      {corrects && (
        <CorrectsField
          control={form.control}
          text={t('adjust.correctsValue', {
            day: dayText(format, corrects.earnedOn),
            description: corrects.description,
            amount: format.money(corrects.amountCents),
          })}
        />
      )}
    </DialogForm>
  );
}
