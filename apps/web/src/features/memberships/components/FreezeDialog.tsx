import type { FreezePreview, freezeInputSchema, Subscription } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm } from '../../../components/DialogForm.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { freezePreview, useFreeze, type Who } from '../api/memberships.ts';
import { addDays } from '../lib/history.ts';
import { dayText, freezeRulesText } from '../lib/terms.ts';

const freezeResolver = lazyZodResolver((schemas) => schemas.freezeInputSchema);

type FreezeForm = z.input<typeof freezeInputSchema>;

/**
 * Freeze a membership (decision 0055): the first and last day, then what the freeze does (its days,
 * its fee, the next charge and the commitment's end, from freeze-preview) before it is confirmed.
 * Changing a day asks for the preview again. The plan's rules are the server's: a refused freeze
 * says why on the field at fault.
 */
export function FreezeDialog({
  who,
  sub,
  onClose,
  onFrozen,
}: {
  who: Who;
  sub: Subscription;
  onClose: () => void;
  onFrozen: (preview: FreezePreview) => void;
}) {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const freeze = useFreeze(who);
  const [preview, setPreview] = useState<FreezePreview | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const form = useForm<FreezeForm, unknown, z.output<typeof freezeInputSchema>>({
    resolver: freezeResolver,
    defaultValues: { startsOn: sub.today, endsOn: addDays(sub.today, sub.terms.freezeMinDays - 1) },
  });
  const [startsOn, endsOn] = useWatch({ control: form.control, name: ['startsOn', 'endsOn'] });

  // A preview is of the days it was asked for: another day needs another look before confirming.
  useEffect(() => {
    setPreview((shown) => (shown && (shown.startsOn !== startsOn || shown.endsOn !== endsOn) ? null : shown));
  }, [startsOn, endsOn]);

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      if (!preview) {
        setPreview(await freezePreview(who, sub.id, values));
        return;
      }
      onFrozen(await freeze.mutateAsync({ id: sub.id, input: values }));
    } catch (error) {
      setPreview(null);
      setGeneralError(applyServerErrors(error, form.setError, ['startsOn', 'endsOn']));
    }
  });

  return (
    <DialogForm
      title={t('freeze.title', { plan: sub.terms.name })}
      submitLabel={preview ? t('freeze.confirm') : t('freeze.preview')}
      closeLabel={t('close')}
      submitting={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      onInput={freezeResolver.preload}
    >
      <Typography color="text.secondary">{freezeRulesText(t, format, sub.terms)}</Typography>
      <FormAlert>{generalError}</FormAlert>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ columnGap: 2 }}>
        <FormTextArea
          type="date"
          control={form.control}
          name="startsOn"
          label={t('freeze.startsOn')}
          required
        />
        <FormTextArea type="date" control={form.control} name="endsOn" label={t('freeze.endsOn')} required />
      </Stack>
      {preview && (
        <Alert severity="info" role="status" sx={{ mt: 2 }} data-testid="freeze-preview">
          <Typography sx={{ fontWeight: 600 }}>
            {t('freeze.previewDays', {
              count: preview.days,
              start: dayText(format, preview.startsOn),
              end: dayText(format, preview.endsOn),
            })}
          </Typography>
          <Typography>
            {preview.feeCents > 0
              ? t('freeze.previewFee', { fee: format.money(preview.feeCents) })
              : t('freeze.previewNoFee')}
          </Typography>
          <Typography>
            {preview.nextChargeOn
              ? t('freeze.previewNextCharge', { date: dayText(format, preview.nextChargeOn) })
              : t('freeze.previewNoNextCharge')}
          </Typography>
          {preview.commitmentEndsOn && (
            <Typography>
              {t('freeze.previewCommitment', {
                date: dayText(format, addDays(preview.commitmentEndsOn, -1)),
              })}
            </Typography>
          )}
        </Alert>
      )}
    </DialogForm>
  );
}
