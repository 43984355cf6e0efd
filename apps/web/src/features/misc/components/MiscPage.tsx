import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

type MiscPageProps = {
  /** A large code above the title, such as 404. */
  code?: string;
  title: string;
  children: ReactNode;
  actionLabel?: string;
  actionTo?: string;
};

/** The shape every status page shares: code, title, explanation and one way on. */
export function MiscPage({ code, title, children, actionLabel, actionTo = '/' }: MiscPageProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ textAlign: 'center', alignItems: 'center' }}>
      {code && (
        <Typography variant="h2" component="p" color="primary" aria-hidden>
          {code}
        </Typography>
      )}
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
      <Button component={RouterLink} to={actionTo} variant="contained">
        {actionLabel ?? t('misc.backHome')}
      </Button>
    </Stack>
  );
}
