import { useTranslation } from 'react-i18next';
import { MiscPage } from '../components/MiscPage.tsx';

/** /pages/errors/401 */
export function UnauthorizedErrorPage() {
  const { t } = useTranslation();
  return (
    <MiscPage
      code="401"
      title={t('misc.signInRequiredTitle')}
      actionLabel={t('misc.signIn')}
      actionTo="/login"
    >
      {t('misc.signInRequiredText')}
    </MiscPage>
  );
}

/** /pages/errors/404 */
export function NotFoundErrorPage() {
  const { t } = useTranslation();
  return (
    <MiscPage code="404" title={t('misc.notFoundTitle')}>
      {t('misc.pageNotFoundText')}
    </MiscPage>
  );
}

/** /pages/errors/500 */
export function ServerErrorPage() {
  const { t } = useTranslation();
  return (
    <MiscPage code="500" title={t('misc.serverErrorTitle')}>
      {t('misc.serverErrorText')}
    </MiscPage>
  );
}
