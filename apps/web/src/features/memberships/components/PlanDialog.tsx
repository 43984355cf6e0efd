import {
  MEMBERSHIP_INCLUDES,
  MEMBERSHIP_PERIODS,
  type MembershipPlan,
  type MembershipPlanInput,
  type membershipPlanInputSchema,
  SERVICE_CATEGORIES,
} from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { type Path, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import {
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextArea,
} from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { MultiSelectField } from '../../../components/MultiSelectField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useContractTemplates } from '../../contracts/index.ts';
import { useSavePlan } from '../api/memberships.ts';

const planResolver = lazyZodResolver((schemas) => schemas.membershipPlanInputSchema);

/** Cents as the text staff would type back ("229.00"); nothing for no fee. */
const amountText = (cents: number) => (cents === 0 ? '' : (cents / 100).toFixed(2));

/** The form's values for an existing plan. */
export function planToInput(plan: MembershipPlan): MembershipPlanInput {
  return {
    name: plan.name,
    description: plan.description,
    period: plan.period,
    price: amountText(plan.priceCents),
    includes: plan.includes,
    grants: plan.grants.map((grant) => ({ ...grant })),
    unlimitedKinds: [...plan.unlimitedKinds],
    dailyCap: plan.dailyCap,
    rolloverMax: plan.rolloverMax,
    signupFee: amountText(plan.signupFeeCents),
    minCommitmentPeriods: plan.minCommitmentPeriods,
    autoRenew: plan.autoRenew,
    agreementTemplateId: plan.agreementTemplateId,
    freezesPerYear: plan.freezesPerYear,
    freezeMinDays: plan.freezeMinDays,
    freezeMaxDays: plan.freezeMaxDays,
    freezeFee: amountText(plan.freezeFeeCents),
    cancelNoticeDays: plan.cancelNoticeDays,
    active: plan.active,
  };
}

const EMPTY_PLAN: MembershipPlanInput = {
  name: '',
  description: '',
  period: 'month',
  price: '',
  includes: 'credits',
  grants: [{ kind: 'training', quantity: 8 }],
  unlimitedKinds: [],
  dailyCap: null,
  rolloverMax: 0,
  signupFee: '',
  minCommitmentPeriods: 0,
  autoRenew: true,
  agreementTemplateId: null,
  freezesPerYear: 0,
  freezeMinDays: 7,
  freezeMaxDays: 30,
  freezeFee: '',
  cancelNoticeDays: 0,
  active: true,
};

/** The request's fields the form shows, for the server's messages; a grant's line by its number. */
const PLAN_FIELDS = new Set<string>(Object.keys(EMPTY_PLAN));
const planField = (field: string): Path<MembershipPlanInput> | undefined =>
  PLAN_FIELDS.has(field) || /^grants\.\d+\.(kind|quantity)$/.test(field)
    ? (field as Path<MembershipPlanInput>)
    : undefined;

/** A titled group of the dialog's fields. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="fieldset" aria-labelledby={id} sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
      <Typography id={id} component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Fields side by side on wide screens, one under the other on narrow ones. */
function Row({ children }: { children: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
      {children}
    </Stack>
  );
}

/**
 * Add a membership plan or change one (decision 0055): its price per period, what a period includes
 * (credits by kind, or unlimited kinds with a cap per day), rollover, sign-up fee, commitment,
 * renewal, the agreement to sign, freezes and the notice to cancel. Memberships already sold keep the
 * terms they were sold with. The server's messages show on their fields.
 */
export function PlanDialog({
  plan,
  onClose,
  onSaved,
}: {
  plan?: MembershipPlan | undefined;
  onClose: () => void;
  onSaved: (plan: MembershipPlan) => void;
}) {
  const { t } = useTranslation('memberships');
  const save = useSavePlan();
  const templates = useContractTemplates();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<MembershipPlanInput, unknown, z.output<typeof membershipPlanInputSchema>>({
    resolver: planResolver,
    defaultValues: plan ? planToInput(plan) : EMPTY_PLAN,
  });
  const grants = useFieldArray({ control: form.control, name: 'grants' });
  const includes = useWatch({ control: form.control, name: 'includes' });
  const grantsError = form.formState.errors.grants;
  const grantsMessage = grantsError?.message ?? grantsError?.root?.message;

  const onSubmit = form.handleSubmit(async () => {
    setGeneralError(null);
    // Amounts go as typed (the API parses them); what the other kind of plan would include is left out.
    const values = form.getValues();
    const input: MembershipPlanInput =
      values.includes === 'unlimited'
        ? { ...values, grants: [] }
        : { ...values, unlimitedKinds: [], dailyCap: null };
    try {
      onSaved(await save.mutateAsync({ id: plan?.id, input }));
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, planField));
    }
  });

  const kindOptions = SERVICE_CATEGORIES.map((kind) => ({
    value: kind,
    label: t(`common:categories.${kind}`),
  }));
  const agreements = (templates.data?.items ?? []).filter(
    (template) => template.kind === 'membership_agreement' && template.publishedVersion !== null,
  );
  return (
    <DialogForm
      title={plan ? t('plans.editTitle', { name: plan.name }) : t('plans.addTitle')}
      submitLabel={plan ? t('plans.save') : t('plans.add')}
      closeLabel={t('close')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={planResolver.preload}
      maxWidth="md"
    >
      <FormAlert>{generalError}</FormAlert>
      <FormTextField control={form.control} name="name" label={t('fields.name')} required />
      <FormTextArea rows={2} control={form.control} name="description" label={t('fields.description')} />
      <Row>
        <FormTextField
          control={form.control}
          name="price"
          label={t('fields.price')}
          required
          helperText={t('fields.priceHint')}
        />
        <FormSelectField
          control={form.control}
          name="period"
          label={t('fields.period')}
          required
          options={MEMBERSHIP_PERIODS.map((period) => ({ value: period, label: t(`period.${period}`) }))}
        />
      </Row>

      <Group title={t('plans.includesLegend')}>
        <FormSelectField
          control={form.control}
          name="includes"
          label={t('fields.includes')}
          required
          options={MEMBERSHIP_INCLUDES.map((value) => ({ value, label: t(`includesKind.${value}`) }))}
        />
        {includes === 'unlimited' ? (
          <Row>
            <MultiSelectField
              control={form.control}
              name="unlimitedKinds"
              label={t('fields.unlimitedKinds')}
              options={kindOptions}
            />
            <FormNumberField
              emptyValue={null}
              control={form.control}
              name="dailyCap"
              label={t('fields.dailyCap')}
              helperText={t('fields.dailyCapHint')}
            />
          </Row>
        ) : (
          <>
            {grants.fields.map((field, index) => (
              <Stack key={field.id} direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
                <FormSelectField
                  control={form.control}
                  name={`grants.${index}.kind`}
                  required
                  label={t('fields.kind')}
                  options={kindOptions}
                />
                <FormNumberField
                  control={form.control}
                  name={`grants.${index}.quantity`}
                  required
                  label={t('fields.credits')}
                />
                <IconButton
                  aria-label={t('plans.removeGrant', { number: index + 1 })}
                  onClick={() => grants.remove(index)}
                  disabled={grants.fields.length === 1}
                  sx={{ mt: 3 }}
                >
                  <DeleteOutline />
                </IconButton>
              </Stack>
            ))}
            {grantsMessage && <FormHelperText error>{grantsMessage}</FormHelperText>}
            <Button
              startIcon={<Add />}
              onClick={() => {
                const used = new Set(form.getValues('grants')?.map((grant) => grant.kind));
                const kind = SERVICE_CATEGORIES.find((category) => !used.has(category)) ?? 'training';
                grants.append({ kind, quantity: 1 });
              }}
              disabled={grants.fields.length >= SERVICE_CATEGORIES.length}
            >
              {t('plans.addGrant')}
            </Button>
            <FormNumberField
              control={form.control}
              name="rolloverMax"
              label={t('fields.rolloverMax')}
              helperText={t('fields.rolloverHint')}
            />
          </>
        )}
      </Group>

      <Group title={t('plans.termsLegend')}>
        <Row>
          <FormTextField
            control={form.control}
            name="signupFee"
            label={t('fields.signupFee')}
            helperText={t('fields.feeHint')}
          />
          <FormNumberField
            control={form.control}
            name="minCommitmentPeriods"
            label={t('fields.minCommitmentPeriods')}
            helperText={t('fields.commitmentHint')}
          />
        </Row>
        <Row>
          <FormNumberField
            control={form.control}
            name="cancelNoticeDays"
            label={t('fields.cancelNoticeDays')}
            helperText={t('fields.noticeHint')}
          />
          <FormSelectField
            control={form.control}
            name="agreementTemplateId"
            label={t('fields.agreement')}
            helperText={
              templates.data && agreements.length === 0 ? t('fields.noAgreements') : t('fields.agreementHint')
            }
            options={[
              { value: '', label: t('fields.noAgreement') },
              ...agreements.map((template) => ({ value: template.id, label: template.name })),
            ]}
          />
        </Row>
        <FormSwitchField control={form.control} name="autoRenew" label={t('fields.autoRenew')} />
      </Group>

      <Group title={t('plans.freezeLegend')}>
        <Row>
          <FormNumberField
            control={form.control}
            name="freezesPerYear"
            label={t('fields.freezesPerYear')}
            helperText={t('fields.freezesHint')}
          />
          <FormTextField control={form.control} name="freezeFee" label={t('fields.freezeFee')} />
        </Row>
        <Row>
          <FormNumberField control={form.control} name="freezeMinDays" label={t('fields.freezeMinDays')} />
          <FormNumberField control={form.control} name="freezeMaxDays" label={t('fields.freezeMaxDays')} />
        </Row>
      </Group>

      <Box sx={{ mt: 2 }}>
        <FormSwitchField control={form.control} name="active" label={t('fields.onSale')} />
      </Box>
    </DialogForm>
  );
}
