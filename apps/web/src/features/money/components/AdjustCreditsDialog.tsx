import {
  type CreditAdjustmentInput,
  type CreditAdjustmentResult,
  type creditAdjustmentInputSchema,
  SERVICE_CATEGORIES,
  type ServiceCategory,
} from '@bmp/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormNumberField, FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useAdjustCredits } from '../api/money.ts';
import { MoneyDialog } from './MoneyDialog.tsx';

const adjustResolver = lazyZodResolver((schemas) => schemas.creditAdjustmentInputSchema);

/** Add (positive) or take away (negative) credits by hand; the reason is required and kept. */
export function AdjustCreditsDialog({
  customerId,
  customerName,
  initialKind,
  onClose,
  onAdjusted,
}: {
  customerId: string;
  customerName: string;
  initialKind?: ServiceCategory | undefined;
  onClose: () => void;
  onAdjusted: (result: CreditAdjustmentResult) => void;
}) {
  const { t } = useTranslation('money');
  const adjust = useAdjustCredits();
  const [key] = useState(newIdempotencyKey);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<CreditAdjustmentInput, unknown, z.output<typeof creditAdjustmentInputSchema>>({
    resolver: adjustResolver,
    defaultValues: { kind: initialKind ?? 'training', delta: null as unknown as number, reason: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onAdjusted(await adjust.mutateAsync({ customerId, input: values, key }));
    } catch (error) {
      // The key stays: a refused request stored nothing, and a lost answer must not adjust twice.
      setGeneralError(applyServerErrors(error, form.setError, ['kind', 'delta', 'reason']));
    }
  });

  return (
    <MoneyDialog
      title={t('adjust.title', { customer: customerName })}
      submitLabel={t('adjust.submit')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={adjustResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('fields.kind')}
        required
        options={SERVICE_CATEGORIES.map((kind) => ({ value: kind, label: t(`common:categories.${kind}`) }))}
      />
      <FormNumberField
        emptyValue={null}
        control={form.control}
        name="delta"
        label={t('fields.delta')}
        required
        helperText={t('adjust.deltaHint')}
      />
      <FormTextArea
        rows={2}
        control={form.control}
        name="reason"
        label={t('fields.reason')}
        required
        helperText={t('adjust.reasonHint')}
      />
    </MoneyDialog>
  );
}
