import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type Note = { message: string; severity: 'success' | 'error'; key: number };

/** The snackbar itself, loaded on the first message (the sign-in page's first load stays small). */
export function SnackbarNote({
  note,
  open,
  onClose,
  onExited,
}: {
  note: Note;
  open: boolean;
  onClose: (event?: unknown, reason?: string) => void;
  onExited: () => void;
}) {
  return (
    <Snackbar
      key={note.key}
      open={open}
      onClose={onClose}
      autoHideDuration={note.severity === 'success' ? 5000 : null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      slotProps={{ transition: { onExited } }}
    >
      <Alert
        severity={note.severity}
        variant="filled"
        role={note.severity === 'error' ? 'alert' : 'status'}
        onClose={onClose}
        sx={{ width: '100%' }}
        data-testid="snackbar"
      >
        {note.message}
      </Alert>
    </Snackbar>
  );
}
