import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, type ReactNode, useCallback, useMemo, useState } from 'react';

export type SnackbarContextValue = {
  /** Says that something was saved (a short sentence: "Weekly hours saved."). */
  saved: (message: string) => void;
  /** Says why something failed, when the form has no place of its own to say it. */
  failed: (message: string) => void;
};

export const SnackbarContext = createContext<SnackbarContextValue | null>(null);

type Note = { message: string; severity: 'success' | 'error'; key: number };

/**
 * The app's one snackbar: every save says so here (issue 28, point 13). A success is announced
 * politely and leaves by itself; a failure is announced at once and stays until closed.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [note, setNote] = useState<Note | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((message: string, severity: Note['severity']) => {
    setNote({ message, severity, key: Date.now() });
    setOpen(true);
  }, []);
  const value = useMemo<SnackbarContextValue>(
    () => ({ saved: (message) => show(message, 'success'), failed: (message) => show(message, 'error') }),
    [show],
  );
  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {note && (
        <Snackbar
          key={note.key}
          open={open}
          onClose={close}
          autoHideDuration={note.severity === 'success' ? 5000 : null}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: () => setNote(null) } }}
        >
          <Alert
            severity={note.severity}
            variant="filled"
            role={note.severity === 'error' ? 'alert' : 'status'}
            onClose={close}
            sx={{ width: '100%' }}
            data-testid="snackbar"
          >
            {note.message}
          </Alert>
        </Snackbar>
      )}
    </SnackbarContext.Provider>
  );
}
