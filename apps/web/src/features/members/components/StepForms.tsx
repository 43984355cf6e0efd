import {
  LANGUAGES,
  MEDICAL_QUESTIONS,
  type MedicalAnswersInput,
  type MemberInterestsInput,
  type MemberProfileInput,
  NUTRITION_QUESTIONS,
  type NutritionAnswersInput,
  SPECIALITIES,
  SPORT_ACTIVITIES,
} from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormReturn,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PointField } from '../../../components/map/PointField.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import type { MemberProfileView } from '../api/members-api.ts';
import { FormMultiSelect } from './FormMultiSelect.tsx';

const profileResolver = lazyZodResolver((shared) => shared.memberProfileInputSchema);
const interestsResolver = lazyZodResolver((shared) => shared.memberInterestsInputSchema);
const medicalResolver = lazyZodResolver((shared) => shared.medicalAnswersInputSchema);
const nutritionResolver = lazyZodResolver((shared) => shared.nutritionAnswersInputSchema);

type StepFormProps<Input> = {
  saved: MemberProfileView | undefined;
  submitLabel: string;
  onSave: (input: Input) => Promise<unknown>;
  /** Shown left of the save button (e.g. "Back"). */
  extra?: ReactNode;
};

/** Submits, puts server messages on their fields, and shows the general message if any is left. */
function useSubmit<T extends FieldValues, Out>(
  form: UseFormReturn<T, unknown, Out>,
  fields: readonly Path<T>[],
  onSave: (input: Out) => Promise<unknown>,
) {
  const [generalError, setGeneralError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await onSave(values);
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, fields));
    }
  });
  return { generalError, onSubmit };
}

function Actions({ label, extra, busy }: { label: string; extra?: ReactNode; busy: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
      {extra}
      <Button type="submit" variant="contained" disabled={busy}>
        {label}
      </Button>
    </Stack>
  );
}

/** The profile step's fields (the profile page adds the interests to them). */
export const PROFILE_FIELDS = [
  'fullName',
  'phone',
  'dateOfBirth',
  'address',
  'city',
  'emergencyContactName',
  'emergencyContactPhone',
  'latitude',
  'longitude',
] as const;

export function profileDefaults(saved: MemberProfileView | undefined): MemberProfileInput {
  return {
    fullName: saved?.fullName ?? '',
    phone: saved?.phone ?? '',
    dateOfBirth: saved?.dateOfBirth ?? '',
    address: saved?.address ?? '',
    // The studio's default location until the member says otherwise (not a fixed Los Angeles).
    city: saved?.city ?? saved?.citySuggestions[0] ?? '',
    emergencyContactName: saved?.emergencyContactName ?? '',
    emergencyContactPhone: saved?.emergencyContactPhone ?? '',
    latitude: saved?.latitude ?? null,
    longitude: saved?.longitude ?? null,
  };
}

