import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useMailSettings } from '../api/email.ts';

/**
 * On staff pages: without a mail server (SMTP_URL) no email leaves the platform, so invitations must
 * be shared by hand and nobody can reset a forgotten password by email.
 */
export function EmailDeliveryNotice() {
  const { t } = useTranslation('email');
  const settings = useMailSettings();
  if (settings.data?.delivery !== false) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} id="email-delivery-notice">
      {t('delivery.notConfigured')}
    </Alert>
  );
}
