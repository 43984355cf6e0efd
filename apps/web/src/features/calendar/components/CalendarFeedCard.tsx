import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OneTimeLink } from '../../../components/OneTimeLink.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCreateFeed, useFeedStatus, useRevokeFeed } from '../api/calendar.ts';

/**
 * The signed-in person's iCal feed: make, copy, replace or turn off the secret address. The address
 * is shown once, right after it is made (the server keeps only its hash).
 */
export function CalendarFeedCard({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('calendar');
  const format = useFormat();
  const status = useFeedStatus();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [url, setUrl] = useState<string | null>(null);

  const make = () => {
    create.mutate(undefined, { onSuccess: (feed) => setUrl(feed.url) });
  };
  const turnOff = () => {
    setUrl(null);
    revoke.mutate();
  };
  const when = (value: string | null) => (value ? format.studioDateTime(value) : t('feed.never'));
  const active = status.data?.active === true;
  const failure = create.error ?? revoke.error ?? status.error;

  return (
    <Card variant="outlined" component="section" aria-labelledby="calendar-feed-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="calendar-feed-title" variant="h6" component={headingLevel}>
            {t('feed.title')}
          </Typography>
          <Typography color="text.secondary">{t('feed.intro')}</Typography>
          {failure && <Alert severity="error">{errorMessage(failure)}</Alert>}
          {url && (
            <OneTimeLink
              id="calendar-feed-url"
              label={t('feed.address')}
              url={url}
              notice={t('feed.onlyOnce')}
              copyText={t('feed.copy')}
              copiedText={t('feed.copied')}
            />
          )}
          {status.data && (
            <Typography id="calendar-feed-state">
              {active
                ? t('feed.activeSince', {
                    created: when(status.data.createdAt),
                    used: when(status.data.lastUsedAt),
                  })
                : t('feed.inactive')}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              id="calendar-feed-create"
              variant={url ? 'outlined' : 'contained'}
              onClick={make}
              disabled={create.isPending || status.isPending}
            >
              {active ? t('feed.replace') : t('feed.create')}
            </Button>
            {active && (
              <Button
                id="calendar-feed-revoke"
                color="error"
                variant="outlined"
                onClick={turnOff}
                disabled={revoke.isPending}
              >
                {t('feed.revoke')}
              </Button>
            )}
          </Stack>
          {active && <Typography color="text.secondary">{t('feed.replaceHelp')}</Typography>}
        </Stack>
      </CardContent>
    </Card>
  );
}
