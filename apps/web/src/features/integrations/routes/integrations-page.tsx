import { ACCESS } from '@bmp/shared';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useCan } from '../../auth/index.ts';
import { ApiKeysSection } from '../components/ApiKeysSection.tsx';
import { WebhooksSection } from '../components/WebhooksSection.tsx';

/**
 * /admin/business/integrations (docs/decisions/0063-open-studio.md): the owner's API keys, and the
 * studio's webhook endpoints with their delivery log (owner and admins; an admin sees only these).
 */
export function IntegrationsPage() {
  const { t } = useTranslation(['integrations', 'routes']);
  const owner = useCan(ACCESS.owner);
  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading title={t('routes:adminBusinessIntegrations.title')} />
      {owner && <ApiKeysSection />}
      <WebhooksSection />
    </Stack>
  );
}
