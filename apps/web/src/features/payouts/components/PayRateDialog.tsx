import { CLASS_PAYS_BY, PAY_RATE_KINDS, type PayRate, type PayRateInput } from '@bmp/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormSwitchField, FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { centsToAmountText } from '../../../lib/amount-text.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useExperts } from '../../studio/index.ts';
import { useRateTargets, useSavePayRate } from '../api/pay-rates.ts';

/** The form as typed: money as text, steps' "up to" as text (empty for the open last step). */
type RateForm = {
  expertId: string;
  target: string;
  kind: PayRateInput['kind'];
  amount: string;
  tiers: { upTo: string; amount: string }[];
  percent: string;
  minimum: string;
  maximum: string;
  countNoShows: boolean;
  countLateCancels: boolean;
  countFreePlaces: boolean;
  classPaysBy: NonNullable<PayRateInput['classPaysBy']>;
  effectiveFrom: string;
  effectiveUntil: string;
};

const FIELDS = [
  'expertId',
  'kind',
  'amount',
  'tiers',
  'percent',
  'minimum',
  'maximum',
  'classPaysBy',
  'effectiveFrom',
  'effectiveUntil',
] as const;

const amountText = (cents: number | null) => (cents === null ? '' : centsToAmountText(cents));

function formOf(rate: PayRate | undefined, today: string): RateForm {
  return {
    expertId: rate?.expertId ?? '',
    target: rate?.offeringId ? `offering:${rate.offeringId}` : rate?.groupId ? `group:${rate.groupId}` : '',
    kind: rate?.kind ?? 'flat',
    amount: rate && rate.flatCents > 0 ? amountText(rate.flatCents) : '',
    tiers: rate?.tiers.length
      ? rate.tiers.map((tier) => ({
          upTo: tier.upTo === null ? '' : String(tier.upTo),
          amount: amountText(tier.cents),
        }))
      : [{ upTo: '', amount: '' }],
    percent: rate && rate.percentBasisPoints > 0 ? String(rate.percentBasisPoints / 100) : '',
    minimum: amountText(rate?.minCents ?? null),
    maximum: amountText(rate?.maxCents ?? null),
    countNoShows: rate?.countNoShows ?? false,
    countLateCancels: rate?.countLateCancels ?? false,
    countFreePlaces: rate?.countFreePlaces ?? false,
    classPaysBy: rate?.classPaysBy ?? 'check_ins_or_roster',
    effectiveFrom: rate?.effectiveFrom ?? today,
    effectiveUntil: rate?.effectiveUntil ?? '',
  };
}

/** What the API reads: only the fields the kind uses; empty texts left out so the server names what is missing. */
function inputOf(form: RateForm): PayRateInput {
  const [targetKind, targetId] = form.target.split(':');
  const usesAmount = form.kind === 'flat' || form.kind === 'base_plus_bonus';
  const usesSteps = form.kind === 'per_attendee' || form.kind === 'base_plus_bonus';
  return {
    expertId: form.expertId || null,
    offeringId: targetKind === 'offering' ? (targetId ?? null) : null,
    groupId: targetKind === 'group' ? (targetId ?? null) : null,
    kind: form.kind,
    ...(usesAmount && form.amount.trim() ? { amount: form.amount } : {}),
    tiers: usesSteps
      ? form.tiers.map((tier) => ({
          upTo: tier.upTo.trim() === '' ? null : Number(tier.upTo),
          amount: tier.amount,
        }))
      : [],
    ...(form.kind === 'revenue_share' && form.percent.trim() ? { percent: form.percent } : {}),
    minimum: form.minimum.trim() ? form.minimum : null,
    maximum: form.maximum.trim() ? form.maximum : null,
    countNoShows: form.countNoShows,
    countLateCancels: form.countLateCancels,
    countFreePlaces: form.countFreePlaces,
    classPaysBy: form.classPaysBy,
    effectiveFrom: form.effectiveFrom,
    effectiveUntil: form.effectiveUntil || null,
  };
}

/**
 * Add a pay rate or change one (docs/decisions/0058-pay-rates.md): whom it pays (a team member, or
 * everyone as the studio's default), for what (every session and class, a service, or a class), how
 * (a flat amount, graduated steps per attendee, a share of revenue, or a base plus a bonus), its least
 * and most, who counts, and the days it applies. The server checks it and answers on the field.
 */
