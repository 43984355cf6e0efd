import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

// Named SubmitBox, not Form…: vite.config.ts puts src/components/Form* in the sign-in chunk.

/** A form kept in plain state: the browser's checks off (the schemas speak), submit without reloading. */
export function SubmitBox({ onSubmit, children }: { onSubmit: () => unknown; children: ReactNode }) {
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </Box>
  );
}
