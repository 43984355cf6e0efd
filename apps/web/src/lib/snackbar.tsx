import { createContext, lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import type { Note } from './snackbar-note.tsx';

export type SnackbarContextValue = {
  /** Says that something was saved (a short sentence: "Weekly hours saved."). */
  saved: (message: string) => void;
  /** Says why something failed, when the form has no place of its own to say it. */
  failed: (message: string) => void;
};

export const SnackbarContext = createContext<SnackbarContextValue | null>(null);

// Loaded with the first message: the pages' first load carries only this provider.
const SnackbarNote = lazy(() =>
  import('./snackbar-note.tsx').then((module) => ({ default: module.SnackbarNote })),
);

/**
 * The app's one snackbar: every save says so here (decisions/0049). A success is announced politely
 * and leaves by itself; a failure is announced at once and stays until closed.
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
        <Suspense fallback={null}>
          <SnackbarNote note={note} open={open} onClose={close} onExited={() => setNote(null)} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
