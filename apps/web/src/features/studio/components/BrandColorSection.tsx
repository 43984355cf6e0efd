import {
  ACCESS,
  BRAND_COLOR_MESSAGES,
  type BrandColorInput,
  type BusinessProfile,
  brandContrast,
  THEME_COLORS,
} from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCan } from '../../auth/index.ts';
import { useSaveBrandColor } from '../api/studio-api.ts';

const brandResolver = lazyZodResolver((shared) => shared.brandColorInputSchema);
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * The studio's own primary colour on /admin/business (decision 0047): the owner chooses it,
 * checked for WCAG AA against white as the API checks it; it becomes the default colour of the studio's
 * people. Admins see it; only the owner changes it (the API answers them 403).
 */
export function BrandColorSection({ profile }: { profile: BusinessProfile }) {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const owner = useCan(ACCESS.owner);
  const save = useSaveBrandColor();
  const initial = profile.brandColor ?? THEME_COLORS.primary.toLowerCase();
  const form = useForm<BrandColorInput, unknown, { brandColor: string | null }>({
    resolver: brandResolver,
    defaultValues: { brandColor: initial },
  });
  useEffect(() => form.reset({ brandColor: initial }), [form, initial]);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const { field, fieldState } = useController({ control: form.control, name: 'brandColor' });
  const value = useWatch({ control: form.control, name: 'brandColor' }) ?? '';
  const valid = HEX.test(value);
  const ratio = valid ? brandContrast(value.toLowerCase()) : null;
  // Rounded down, so a colour just short of 4.5:1 never reads "4.5:1".
  const shownRatio = (contrast: number) =>
    format.number(Math.floor(contrast * 10) / 10, { maximumFractionDigits: 1 });
  const id = useId();
  const pickerId = useId();

  const send = async (brandColor: BrandColorInput['brandColor']) => {
    setMessage(null);
    try {
      await save.mutateAsync(brandColor);
      setMessage({ severity: 'success', text: t(brandColor ? 'brand.saved' : 'brand.cleared') });
    } catch (error) {
      const general = applyServerErrors(error, form.setError, ['brandColor']);
      if (general) setMessage({ severity: 'error', text: general || errorMessage(error) });
    }
  };
  const onSubmit = form.handleSubmit((values) => send(values.brandColor));

  // The schema's refusals, said in the reader's language (the API sends the same English ones).
  const errorText =
    fieldState.error?.message === BRAND_COLOR_MESSAGES.contrast
      ? t('brand.lowContrast', { ratio: shownRatio(ratio ?? 0) })
      : fieldState.error?.message === BRAND_COLOR_MESSAGES.format
        ? t('brand.badFormat')
        : fieldState.error?.message;
  const helperId = `${id}-helper`;

  return (
    <SectionCard
      id="brand-title"
      title={t('brand.title')}
      intro={t(owner ? 'brand.help' : 'brand.ownerOnly')}
    >
      {message && (
        <Alert severity={message.severity} sx={{ my: 1 }}>
          {message.text}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSubmit} onInput={brandResolver.preload}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'flex-start' } }}>
          <FormControl margin="normal" error={fieldState.invalid} disabled={!owner} sx={{ minWidth: 220 }}>
            <InputLabel htmlFor={id}>{t('brand.color')}</InputLabel>
            <OutlinedInput
              id={id}
              label={t('brand.color')}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              inputProps={{ 'aria-describedby': helperId, spellCheck: false, dir: 'ltr' }}
            />
            <FormHelperText id={helperId}>
              {errorText ??
                (ratio === null ? t('brand.format') : t('brand.ratio', { ratio: shownRatio(ratio) }))}
            </FormHelperText>
          </FormControl>
          <Stack sx={{ gap: 0.5, mt: { sm: 2 } }}>
            <Typography component="label" htmlFor={pickerId} variant="body2">
              {t('brand.picker')}
            </Typography>
            <Box
              component="input"
              id={pickerId}
              type="color"
              disabled={!owner}
              value={valid ? value.toLowerCase() : initial}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                form.setValue('brandColor', event.target.value, { shouldDirty: true });
                form.clearErrors('brandColor');
                brandResolver.preload();
              }}
              sx={{ width: 56, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
            />
          </Stack>
          <Box sx={{ mt: { sm: 2.5 } }} aria-hidden="true">
            {/* What a primary button looks like in this colour (the contrast is said in words above). */}
            <Box
              sx={{
                bgcolor: valid ? value : 'action.disabledBackground',
                color: '#fff',
                borderRadius: 1,
                px: 2,
                py: 1,
                fontWeight: 600,
              }}
            >
              {t('brand.sample')}
            </Box>
          </Box>
        </Stack>
        {owner && (
          <Stack direction="row" sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {t('brand.save')}
            </Button>
            {profile.brandColor && (
              <Button onClick={() => void send(null)} disabled={save.isPending}>
                {t('brand.clear')}
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </SectionCard>
  );
}
