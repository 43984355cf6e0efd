import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';

// Named DialogForm, not Form…: vite.config.ts puts src/components/Form* in the sign-in chunk.

export type DialogFormProps = {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  onInput?: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** The submit button in the error colour, for a step that cannot be undone (cancelling a session). */
  destructive?: boolean;
};

/**
 * A dialog holding one form: title, fields, the closing button (`closeLabel`) and the submit button.
 * Mounted only while open; it cannot be closed while submitting.
 */
export function DialogForm({
  title,
  submitLabel,
  closeLabel,
  submitting,
  onSubmit,
  onClose,
  onInput,
  children,
  maxWidth = 'sm',
  destructive = false,
}: DialogFormProps & { closeLabel: string }) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit, onInput } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={submitting}>
          {closeLabel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={submitting}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