export function PayRateDialog({
  rate,
  today,
  onClose,
  onSaved,
}: {
  rate?: PayRate | undefined;
  today: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('money');
  const save = useSavePayRate();
  const experts = useExperts();
  const targets = useRateTargets();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<RateForm>({ defaultValues: formOf(rate, today) });
  const steps = useFieldArray({ control: form.control, name: 'tiers' });
  const kind = useWatch({ control: form.control, name: 'kind' });

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await save.mutateAsync({ id: rate?.id, input: inputOf(values) });
      onSaved();
    } catch (error) {
      setGeneralError(
        applyServerErrors(error, form.setError, (field) =>
          field.startsWith('tiers.') || (FIELDS as readonly string[]).includes(field)
            ? (field as never)
            : field === 'offeringId' || field === 'groupId'
              ? 'target'
              : undefined,
        ),
      );
    }
  });

  return (
    <DialogForm
      title={rate ? t('payRates.editTitle') : t('payRates.addTitle')}
      submitLabel={rate ? t('save') : t('payRates.add')}
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
        label={t('payRates.who')}
        options={[
          { value: '', label: t('payRates.everyone') },
          ...(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name })),
        ]}
      />
      <FormSelectField
        control={form.control}
        name="target"
        label={t('payRates.what')}
        options={[
          { value: '', label: t('payRates.everything') },
          ...(targets.data?.offerings ?? []).map((offering) => ({
            value: `offering:${offering.id}`,
            label: t('payRates.service', { name: offering.name }),
          })),
          ...(targets.data?.classes ?? []).map((group) => ({
            value: `group:${group.id}`,
            label: t('payRates.class', { name: group.name }),
          })),
        ]}
      />
      <FormSelectField
        control={form.control}
        name="kind"
        label={t('payRates.kind')}
        required
        options={PAY_RATE_KINDS.map((value) => ({ value, label: t(`payRates.kinds.${value}`) }))}
      />
      {(kind === 'flat' || kind === 'base_plus_bonus') && (
        <FormTextField
          control={form.control}
          name="amount"
          label={kind === 'flat' ? t('payRates.amount') : t('payRates.base')}
          required
        />
      )}
      {kind === 'revenue_share' && (
        <FormTextField control={form.control} name="percent" label={t('payRates.percent')} required />
      )}
      {(kind === 'per_attendee' || kind === 'base_plus_bonus') && (
        <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
          <Typography component="legend" variant="subtitle2">
            {kind === 'per_attendee' ? t('payRates.steps') : t('payRates.bonusSteps')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('payRates.stepsHint')}
          </Typography>
          {steps.fields.map((step, index) => (
            <Stack key={step.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
              <FormTextField
                control={form.control}
                name={`tiers.${index}.upTo`}
                label={t('payRates.upTo', { step: index + 1 })}
                inputMode="numeric"
              />
              <FormTextField
                control={form.control}
                name={`tiers.${index}.amount`}
                label={t('payRates.perHead', { step: index + 1 })}
                required
              />
              <IconButton
                aria-label={t('payRates.removeStep', { step: index + 1 })}
                onClick={() => steps.remove(index)}
                disabled={steps.fields.length === 1}
                sx={{ mt: 3 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Stack>
          ))}
          <Button
            startIcon={<AddIcon />}
            onClick={() => steps.append({ upTo: '', amount: '' })}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('payRates.addStep')}
          </Button>
        </Stack>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <FormTextField control={form.control} name="minimum" label={t('payRates.minimum')} />
        <FormTextField control={form.control} name="maximum" label={t('payRates.maximum')} />
      </Stack>
      <FormSelectField
        control={form.control}
        name="classPaysBy"
        label={t('payRates.classPaysBy')}
        options={CLASS_PAYS_BY.map((value) => ({ value, label: t(`payRates.paysBy.${value}`) }))}
      />
      <FormSwitchField control={form.control} name="countNoShows" label={t('payRates.countNoShows')} />
      <FormSwitchField
        control={form.control}
        name="countLateCancels"
        label={t('payRates.countLateCancels')}
      />
      <FormSwitchField control={form.control} name="countFreePlaces" label={t('payRates.countFreePlaces')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <FormTextArea
          control={form.control}
          type="date"
          name="effectiveFrom"
          label={t('payRates.from')}
          required
        />
        <FormTextArea control={form.control} type="date" name="effectiveUntil" label={t('payRates.until')} />
      </Stack>
    </DialogForm>
  );
}
