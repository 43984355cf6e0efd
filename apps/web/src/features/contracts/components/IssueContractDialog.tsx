import { CONTRACT_EXPIRY_DAYS, type ContractIssueInput, type contractIssueSchema } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormNumberField, FormSelectField, FormSwitchField } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import {
  type ContractTemplate,
  type StaffContract,
  useCustomerWaivers,
  useIssueContract,
} from '../api/contracts.ts';
import { type IssuePerson, IssuePersonPicker, signersOf } from './IssuePersonPicker.tsx';

const issueResolver = lazyZodResolver((schemas) => schemas.contractIssueSchema);

const FIELDS = ['templateId', 'personId', 'dependantId', 'expiresInDays', 'send'] as const;

/**
 * Issues a published template to someone: a member (or, as their guardian, for one of their
 * household), or a team member for a contractor agreement; the days they have to sign, and whether it
 * is sent now (email and notification) or kept as a draft to send later.
 */
export function IssueContractDialog({
  templates,
  onClose,
  onIssued,
}: {
  /** The studio's templates; only published ones are offered. */
  templates: ContractTemplate[];
  onClose: () => void;
  onIssued: (contract: StaffContract) => void;
}) {
  const { t } = useTranslation('contracts');
  const snackbar = useSnackbar();
  const issue = useIssueContract();
  const published = templates.filter((template) => template.publishedVersion !== null);
  const [person, setPerson] = useState<IssuePerson | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<ContractIssueInput, unknown, z.output<typeof contractIssueSchema>>({
    resolver: issueResolver,
    defaultValues: {
      templateId: published.length === 1 ? published[0]?.id : undefined,
      personId: undefined,
      dependantId: null,
      expiresInDays: CONTRACT_EXPIRY_DAYS.default,
      send: true,
    },
  });
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const kind = published.find((template) => template.id === templateId)?.kind;
  const isCustomer = person?.group === 'member';
  const household = useCustomerWaivers(person?.id ?? '', { enabled: isCustomer });
  const dependants = isCustomer ? (household.data?.dependants ?? []) : [];

  const choosePerson = (next: IssuePerson | null) => {
    setPerson(next);
    form.setValue('personId', next?.id as string, { shouldValidate: form.formState.isSubmitted });
    form.setValue('dependantId', null);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setGeneralError(null);
      try {
        const contract = await issue.mutateAsync(values);
        snackbar.saved(
          values.send
            ? t('issue.sent', { title: contract.title, name: contract.person.name })
            : t('issue.drafted', { title: contract.title, name: contract.person.name }),
        );
        onIssued(contract);
      } catch (error) {
        setGeneralError(applyServerErrors(error, form.setError, FIELDS));
      }
    },
    () => snackbar.failed(t('common:form.notSavedFields')),
  );

  return (
    <DialogForm
      title={t('issue.title')}
      submitLabel={t('issue.submit')}
      closeLabel={t('actions.cancel')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={issueResolver.preload}
    >
      <FormAlert>{generalError}</FormAlert>
      {published.length === 0 && <FormAlert severity="info">{t('issue.noTemplates')}</FormAlert>}
      <FormSelectField
        control={form.control}
        name="templateId"
        label={t('issue.template')}
        required
        emptyValue={undefined}
        options={published.map((template) => ({
          value: template.id,
          label: `${template.name} (${t(`kinds.${template.kind}`)})`,
        }))}
      />
      <Controller
        control={form.control}
        name="personId"
        render={({ field, fieldState }) => (
          <IssuePersonPicker
            key={kind ?? 'any'}
            kind={kind}
            value={person}
            onChange={choosePerson}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            label={t('issue.person')}
            required
            error={fieldState.invalid}
            helperText={
              fieldState.error?.message ??
              (signersOf(kind).customers
                ? signersOf(kind).team.length > 0
                  ? t('issue.personHelpAny')
                  : t('issue.personHelpMembers')
                : t('issue.personHelpTeam'))
            }
          />
        )}
      />
      {isCustomer && dependants.length > 0 && (
        <FormSelectField
          control={form.control}
          name="dependantId"
          label={t('issue.dependant')}
          helperText={t('issue.dependantHelp', { name: person?.name ?? '' })}
          options={[
            { value: '', label: t('issue.noDependant', { name: person?.name ?? '' }) },
            ...dependants.map((dependant) => ({ value: dependant.id, label: dependant.name })),
          ]}
        />
      )}
      <FormNumberField
        control={form.control}
        name="expiresInDays"
        label={t('issue.days')}
        helperText={t('issue.daysHelp', { min: CONTRACT_EXPIRY_DAYS.min, max: CONTRACT_EXPIRY_DAYS.max })}
      />
      <FormSwitchField control={form.control} name="send" label={t('issue.sendNow')} />
      <Typography variant="body2" color="text.secondary">
        {t('issue.sendHelp')}
      </Typography>
    </DialogForm>
  );
}
