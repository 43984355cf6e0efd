import { useContext } from 'react';
import { SnackbarContext, type SnackbarContextValue } from './snackbar.tsx';

/** The app's snackbar: `saved(message)` after a save, `failed(message)` for why one failed. */
export function useSnackbar(): SnackbarContextValue {
  const value = useContext(SnackbarContext);
  if (!value) throw new Error('useSnackbar needs a SnackbarProvider above it');
  return value;
}