/** The profile fields, shared by onboarding's first step and the profile page. */
export function ProfileFields({
  form,
  citySuggestions,
}: {
  form: UseFormReturn<MemberProfileInput>;
  citySuggestions: readonly string[] | undefined;
}) {
  const { t } = useTranslation('members');
  const control = form.control;
  return (
    <>
      <FormTextField
        control={control}
        name="fullName"
        label={t('profile.fullName')}
        autoComplete="name"
        required
      />
      <FormTextField
        control={control}
        name="phone"
        label={t('profile.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        helperText={t('profile.phoneHint')}
        required
      />
      <FormTextArea
        control={control}
        name="dateOfBirth"
        label={t('profile.dateOfBirth')}
        type="date"
        required
      />
      <FormTextField
        control={control}
        name="address"
        label={t('profile.address')}
        autoComplete="street-address"
        required
      />
      <FormTextField
        control={control}
        name="city"
        label={t('profile.location')}
        autoComplete="address-level2"
        helperText={t('profile.cityHint')}
        suggestions={citySuggestions}
        required
      />
      <PointField
        control={control}
        latitudeName="latitude"
        longitudeName="longitude"
        legend={t('profile.point')}
        pinLabel={t('profile.pin')}
      />
      <FormTextField
        control={control}
        name="emergencyContactName"
        label={t('profile.emergencyContactName')}
        required
      />
      <FormTextField
        control={control}
        name="emergencyContactPhone"
        label={t('profile.emergencyContactPhone')}
        type="tel"
        inputMode="tel"
        required
      />
    </>
  );
}

export function ProfileStepForm({ saved, submitLabel, onSave, extra }: StepFormProps<MemberProfileInput>) {
  const form = useForm<MemberProfileInput, unknown, MemberProfileInput>({
    resolver: profileResolver as never,
    defaultValues: profileDefaults(saved),
  });
  const { generalError, onSubmit } = useSubmit(form, PROFILE_FIELDS, onSave);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={profileResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <ProfileFields form={form as never} citySuggestions={saved?.citySuggestions} />
      <Actions label={submitLabel} extra={extra} busy={form.formState.isSubmitting} />
    </Box>
  );
}

export function interestsDefaults(saved: MemberProfileView | undefined): MemberInterestsInput {
  // The server answers what it stored, which its own schema checked: the lists' values.
  return {
    sports: saved?.sports ?? [],
    goals: (saved?.goals ?? []) as MemberInterestsInput['goals'],
    languages: (saved?.languages ?? []) as MemberInterestsInput['languages'],
  };
}

/** Sports, goals and languages; list items are shown in the list's own words (SPEC.md section 3). */
export function InterestsFields({ form }: { form: UseFormReturn<MemberInterestsInput> }) {
  const { t } = useTranslation('members');
  return (
    <>
      <FormMultiSelect
        control={form.control}
        name="sports"
        label={t('interests.sports')}
        helperText={t('interests.sportsHint')}
        options={SPORT_ACTIVITIES.map((sport) => ({ value: sport.id, label: sport.title }))}
      />
      <FormMultiSelect
        control={form.control}
        name="goals"
        label={t('interests.goals')}
        options={SPECIALITIES.map((goal) => ({ value: goal, label: goal }))}
      />
      <FormMultiSelect
        control={form.control}
        name="languages"
        required
        label={t('interests.languages')}
        options={LANGUAGES.map((language) => ({ value: language, label: language }))}
      />
    </>
  );
}

export function InterestsStepForm({
  saved,
  submitLabel,
  onSave,
  extra,
}: StepFormProps<MemberInterestsInput>) {
  const form = useForm<MemberInterestsInput, unknown, MemberInterestsInput>({
    resolver: interestsResolver as never,
    defaultValues: interestsDefaults(saved),
  });
  const { generalError, onSubmit } = useSubmit(form, ['sports', 'goals', 'languages'], onSave);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={interestsResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <InterestsFields form={form as never} />
      <Actions label={submitLabel} extra={extra} busy={form.formState.isSubmitting} />
    </Box>
  );
}

type MedicalForm = Record<string, { answer: boolean | undefined; details: string }>;

export function medicalDefaults(saved: MemberProfileView | undefined): MedicalForm {
  return Object.fromEntries(
    MEDICAL_QUESTIONS.map((id) => [
      id,
      { answer: saved?.medical?.[id]?.answer, details: saved?.medical?.[id]?.details ?? '' },
    ]),
  );
}

function YesNoQuestion({ form, id }: { form: UseFormReturn<MedicalForm>; id: string }) {
  const { t } = useTranslation('members');
  const { field, fieldState } = useController({ control: form.control, name: `${id}.answer` });
  const answer = useWatch({ control: form.control, name: `${id}.answer` });
  const labelId = `medical-${id}-label`;
  return (
    <Box sx={{ mb: 2 }}>
      <FormControl error={fieldState.invalid} required>
        <FormLabel id={labelId}>{t(`medical.${id}`)}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={field.name}
          value={field.value === undefined ? '' : String(field.value)}
          onChange={(event) => field.onChange(event.target.value === 'true')}
        >
          <FormControlLabel value="true" control={<Radio />} label={t('medical.yes')} />
          <FormControlLabel value="false" control={<Radio />} label={t('medical.no')} />
        </RadioGroup>
        {fieldState.error && <FormHelperText>{t('medical.answerRequired')}</FormHelperText>}
      </FormControl>
      {answer === true && (
        <FormTextArea
          control={form.control}
          name={`${id}.details`}
          label={t('medical.details')}
          rows={2}
          required
        />
      )}
    </Box>
  );
}

export function MedicalFields({ form }: { form: UseFormReturn<MedicalForm> }) {
  const { t } = useTranslation('members');
  return (
    <>
      <FormAlert severity="info">{t('medical.intro')}</FormAlert>
      {MEDICAL_QUESTIONS.map((id) => (
        <YesNoQuestion key={id} form={form} id={id} />
      ))}
    </>
  );
}

export function MedicalStepForm({ saved, submitLabel, onSave, extra }: StepFormProps<MedicalAnswersInput>) {
  const form = useForm<MedicalForm, unknown, MedicalAnswersInput>({
    resolver: medicalResolver as never,
    defaultValues: medicalDefaults(saved),
  });
  const fields = MEDICAL_QUESTIONS.flatMap((id) => [`${id}.answer`, `${id}.details`]) as Path<MedicalForm>[];
  const { generalError, onSubmit } = useSubmit(form, fields, onSave);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={medicalResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <MedicalFields form={form as never} />
      <Actions label={submitLabel} extra={extra} busy={form.formState.isSubmitting} />
    </Box>
  );
}

export function nutritionDefaults(saved: MemberProfileView | undefined): Record<string, string> {
  return Object.fromEntries(NUTRITION_QUESTIONS.map((id) => [id, saved?.nutrition?.[id] ?? '']));
}

export function NutritionFields({ form }: { form: UseFormReturn<Record<string, string>> }) {
  const { t } = useTranslation('members');
  return (
    <>
      <FormAlert severity="info">{t('nutrition.intro')}</FormAlert>
      {NUTRITION_QUESTIONS.map((id, index) => (
        <FormTextArea
          key={id}
          control={form.control}
          name={id}
          label={`${index + 1}. ${t(`nutrition.${id}`)}`}
          rows={1}
        />
      ))}
    </>
  );
}

export function NutritionStepForm({
  saved,
  submitLabel,
  onSave,
  extra,
}: StepFormProps<NutritionAnswersInput>) {
  const form = useForm<Record<string, string>, unknown, NutritionAnswersInput>({
    resolver: nutritionResolver as never,
    defaultValues: nutritionDefaults(saved),
  });
  const { generalError, onSubmit } = useSubmit(form, NUTRITION_QUESTIONS, onSave);
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={nutritionResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <NutritionFields form={form as never} />
      <Actions label={submitLabel} extra={extra} busy={form.formState.isSubmitting} />
    </Box>
  );
}
