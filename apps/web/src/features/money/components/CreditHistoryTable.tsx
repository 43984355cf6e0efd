import type { CreditHistoryEntry, CreditsView } from '@bmp/shared';
import { SERVICE_CATEGORIES, type ServiceCategory } from '@bmp/shared';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { DataTable } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ListQuery } from '../../../lib/list-query.ts';

/** A signed number of credits: "+5", "−1", in the page's digits. */
function useSignedNumber() {
  const format = useFormat();
  return (value: number) => format.number(value, { signDisplay: 'exceptZero' });
}

/** Every credit entry, newest first, filtered by kind; the server pages it. */
export function CreditHistoryTable({
  credits,
  query,
  onQueryChange,
  kind,
  onKindChange,
}: {
  /** The credits request (a member's own or a customer's): its history page, zone and state. */
  credits: UseQueryResult<CreditsView>;
  query: ListQuery;
  onQueryChange: (query: ListQuery) => void;
  kind: ServiceCategory | undefined;
  onKindChange: (kind: ServiceCategory | undefined) => void;
}) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const signed = useSignedNumber();
  const columns: DataTableColumn<CreditHistoryEntry>[] = [
    {
      field: 'createdAt',
      header: t('columns.date'),
      render: (entry) => format.studioDateTime(entry.createdAt, credits.data?.timeZone),
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
    <DataTable
      searchable={false}
      label={t('credits.history')}
      columns={columns}
      rows={credits.data?.history.items}
      total={credits.data?.history.total ?? 0}
      rowId={(entry) => entry.id}
      query={query}
      onQueryChange={onQueryChange}
      status={credits.status}
      fetching={credits.isFetching}
      onRetry={() => void credits.refetch()}
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
