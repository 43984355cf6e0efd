import { DASHBOARD_LISTS, type DashboardList } from '@bmp/shared';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ListQuery } from '../../../lib/list-query.ts';
import { listCsvUrl, listQuery, periodParams, useDashboardList } from '../api/dashboards.ts';
import { usePeriodQuery } from '../lib/period.ts';

const PAGE_SIZE = 25;

/** One row of the list, with its position (the rows carry no id). */
type ListRow = { index: number; values: (string | number | null)[] };

/**
 * /admin/dashboard/lists/:list: the rows behind one figure of the studio dashboard for the same
 * period (and status or type), with a CSV download of exactly these rows.
 */
export function DashboardListPage() {
  const { t } = useTranslation(['dashboards', 'common', 'booking']);
  const format = useFormat();
  const { list: raw } = useParams();
  const [search] = useSearchParams();
  const [period] = usePeriodQuery();
  // The API sends the whole list; it is paged here.
  const [pageQuery, setPageQuery] = useState<ListQuery>({ page: 1, pageSize: PAGE_SIZE, q: '', sort: null });
  const list: DashboardList = DASHBOARD_LISTS.includes(raw as DashboardList)
    ? (raw as DashboardList)
    : 'sessions';
  const status = search.get('status') ?? undefined;
  const type = search.get('type') ?? undefined;
  const query = listQuery({ ...period, status, type });
  const result = useDashboardList(list, query);
  const rows = result.data?.rows ?? [];
  const columns = result.data?.columns ?? [];

  const cell = (column: string, value: string | number | null) => {
    if (value === null) return '';
    if (typeof value === 'number')
      return column.endsWith('Cents') ? format.money(value) : format.number(value);
    if (column === 'status') return t(`common:status.${value}`, value);
    if (column === 'type') return t(`booking:types.${value}`, value);
    if (column === 'creditKind') return t(`common:categories.${value}`, value);
    return value;
  };

  // Rows have no id of their own; the position within the list is stable for one answer.
  const { page, pageSize } = pageQuery;
  const pageRows: ListRow[] | undefined = result.data
    ? rows
        .slice((page - 1) * pageSize, page * pageSize)
        .map((values, i) => ({ index: (page - 1) * pageSize + i, values }))
    : undefined;
  const tableColumns: DataTableColumn<ListRow>[] = columns.map((column, position) => ({
    field: column,
    header: t(`columns.${column}`),
    align: column.endsWith('Cents') ? 'right' : 'left',
    render: (row) => cell(column, row.values[position] ?? null),
  }));

  return (
    <>
      <PageHeading title={t(`lists.${list}`)}>
        {[status && t(`common:status.${status}`, status), type && t(`booking:types.${type}`, type)]
          .filter(Boolean)
          .join(', ') || t(`period.${period.period}`)}
      </PageHeading>
      <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to={`${PATHS.adminDashboard}?${periodParams(period)}`}>
          {t('backToDashboard')}
        </Link>
        <Button
          component="a"
          href={listCsvUrl(list, query)}
          download
          variant="outlined"
          size="small"
          startIcon={<Download />}
        >
          {t('downloadCsv')}
        </Button>
      </Stack>
      <Card>
        <DataTable<ListRow>
          label={t(`lists.${list}`)}
          size="small"
          columns={tableColumns}
          rows={pageRows}
          rowId={(row) => String(row.index)}
          total={rows.length}
          query={pageQuery}
          onQueryChange={setPageQuery}
          searchable={false}
          status={result.status}
          fetching={result.isFetching && !result.isPending}
          onRetry={() => void result.refetch()}
          emptyText={t('none')}
        />
      </Card>
    </>
  );
}
