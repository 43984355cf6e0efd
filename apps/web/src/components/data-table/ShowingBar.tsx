import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { showingRange } from '../../lib/list-query.ts';

/**
 * Under a list's table: "Showing X to Y of Z entries" of page `page` (a status line, so the count is
 * announced as it changes) and, beside it, `children`: the controls that page through the list.
 */
export function ShowingBar({
  page,
  pageSize,
  total,
  children,
}: {
  page: number;
  pageSize: number;
  total: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const range = showingRange(page, pageSize, total);
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 2, p: 2, alignItems: { md: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary" role="status">
        {t('table.showing', {
          count: range.total,
          from: format.number(range.from),
          to: format.number(range.to),
          total: format.number(range.total),
        })}
      </Typography>
      {children}
    </Stack>
  );
}
