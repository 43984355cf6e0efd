import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load or render (for example, its code changed with a new release). */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {notFound ? t('errors.notFoundTitle') : t('errors.failedTitle')}
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }}>
        {notFound ? t('errors.notFoundText') : t('errors.failedText')}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()} sx={{ marginInlineEnd: 2 }}>
        {t('errors.reload')}
      </Button>
      <Button href="/">{t('errors.startPage')}</Button>
    </Box>
  );
}
