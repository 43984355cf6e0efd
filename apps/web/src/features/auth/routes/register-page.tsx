import type { memberSignupSchema } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { oidcAuthorizeUrl, useMemberSignup, usePublicConfig } from '../api/auth.ts';
import { EmailField, NewPasswordField, SubmitButton } from '../components/AuthFormParts.tsx';
import { useSignUpSubmit } from '../hooks/use-sign-up-submit.ts';

const memberSignupResolver = lazyZodResolver((shared) => shared.memberSignupSchema);

/** /register?business=<slug>: a member creates an account in their studio. */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const slug = params.get('business') ?? config.data?.defaultBusinessSlug ?? null;

  let body: ReactNode;
  if (!params.get('business') && config.status !== 'success') {
    // Without a studio in the link, the default one comes from the public config.
    body = <QueryState query={config} compact />;
  } else if (!slug) {
    body = <Alert severity="info">{t('needSignupLink')}</Alert>;
  } else {
    body = <MemberSignupForm businessSlug={slug} />;
  }

  return (
    <>
      <PageHeading title={t('joinYourStudio')}>{t('registerIntro')}</PageHeading>
      {body}
      {config.data?.oidc.enabled && (
        <>
          <Divider sx={{ my: 2 }}>{t('or')}</Divider>
          <Button variant="outlined" fullWidth href={oidcAuthorizeUrl('signup', slug)}>
            {t('signUpWith', { provider: config.data.oidc.name })}
          </Button>
        </>
      )}
      <Link component={RouterLink} to={PATHS.login} variant="body2" sx={{ display: 'block', mt: 3 }}>
        {t('memberLink')}
      </Link>
    </>
  );
}

type SignupForm = z.input<typeof memberSignupSchema>;

function MemberSignupForm({ businessSlug }: { businessSlug: string }) {
  const { t } = useTranslation('auth');
  const signup = useMemberSignup();
  const form = useForm<SignupForm, unknown, z.output<typeof memberSignupSchema>>({
    resolver: memberSignupResolver,
    defaultValues: { businessSlug, fullName: '', email: '', phone: undefined, password: '' },
  });

  const { onSubmit, generalError } = useSignUpSubmit(form, signup.mutateAsync, [
    'fullName',
    'email',
    'phone',
    'password',
  ]);

  return (
    <>
      <FormAlert>{generalError ?? form.formState.errors.businessSlug?.message}</FormAlert>
      <Box component="form" noValidate onSubmit={onSubmit} onInput={memberSignupResolver.preload}>
        <FormTextField
          control={form.control}
          name="fullName"
          required
          label={t('fullName')}
          autoComplete="name"
          autoFocus
        />
        <EmailField control={form.control} />
        <FormTextField
          control={form.control}
          name="phone"
          label={t('phoneOptional')}
          type="tel"
          autoComplete="tel-national"
          emptyAsUndefined
          helperText={t('phoneHint')}
        />
        <NewPasswordField control={form.control} name="password" label={t('password')} />
        <SubmitButton busy={form.formState.isSubmitting}>{t('createAccount')}</SubmitButton>
      </Box>
    </>
  );
}
