import Alert, { type AlertColor } from '@mui/material/Alert';
import type { ReactNode } from 'react';

/** A form's general message; errors are announced at once (role="alert"), others politely. */
export function FormAlert({ severity = 'error', children }: { severity?: AlertColor; children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ my: 2 }}>
      {children}
    </Alert>
  );
}
