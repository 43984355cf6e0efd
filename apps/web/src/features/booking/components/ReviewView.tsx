import type { Service } from '@bmp/shared';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/use-format.ts';

/** A session's review as left by its customer, or a line saying there is none. */
export function ReviewView({ service }: { service: Service }) {
  const { t } = useTranslation('booking');
  const format = useFormat();
  if (!service.review) return <Typography color="text.secondary">{t('review.none')}</Typography>;
  return (
    <Box data-testid="service-review">
      <Rating
        value={service.review.stars}
        readOnly
        aria-label={t('review.starLabel', { count: service.review.stars })}
      />
      <Typography sx={{ display: 'block' }}>
        {t('review.starLabel', { count: service.review.stars })}
      </Typography>
      {service.review.text && (
        <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>{service.review.text}</Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('review.leftOn', {
          date: format.date(service.review.createdAt, { dateStyle: 'medium', timeZone: service.timeZone }),
        })}
      </Typography>
    </Box>
  );
}
