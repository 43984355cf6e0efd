import type { completionNotesInputSchema, Service } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useSaveCompletionNotes, useTransitionService } from '../api/booking.ts';

const notesResolver = lazyZodResolver((shared) => shared.completionNotesInputSchema);
type NotesInput = z.input<typeof completionNotesInputSchema>;

/**
 * Completes a session with what was actually done (spending its credits), or, once completed,
 * corrects those notes.
 */
export function CompleteForm({ service, canComplete }: { service: Service; canComplete: boolean }) {
  const { t } = useTranslation('booking');
  const transition = useTransitionService('team', service.id);
  const saveNotes = useSaveCompletionNotes(service.id);
  const completed = service.status === 'Completed';
  const [generalError, setGeneralError] = useState<string | null>(null);
  // Which action succeeded: after completing, the session is Completed and the form turns into the
  // notes editor, so the message cannot be derived from the status.
  const [saved, setSaved] = useState<'done' | 'saved' | null>(null);
  const form = useForm<NotesInput, unknown, z.output<typeof completionNotesInputSchema>>({
    resolver: notesResolver,
    defaultValues: { completionNotes: service.completionNotes ?? '' },
  });
  const submit = form.handleSubmit(async ({ completionNotes }) => {
    setGeneralError(null);
    setSaved(null);
    try {
      if (completed) {
        await saveNotes.mutateAsync({ completionNotes });
        setSaved('saved');
      } else {
        await transition.mutateAsync({ to: 'Completed', completionNotes });
        setSaved('done');
      }
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, ['completionNotes']));
    }
  });
  if (!completed && !canComplete) return null;
  return (
    <Box component="form" noValidate onSubmit={submit} onInput={notesResolver.preload} sx={{ maxWidth: 720 }}>
      <FormAlert>{generalError}</FormAlert>
      {saved && <FormAlert severity="success">{t(`complete.${saved}`)}</FormAlert>}
      <FormTextArea
        control={form.control}
        name="completionNotes"
        label={t('fields.completionNotes')}
        helperText={t('complete.notesHelp')}
        rows={4}
      />
      <Button type="submit" variant="contained" sx={{ mt: 1 }} disabled={form.formState.isSubmitting}>
        {completed ? t('complete.saveNotes') : t('complete.submit')}
      </Button>
    </Box>
  );
}
