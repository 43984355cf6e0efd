import {
  type GroupOccurrence,
  type OccurrenceChangeInput,
  type occurrenceChangeSchema,
  toZonedParts,
} from '@bmp/shared';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useExperts } from '../../studio/index.ts';
import { useChangeOccurrence } from '../api/groups.ts';

type Action = OccurrenceChangeInput['action'];
const ACTIONS: Action[] = ['skip', 'move', 'expert'];
const changeResolver = lazyZodResolver((schemas) => schemas.occurrenceChangeSchema);

/**
 * One session's exception: skip it (everyone is released and told), move it to another date and time
 * (in the studio's zone, checked against business hours and the expert's other work), or give it to
 * another expert. The API's message lands on the field it is about.
 */
export function OccurrenceChangeDialog({
  occurrence,
  onClose,
}: {
  occurrence: GroupOccurrence;
  onClose: () => void;
}) {
  const { t } = useTranslation('groups');
  const format = useFormat();
  const titleId = useId();
  const [action, setAction] = useState<Action>('move');
  const when = format.studioDateTime(occurrence.startsAt, occurrence.timeZone);
  const picker = (
    <TextField
      select
      fullWidth
      margin="normal"
      label={t('change.action')}
      value={action}
      onChange={(event) => setAction(event.target.value as Action)}
    >
      {ACTIONS.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`change.actions.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('change.title', { when })}</DialogTitle>
      <ChangeForm key={action} action={action} occurrence={occurrence} onClose={onClose}>
        {picker}
      </ChangeForm>
    </Dialog>
  );
}

function defaultsOf(action: Action, occurrence: GroupOccurrence): OccurrenceChangeInput {
  if (action === 'skip') return { action, reason: '' };
  if (action === 'expert') return { action, expertId: occurrence.expert.id };
  const parts = toZonedParts(new Date(occurrence.startsAt), occurrence.timeZone);
  return { action, date: parts.date, startTime: parts.time };
}

function ChangeForm({
  action,
  occurrence,
  onClose,
  children,
}: {
  action: Action;
  occurrence: GroupOccurrence;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('groups');
  const change = useChangeOccurrence();
  const experts = useExperts(action === 'expert');
  const [general, setGeneral] = useState<string | null>(null);
  // One form per action: each is one member of the API's union, so the shared schema checks it as is.
  type Values = Record<string, string>;
  const form = useForm<Values, unknown, z.output<typeof occurrenceChangeSchema>>({
    resolver: changeResolver as never,
    defaultValues: defaultsOf(action, occurrence) as Values,
  });
  const fields = Object.keys(defaultsOf(action, occurrence)) as Path<Values>[];

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await change.mutateAsync({ occurrenceId: occurrence.id, change: values });
      onClose();
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, fields));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} onInput={changeResolver.preload}>
      <DialogContent sx={{ pt: 0 }}>
        {children}
        <FormAlert>{general}</FormAlert>
        {action === 'skip' && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('change.skipHelp')}
            </Typography>
            <FormTextArea control={form.control} name="reason" label={t('change.reason')} rows={2} />
          </>
        )}
        {action === 'move' && (
          <>
            <Typography variant="body2" color="text.secondary">
              {t('change.moveHelp', { zone: occurrence.timeZone })}
            </Typography>
            <FormTextArea control={form.control} name="date" type="date" label={t('change.date')} required />
            <FormTextArea
              control={form.control}
              name="startTime"
              type="time"
              label={t('fields.startTime')}
              required
            />
          </>
        )}
        {action === 'expert' && (
          <FormSelectField
            control={form.control}
            name="expertId"
            label={t('fields.expert')}
            emptyValue={undefined}
            required
            options={(experts.data ?? []).map((expert) => ({ value: expert.id, label: expert.name }))}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={form.formState.isSubmitting}>
          {t('dialog.close')}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={action === 'skip' ? 'error' : 'primary'}
          disabled={form.formState.isSubmitting}
        >
          {t(`change.submit.${action}`)}
        </Button>
      </DialogActions>
    </form>
  );
}
