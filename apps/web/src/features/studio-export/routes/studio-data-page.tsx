import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { SectionCard } from '../../../components/SectionCard.tsx';
import { useSession } from '../../auth/index.ts';
import { useStudioExports } from '../api/studio-export.ts';
import { ExportList } from '../components/ExportList.tsx';
import { StartExportForm } from '../components/StartExportForm.tsx';

/**
 * /admin/business/data (the owner only): everything the studio holds as one archive, a CSV per table,
 * the signed contracts' PDFs and a manifest (docs/decisions/0064-studio-export.md). A job builds it;
 * the page follows its progress, and the owner is emailed when it is ready.
 */
export function StudioDataPage() {
  const { t } = useTranslation(['studioExport', 'routes']);
  const { userData } = useSession();
  const exports = useStudioExports();
  const items = exports.data?.items ?? [];
  const busy = items.some((item) => item.status === 'queued' || item.status === 'running');
  return (
    <Stack sx={{ gap: 3 }}>
      <PageHeading title={t('routes:adminBusinessData.title')} />
      <SectionCard id="studio-export-start" title={t('startTitle')} intro={t('intro')}>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('contents')}
        </Typography>
        <StartExportForm twoStep={userData?.twoFactorEnabled ?? false} busy={busy} />
      </SectionCard>
      <SectionCard id="studio-export-list" title={t('listTitle')} intro={t('listIntro')}>
        <QueryState query={exports} isEmpty={items.length === 0} empty={t('none')} compact>
          <ExportList items={items} />
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
