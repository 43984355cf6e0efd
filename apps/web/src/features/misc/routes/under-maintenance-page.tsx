import { useTranslation } from 'react-i18next';
import { MiscPage } from '../components/MiscPage.tsx';

/** /pages/misc/under-maintenance */
export function UnderMaintenancePage() {
  const { t } = useTranslation();
  return <MiscPage title={t('misc.maintenanceTitle')}>{t('misc.maintenanceText')}</MiscPage>;
}
