import type { CancelPreview, cancelSubscriptionInputSchema, Subscription } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSwitchField, FormTextArea } from '../../../components/FormFields.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCancelPreview, useCancelSubscription, type Who } from '../api/memberships.ts';
import { addDays } from '../lib/history.ts';
import { dayText } from '../lib/terms.ts';

const cancelResolver = lazyZodResolver((schemas) => schemas.cancelSubscriptionInputSchema);

type CancelForm = z.input<typeof cancelSubscriptionInputSchema>;

/** What canceling does, from cancel-preview: when it ends, the last day, the last charge, the notice. */
function CancelPreviewText({ preview }: { preview: CancelPreview }) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  return (
    <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="cancel-preview">
      <Typography sx={{ fontWeight: 600 }}>
        {t('cancel.previewEnds', { date: dayText(format, preview.lastDay) })}
      </Typography>
      <Typography>
        {preview.lastChargeOn && preview.lastChargeCents !== null
          ? t('cancel.previewLastCharge', {
              amount: format.money(preview.lastChargeCents),
              date: dayText(format, preview.lastChargeOn),
            })
          : t('cancel.previewNoCharge')}
      </Typography>
      <Typography>
        {preview.noticeDays > 0
          ? t('cancel.previewNotice', { count: preview.noticeDays })
          : t('cancel.previewNoNotice')}
      </Typography>
      {preview.commitmentEndsOn && preview.commitmentEndsOn >= preview.endsOn && (
        <Typography>
          {t('cancel.previewCommitment', { date: dayText(format, addDays(preview.commitmentEndsOn, -1)) })}
        </Typography>
      )}
    </Alert>
  );
}

/**
 * Cancel a membership (decision 0055): first what it does (cancel-preview), then an optional reason
 * and Confirm. It keeps running, and billing, until its end. Staff may end it today instead, dropping
 * what is still owed. A membership that never started is canceled at once.
 */
export function CancelDialog({
  who,
  sub,
  onClose,
  onCanceled,
}: {
  who: Who;
  sub: Subscription;
  onClose: () => void;
  /** `how`: canceled before it started, ended today by staff, or ending at `result.endsOn`. */
  onCanceled: (result: CancelPreview, how: 'pending' | 'now' | 'later') => void;
}) {
  const { t } = useTranslation('memberships');
  const cancel = useCancelSubscription(who);
  const started = sub.status !== 'pending';
  const preview = useCancelPreview(who, sub.id, started);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<CancelForm, unknown, z.output<typeof cancelSubscriptionInputSchema>>({
    resolver: cancelResolver,
    defaultValues: { reason: '', now: false },
  });
  const now = useWatch({ control: form.control, name: 'now' });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    const endNow = who === 'staff' && started && values.now === true;
    try {
      const result = await cancel.mutateAsync({
        id: sub.id,
        input: { reason: values.reason, ...(endNow ? { now: true } : {}) },
      });
      onCanceled(result, !started ? 'pending' : endNow ? 'now' : 'later');
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['reason']));
    }
  });

  return (
    <DialogForm
      title={t('cancel.title', { plan: sub.terms.name })}
      submitLabel={t('cancel.confirm')}
      closeLabel={t('cancel.keep')}
      destructive
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={cancelResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      {!started ? (
        <Typography>{t('cancel.pendingText')}</Typography>
      ) : now ? (
        <Alert severity="warning" role="status" sx={{ mt: 1 }}>
          {t('cancel.nowText')}
        </Alert>
      ) : (
        <QueryState query={preview} compact>
          {preview.data && <CancelPreviewText preview={preview.data} />}
        </QueryState>
      )}
      {who === 'staff' && started && (
        <FormSwitchField control={form.control} name="now" label={t('cancel.endToday')} />
      )}
      <FormTextArea rows={2} control={form.control} name="reason" label={t('cancel.reason')} />
    </DialogForm>
  );
}
