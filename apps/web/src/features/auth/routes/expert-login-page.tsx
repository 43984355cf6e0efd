import { useTranslation } from 'react-i18next';
import { SignInForm } from '../components/SignInForm.tsx';

/** /expert-login: the same sign-in, worded for trainers and providers. */
export function ExpertLoginPage() {
  const { t } = useTranslation('auth');
  return <SignInForm title={t('expertSignIn')} intro={t('expertIntro')} />;
}
