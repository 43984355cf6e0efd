import type { SupportRequestInput, supportRequestInputSchema } from '@bmp/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextArea } from '../../../components/FormFields.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { usePublicConfig } from '../../auth/index.ts';
import { useSendSupportRequest, useSupportContact } from '../api/members-api.ts';

const supportResolver = lazyZodResolver((shared) => shared.supportRequestInputSchema);
const FIELDS = ['name', 'email', 'subject', 'message'] as const;

/** /members/support: the studio's contact details and a message form that reaches its staff. */
export function SupportPage() {
  const { t } = useTranslation('members');
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const slug = params.get('business') ?? config.data?.defaultBusinessSlug ?? null;
  const contact = useSupportContact(slug);

  return (
    <Stack spacing={2}>
      <PageHeading title={t('support.title')}>{t('support.intro')}</PageHeading>
      {contact.data && (
        <Box component="section" aria-label={t('support.contact')}>
          <Typography variant="h6" component="h2">
            {contact.data.businessName}
          </Typography>
          {contact.data.location && <Typography>{contact.data.location}</Typography>}
          {contact.data.hours.map((day) => (
            <Typography key={day.weekday} variant="body2" color="text.secondary">
              {t(`support.weekdays.${day.weekday}`)}:{' '}
              {day.closed || !day.opensAt ? t('support.closed') : `${day.opensAt}–${day.closesAt}`}
            </Typography>
          ))}
        </Box>
      )}
      {slug ? (
        <SupportForm businessSlug={slug} />
      ) : (
        <FormAlert severity="info">{t('support.needLink')}</FormAlert>
      )}
    </Stack>
  );
}

function SupportForm({ businessSlug }: { businessSlug: string }) {
  const { t } = useTranslation('members');
  const send = useSendSupportRequest();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<SupportRequestInput, unknown, z.output<typeof supportRequestInputSchema>>({
    resolver: supportResolver,
    defaultValues: { businessSlug, name: '', email: '', subject: '', message: '', website: '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      await send.mutateAsync(values);
      setSent(true);
      form.reset();
    } catch (error) {
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  if (sent) return <FormAlert severity="success">{t('support.sent')}</FormAlert>;
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={supportResolver.preload}>
      <FormAlert>{generalError}</FormAlert>
      <FormTextField
        control={form.control}
        name="name"
        label={t('support.name')}
        autoComplete="name"
        required
      />
      <FormTextField
        control={form.control}
        name="email"
        label={t('support.email')}
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField control={form.control} name="subject" label={t('support.subject')} required />
      <FormTextArea control={form.control} name="message" label={t('support.message')} rows={5} required />
      {/* A trap for bots: hidden from people and screen readers, so only a bot fills it in. */}
      <Box
        aria-hidden="true"
        sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
      >
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={form.formState.isSubmitting}>
        {t('support.send')}
      </Button>
    </Box>
  );
}
