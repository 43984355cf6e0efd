import type { MembershipPlan, Subscription, subscribeInputSchema } from '@bmp/shared';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSubscribe } from '../api/memberships.ts';
import { pricePerPeriod } from '../lib/terms.ts';

const subscribeResolver = lazyZodResolver((schemas) => schemas.subscribeInputSchema);

type ChooseForm = z.input<typeof subscribeInputSchema>;

/**
 * The member chooses a plan (decision 0055): how to pay (a card only when the studio takes cards),
 * what the first charge is, and that the agreement comes first when the plan has one. Confirming makes
 * a pending membership; its page takes the member through signing and paying.
 */
export function ChoosePlanDialog({
  plan,
  cardPayments,
  onClose,
  onChosen,
}: {
  plan: MembershipPlan;
  cardPayments: boolean;
  onClose: () => void;
  onChosen: (sub: Subscription) => void;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const subscribe = useSubscribe();
  const labelId = useId();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<ChooseForm, unknown, z.output<typeof subscribeInputSchema>>({
    resolver: subscribeResolver,
    defaultValues: { planId: plan.id, paymentMethod: 'studio' },
  });
  const method = useController({ control: form.control, name: 'paymentMethod' });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      onChosen(await subscribe.mutateAsync(values));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['paymentMethod']));
    }
  });

  return (
    <DialogForm
      title={t('choose.title', { plan: plan.name })}
      submitLabel={t('choose.submit')}
      closeLabel={t('close')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={subscribeResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      <Typography>
        {t('choose.price', { price: pricePerPeriod(t, format, plan.priceCents, plan.period) })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {plan.signupFeeCents > 0
          ? t('choose.firstChargeWithFee', {
              amount: format.money(plan.priceCents + plan.signupFeeCents),
              fee: format.money(plan.signupFeeCents),
            })
          : t('choose.firstCharge', { amount: format.money(plan.priceCents) })}
      </Typography>
      {cardPayments ? (
        <FormControl error={method.fieldState.invalid} required>
          <FormLabel id={labelId}>{t('choose.how')}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            name={method.field.name}
            value={method.field.value ?? 'studio'}
            onChange={(event) => method.field.onChange(event.target.value)}
          >
            <FormControlLabel value="studio" control={<Radio />} label={t('choose.studio')} />
            <FormControlLabel value="card" control={<Radio />} label={t('choose.card')} />
          </RadioGroup>
          {method.fieldState.error && <FormHelperText>{method.fieldState.error.message}</FormHelperText>}
        </FormControl>
      ) : (
        <Typography>{t('choose.studioOnly')}</Typography>
      )}
      {plan.agreementTemplateId && (
        <FormAlert severity="info">
          {t('choose.agreementFirst', { name: plan.agreementName ?? '' })}
        </FormAlert>
      )}
    </DialogForm>
  );
}
