import { APP_TITLE } from '@bmp/shared';
import { useTranslation } from 'react-i18next';
import { SignInForm } from '../components/SignInForm.tsx';

/** /login: email and password sign-in for everyone. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  return <SignInForm title={t('signIn')} intro={t('welcome', { app: APP_TITLE })} />;
}
