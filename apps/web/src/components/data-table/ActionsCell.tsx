import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';

/** A table row's cell of actions: its buttons side by side. */
export function ActionsCell({ children }: { children: ReactNode }) {
  return (
    <TableCell>
      <Stack direction="row" sx={{ gap: 1 }}>
        {children}
      </Stack>
    </TableCell>
  );
}
