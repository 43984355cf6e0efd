import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { apiHref } from '../../../lib/api-client.ts';

/**
 * "Download my data" on /members/settings/account: a plain link to the export, so the browser's own
 * download (with the server's file name) does the work and nothing large passes through script.
 */
export function MyDataSection() {
  const { t } = useTranslation('members');
  return (
    <Card variant="outlined" component="section" aria-label={t('myData.title')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('myData.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('myData.intro')}
        </Typography>
        <Button variant="outlined" href={apiHref('/api/members/me/export')} download>
          {t('myData.download')}
        </Button>
      </CardContent>
    </Card>
  );
}
