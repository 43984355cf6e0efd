import type { MembershipPlan, Subscription, subscribeInputSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSellSubscription } from '../api/memberships.ts';
import { commitmentText, includesLines, pricePerPeriod } from '../lib/terms.ts';

const sellResolver = lazyZodResolver((schemas) => schemas.subscribeInputSchema);

type SellForm = z.input<typeof subscribeInputSchema>;

/**
 * Staff sell a membership at the desk (decision 0055): choose a plan on sale, read what it means, and
 * confirm. It is paid at the studio; a plan with an agreement emails it and starts once it is signed,
 * one without starts at once.
 */
export function SellMembershipDialog({
  customerId,
  customerName,
  plans,
  onClose,
  onSold,
}: {
  customerId: string;
  customerName: string;
  /** The plans on sale. */
  plans: MembershipPlan[];
  onClose: () => void;
  onSold: (sub: Subscription) => void;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const sell = useSellSubscription();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<SellForm, unknown, z.output<typeof subscribeInputSchema>>({
    resolver: sellResolver,
    defaultValues: { planId: '', paymentMethod: 'studio' },
  });
  const planId = useWatch({ control: form.control, name: 'planId' });
  const plan = plans.find((candidate) => candidate.id === planId);

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onSold(await sell.mutateAsync({ customerId, planId: values.planId }));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['planId']));
    }
  });

  return (
    <DialogForm
      title={t('sell.title', { name: customerName })}
      submitLabel={t('sell.submit')}
      closeLabel={t('close')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={sellResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="planId"
        label={t('sell.plan')}
        required
        options={plans.map((option) => ({
          value: option.id,
          label: `${option.name} (${pricePerPeriod(t, format, option.priceCents, option.period)})`,
        }))}
        helperText={plans.length === 0 ? t('sell.noPlans') : undefined}
      />
      {plan && (
        <Alert severity="info" role="status" sx={{ mt: 1 }} data-testid="sell-summary">
          <Typography>{includesLines(t, plan).join(', ')}</Typography>
          <Typography>
            {commitmentText(t, plan)}
            {plan.signupFeeCents > 0 &&
              `; ${t('terms.signupFee', { fee: format.money(plan.signupFeeCents) })}`}
          </Typography>
          <Typography sx={{ fontWeight: 600, mt: 1 }}>
            {plan.agreementTemplateId ? t('sell.withAgreement') : t('sell.withoutAgreement')}
          </Typography>
        </Alert>
      )}
    </DialogForm>
  );
}
