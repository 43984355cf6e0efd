import { useTranslation } from 'react-i18next';
import { MiscPage } from '../components/MiscPage.tsx';

/** /not-authorized: where a signed-in person lands when a page needs a permission they do not hold. */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  return (
    <MiscPage code="403" title={t('misc.notAuthorizedTitle')}>
      {t('misc.notAuthorizedText')}
    </MiscPage>
  );
}
