import type { changePlanInputSchema, PlanChangePreview, ServiceCategory, Subscription } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { planChangePreview, useChangePlan, usePlansOnSale, type Who } from '../api/memberships.ts';
import { dayText, pricePerPeriod } from '../lib/terms.ts';

const changeResolver = lazyZodResolver((schemas) => schemas.changePlanInputSchema);

type ChangeForm = z.input<typeof changePlanInputSchema>;

/**
 * Change a membership's plan today (decisions/0056-membership-plan-changes.md): choose another plan
 * billed by the same period, then see what it does (the credit for the unused days and where it goes,
 * the unused credits it takes back, the new plan's price and credits for the days left, the net, and
 * the next charge) before confirming. Choosing another plan asks for the preview again.
 */
export function ChangePlanDialog({
  who,
  sub,
  onClose,
  onChanged,
}: {
  who: Who;
  sub: Subscription;
  onClose: () => void;
  onChanged: (preview: PlanChangePreview) => void;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const change = useChangePlan(who);
  const onSale = usePlansOnSale(who);
  const plans = onSale.data ?? [];
  const [preview, setPreview] = useState<(PlanChangePreview & { planId: string }) | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const choices = plans.filter((plan) => plan.id !== sub.planId && plan.period === sub.terms.period);
  const form = useForm<ChangeForm, unknown, z.output<typeof changePlanInputSchema>>({
    resolver: changeResolver,
    defaultValues: { planId: '' },
  });
  const planId = useWatch({ control: form.control, name: 'planId' });

  // A preview is of the plan it was asked for: another plan needs another look before confirming.
  useEffect(() => {
    setPreview((shown) => (shown && shown.planId !== planId ? null : shown));
  }, [planId]);

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      if (!preview) {
        setPreview({ ...(await planChangePreview(who, sub.id, values.planId)), planId: values.planId });
        return;
      }
      onChanged(await change.mutateAsync({ id: sub.id, planId: values.planId }));
    } catch (error) {
      setPreview(null);
      setGeneralError(applyServerErrors(error, form.setError, ['planId']));
    }
  });

  const credits = (preview?.credits ?? []).map((line) =>
    t('change.creditsOf', {
      count: line.quantity,
      kind: t(`common:categories.${line.kind as ServiceCategory}`),
    }),
  );

  return (
    <DialogForm
      title={t('change.title', { plan: sub.terms.name })}
      submitLabel={preview ? t('change.confirm') : t('change.preview')}
      closeLabel={t('close')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={changeResolver.preload}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('change.intro')}
      </Typography>
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="planId"
        label={t('change.plan')}
        required
        options={choices.map((option) => ({
          value: option.id,
          label: `${option.name} (${pricePerPeriod(t, format, option.priceCents, option.period)})`,
        }))}
        helperText={onSale.data && choices.length === 0 ? t('change.noPlans') : undefined}
      />
      {preview && (
        <Alert severity="info" role="status" sx={{ mt: 2 }} data-testid="change-preview">
          <Typography sx={{ fontWeight: 600 }}>
            {t('change.previewDays', {
              to: preview.toPlan,
              start: dayText(format, preview.startsOn),
              end: dayText(format, preview.lastDay),
              days: preview.daysLeft,
              total: preview.daysInPeriod,
            })}
          </Typography>
          {preview.creditCents > 0 && (
            <Typography>
              {t(preview.refundTo === 'card' ? 'change.previewCredit' : 'change.previewCreditCash', {
                from: preview.fromPlan,
                amount: format.money(preview.creditCents),
              })}{' '}
              {preview.creditsTakenBack > 0 &&
                t('change.previewCreditsBack', { count: preview.creditsTakenBack, from: preview.fromPlan })}
            </Typography>
          )}
          <Typography>
            {t('change.previewCharge', {
              to: preview.toPlan,
              amount: format.money(preview.chargeCents),
              credits: credits.length > 0 ? credits.join(', ') : t('change.previewNoCredits'),
            })}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>
            {preview.netCents > 0
              ? t('change.previewNetPay', { amount: format.money(preview.netCents) })
              : preview.netCents < 0
                ? t('change.previewNetBack', { amount: format.money(-preview.netCents) })
                : t('change.previewNetZero')}
          </Typography>
          {preview.nextChargeOn && preview.nextChargeCents !== null && (
            <Typography>
              {t('change.previewNext', {
                amount: format.money(preview.nextChargeCents),
                date: dayText(format, preview.nextChargeOn),
              })}
            </Typography>
          )}
        </Alert>
      )}
    </DialogForm>
  );
}
