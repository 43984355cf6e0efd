import { useTranslation } from 'react-i18next';
import { MiscPage } from '../components/MiscPage.tsx';

/** /pages/misc/coming-soon */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return <MiscPage title={t('misc.comingSoonTitle')}>{t('misc.comingSoonText')}</MiscPage>;
}
