import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { studioSuspendedNotice } from '../studio-suspended.ts';

/**
 * /suspended: where a suspended studio's people land, signed out (docs/decisions/0062-platform-operator.md).
 * It says what the server said (the studio and the reason) and that nothing was deleted.
 */
export function StudioSuspendedPage() {
  const { t } = useTranslation('auth');
  const notice = studioSuspendedNotice();
  return (
    <Container component="main" maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Stack spacing={3}>
        <Typography variant="h4" component="h1">
          {t('suspended.title')}
        </Typography>
        <Alert severity="warning">{notice ?? t('suspended.general')}</Alert>
        <Typography color="text.secondary">{t('suspended.kept')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button component={RouterLink} to={PATHS.login} variant="contained">
            {t('suspended.signIn')}
          </Button>
          <Button component={RouterLink} to={PATHS.home}>
            {t('suspended.home')}
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
