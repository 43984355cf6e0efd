import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useUnsubscribe } from '../api/email.ts';

/**
 * /email/unsubscribe?token=...: the "Stop these reminders" link of a reminder email. Works without
 * signing in; opening the page changes nothing (mail scanners open links), the button does.
 */
export function UnsubscribePage() {
  const { t } = useTranslation('email');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useUnsubscribe(token);
  return (
    <Stack sx={{ minHeight: '100vh', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Card variant="outlined" sx={{ maxWidth: 480, width: '100%' }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              {t('unsubscribe.title')}
            </Typography>
            {stop.isSuccess ? (
              <Alert severity="success">{t('unsubscribe.done', { studio: stop.data.studioName })}</Alert>
            ) : (
              <>
                <Typography>{t('unsubscribe.intro')}</Typography>
                {(stop.isError || token === '') && (
                  <Alert severity="error">
                    {token === '' || isApiError(stop.error, 404) || isApiError(stop.error, 400)
                      ? t('unsubscribe.invalid')
                      : t('unsubscribe.error')}
                  </Alert>
                )}
                <Button
                  variant="contained"
                  disabled={token === '' || stop.isPending}
                  onClick={() => stop.mutate()}
                >
                  {t('unsubscribe.confirm')}
                </Button>
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
