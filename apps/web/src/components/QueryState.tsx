import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/form-errors.ts';

/** The loading or failed state of a page's main request, with a retry. */
export function QueryState({
  status,
  error,
  onRetry,
}: {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'pending') {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('queryState.loading')} />
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('queryState.retry')}
          </Button>
        }
      >
        {errorMessage(error)}
      </Alert>
    );
  }
  return null;
}
