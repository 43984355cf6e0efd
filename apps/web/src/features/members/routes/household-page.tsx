import {
  ADULT_AGE,
  ageOn,
  HOUSEHOLD_RELATIONSHIPS,
  type HouseholdMemberInput,
  type householdMemberInputSchema,
} from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { GuardianWaiverAction } from '../../contracts/index.ts';
import {
  type HouseholdMember,
  useHousehold,
  useRemoveHouseholdMember,
  useSaveHouseholdMember,
} from '../api/members-api.ts';

const householdResolver = lazyZodResolver((shared) => shared.householdMemberInputSchema);
const FIELDS = ['fullName', 'relationship', 'dateOfBirth', 'medicalNote'] as const;

/** /members/settings/members: the people who come along to Duo, Family and Youth sessions. */
export function HouseholdPage() {
  const { t } = useTranslation('members');
  const snackbar = useSnackbar();
  const household = useHousehold();
  const remove = useRemoveHouseholdMember();
  const format = useFormat();
  const [editing, setEditing] = useState<HouseholdMember | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  return (
    <Stack spacing={3}>
      <PageHeading title={t('household.title')}>{t('household.intro')}</PageHeading>
      <FormAlert>{error}</FormAlert>
      <QueryState query={household} compact />
      {household.data && (
        <Card variant="outlined">
          <CardContent>
            {household.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('household.empty')}</Typography>
            ) : (
              <List aria-label={t('household.title')}>
                {household.data.items.map((person) => (
                  <ListItem
                    key={person.id}
                    secondaryAction={
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => setEditing(person)}>
                          {t('household.edit', { name: person.fullName })}
                        </Button>
                        <Button
                          size="small"
                          color="error"
                          onClick={async () => {
                            setError(null);
                            try {
                              await remove.mutateAsync(person.id);
                              snackbar.saved(t('household.removed', { name: person.fullName }));
                            } catch (caught) {
                              setError(errorMessage(caught));
                            }
                          }}
                        >
                          {t('household.remove', { name: person.fullName })}
                        </Button>
                      </Stack>
                    }
                  >
                    <Box>
                      <ListItemText
                        primary={person.fullName}
                        secondary={`${t(`relationships.${person.relationship}`)} · ${format.date(`${person.dateOfBirth}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })}`}
                      />
                      {/* A minor takes part on their guardian's waiver of their own (decision 0053). */}
                      {ageOn(person.dateOfBirth, today) < ADULT_AGE && (
                        <GuardianWaiverAction dependant={person} />
                      )}
                    </Box>
                  </ListItem>
                ))}
              </List>
            )}
            {editing === null && (
              <Button variant="contained" onClick={() => setEditing('new')} sx={{ mt: 2 }}>
                {t('household.add')}
              </Button>
            )}
          </CardContent>
        </Card>
      )}
      {editing !== null && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2">
              {editing === 'new' ? t('household.add') : t('household.editTitle', { name: editing.fullName })}
            </Typography>
            <HouseholdForm
              key={editing === 'new' ? 'new' : editing.id}
              person={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

function HouseholdForm({ person, onDone }: { person: HouseholdMember | undefined; onDone: () => void }) {
  const { t } = useTranslation('members');
  const snackbar = useSnackbar();
  const save = useSaveHouseholdMember();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<HouseholdMemberInput, unknown, z.output<typeof householdMemberInputSchema>>({
    resolver: householdResolver,
    defaultValues: {
      fullName: person?.fullName ?? '',
      relationship: person?.relationship ?? 'child',
      dateOfBirth: person?.dateOfBirth ?? '',
      medicalNote: person?.medicalNote ?? '',
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await save.mutateAsync({ ...(person ? { id: person.id } : {}), input: values });
      snackbar.saved(t('household.saved', { name: values.fullName }));
      onDone();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={householdResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <FormTextField control={form.control} name="fullName" label={t('household.fullName')} required />
      <FormSelectField
        control={form.control}
        name="relationship"
        label={t('household.relationship')}
        options={HOUSEHOLD_RELATIONSHIPS.map((value) => ({ value, label: t(`relationships.${value}`) }))}
        emptyValue={undefined}
        required
      />
      <FormTextArea
        control={form.control}
        name="dateOfBirth"
        label={t('profile.dateOfBirth')}
        type="date"
        required
      />
      <FormTextArea
        control={form.control}
        name="medicalNote"
        label={t('household.medicalNote')}
        helperText={t('household.medicalNoteHint')}
        rows={2}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button onClick={onDone}>{t('household.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
          {t('household.save')}
        </Button>
      </Stack>
    </Box>
  );
}
