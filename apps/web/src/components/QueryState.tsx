import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/form-errors.ts';

/** What QueryState needs of a react-query result (`useQuery(...)` fits as it is). */
export type QueryLike = {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  refetch?: () => unknown;
};

export type QueryStateProps = {
  /** The query whose state is shown; or give `status`, `error` and `onRetry` one by one. */
  query?: QueryLike;
  status?: QueryLike['status'];
  error?: unknown;
  /** Asks again; defaults to the query's `refetch`. Without one there is no "Try again" button. */
  onRetry?: () => void;
  /** What loading says ("Loading…" by default); `false` when the page shows its own placeholders. */
  loading?: ReactNode | false;
  /** What a failure says instead of the API's message (a page's own "could not be loaded"). */
  errorText?: ReactNode;
  /** True when the answer holds nothing to show: `empty` is shown instead of the children. */
  isEmpty?: boolean;
  empty?: ReactNode;
  /** A section's state (a small spinner at the start of the line) rather than a page's (centred). */
  compact?: boolean;
  /** What the page shows once the answer is there (and not empty). */
  children?: ReactNode;
};

/**
 * The one way a page or section shows a query's state: loading (a polite `role="status"` with its
 * text), failed (an error alert with the API's message and "Try again"), empty, or its children once
 * the answer is there. Form submission errors are the form's (FormAlert, form-errors.ts), not this.
 */
export function QueryState({
  query,
  status = query?.status ?? 'success',
  error = query?.error,
  onRetry,
  loading,
  errorText,
  isEmpty = false,
  empty,
  compact = false,
  children,
}: QueryStateProps) {
  const { t } = useTranslation();
  const retry = onRetry ?? (query?.refetch ? () => void query.refetch?.() : undefined);
  if (status === 'pending') {
    if (loading === false) return null;
    return (
      <Stack
        role="status"
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: compact ? 'flex-start' : 'center',
          gap: 1.5,
          py: compact ? 1 : 6,
        }}
      >
        <CircularProgress size={compact ? 16 : 24} aria-hidden="true" />
        <Typography color="text.secondary">{loading ?? t('queryState.loading')}</Typography>
      </Stack>
    );
  }
  if (status === 'error') {
    return (
      <Alert
        severity="error"
        sx={{ my: compact ? 1 : 2 }}
        action={
          retry && (
            <Button color="inherit" size="small" onClick={retry}>
              {t('queryState.retry')}
            </Button>
          )
        }
      >
        {errorText ?? errorMessage(error)}
      </Alert>
    );
  }
  if (isEmpty) {
    return empty ? <Typography color="text.secondary">{empty}</Typography> : null;
  }
  return <>{children}</>;
}
