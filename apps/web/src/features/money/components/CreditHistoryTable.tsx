import { SERVICE_CATEGORIES, type ServiceCategory } from '@bmp/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import type { CreditHistoryEntry } from '../api/types.ts';
import { ListTable } from './ListTable.tsx';

/** A signed number of credits: "+5", "−1", in the page's digits. */
function useSignedNumber() {
  const format = useFormat();
  return (value: number) => format.number(value, { signDisplay: 'exceptZero' });
}

/** Every credit entry, newest first, filtered by kind; the server pages it. */
export function CreditHistoryTable({
  label,
  entries,
  total,
  query,
  onQueryChange,
  kind,
  onKindChange,
  status,
  fetching,
  onRetry,
  timeZone,
}: {
  /** The studio's zone (times are the studio's, as on session pages); unknown while loading. */
  timeZone: string | undefined;
  label: string;
  entries: CreditHistoryEntry[] | undefined;
  total: number;
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  kind: ServiceCategory | undefined;
  onKindChange: (kind: ServiceCategory | undefined) => void;
  status: 'pending' | 'error' | 'success';
  fetching: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const signed = useSignedNumber();
  const columns: DataTableColumn<CreditHistoryEntry>[] = [
    {
      field: 'createdAt',
      header: t('columns.date'),
      render: (entry) =>
        timeZone
          ? format.studioDateTime(entry.createdAt, timeZone)
          : format.date(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { field: 'kind', header: t('columns.kind'), render: (entry) => t(`common:categories.${entry.kind}`) },
    { field: 'type', header: t('columns.entry'), render: (entry) => t(`entryType.${entry.type}`) },
    {
      field: 'availableDelta',
      header: t('columns.change'),
      align: 'right',
      render: (entry) => signed(entry.type === 'spend' ? entry.heldDelta : entry.availableDelta),
    },
    {
      field: 'availableAfter',
      header: t('columns.availableAfter'),
      align: 'right',
      render: (entry) => format.number(entry.availableAfter),
    },
    { field: 'reason', header: t('columns.reason'), render: (entry) => entry.reason ?? '' },
  ];
  return (
    <ListTable
      searchable={false}
      label={label}
      columns={columns}
      rows={entries}
      total={total}
      rowId={(entry) => entry.id}
      query={query}
      onQueryChange={onQueryChange}
      status={status}
      fetching={fetching}
      onRetry={onRetry}
      actions={
        <TextField
          select
          size="small"
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          label={t('fields.kind')}
          value={kind ?? ''}
          onChange={(event) => onKindChange((event.target.value || undefined) as ServiceCategory | undefined)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('allKinds')}</MenuItem>
          {SERVICE_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {t(`common:categories.${category}`)}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
}
