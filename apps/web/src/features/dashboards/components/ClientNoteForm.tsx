import type { ClientNoteInput, clientNoteInputSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
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
import { useAddClientNote } from '../api/dashboards.ts';

const noteResolver = lazyZodResolver((shared) => shared.clientNoteInputSchema);

/** The expert's private note on a client: written, checked with the API's schema, added to the list. */
export function ClientNoteForm({ clientId }: { clientId: string }) {
  const { t } = useTranslation('dashboards');
  const addNote = useAddClientNote(clientId);
  const form = useForm<ClientNoteInput, unknown, z.output<typeof clientNoteInputSchema>>({
    resolver: noteResolver,
    defaultValues: { text: '' },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const onSubmit = form.handleSubmit(
    async (input) => {
      setGeneral(null);
      setSaved(false);
      try {
        await addNote.mutateAsync(input);
        form.reset();
        setSaved(true);
      } catch (failure) {
        setGeneral(applyServerErrors(failure, form.setError, ['text']));
      }
    },
    () => setSaved(false),
  );

  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={noteResolver.preload}>
        <FormAlert>{general}</FormAlert>
        <FormTextArea
          control={form.control}
          name="text"
          required
          label={t('provider.note')}
          rows={2}
          margin="none"
          helperText=" "
        />
        <Button type="submit" variant="contained" disabled={addNote.isPending}>
          {t('provider.save')}
        </Button>
      </Box>
      {saved && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {t('provider.saved')}
        </Alert>
      )}
    </>
  );
}
