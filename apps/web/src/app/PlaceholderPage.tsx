import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from './use-current-route.ts';

/** Stands in for a page a later release builds; it sits behind the route's real guard and layout. */
export function PlaceholderPage() {
  const route = useCurrentRoute();
  const { t } = useTranslation('routes');
  if (!route) return null;
  const title = t(`${route.key}.title`);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" sx={{ mb: 2 }}>
        {t('common:placeholder.comingSoon', { title })}
      </Alert>
      {route.view.kind === 'planned' && (
        <Typography color="text.secondary">{t(`${route.key}.summary`)}</Typography>
      )}
    </>
  );
}
