import { DASHBOARD_LISTS, type DashboardList } from '@bmp/shared';
import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { ShowingBar } from '../../../components/data-table/ShowingBar.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { pageCount } from '../../../lib/list-query.ts';
import { listCsvUrl, listQuery, periodParams, useDashboardList } from '../api/dashboards.ts';
import { usePeriodQuery } from '../lib/period.ts';

const PAGE_SIZE = 25;

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
  const [page, setPage] = useState(1);
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
      {/* The table shows its own progress bar while loading. */}
      <QueryState query={result} loading={false} errorText={t('loadError')} />
      <Card>
        {result.isFetching && <LinearProgress aria-label={t('loading')} />}
        <TableContainer>
          <Table size="small" aria-label={t(`lists.${list}`)}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column.endsWith('Cents') ? 'right' : 'left'}>
                    {t(`columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((row, index) => (
                // Rows have no id of their own; the position within the list is stable for one answer.
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows carry no id; their order is fixed for one answer
                <TableRow key={index}>
                  {row.map((value, column) => (
                    <TableCell
                      key={columns[column]}
                      align={columns[column]?.endsWith('Cents') ? 'right' : 'left'}
                    >
                      {cell(columns[column] ?? '', value)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
              {result.isSuccess && rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length || 1}>{t('none')}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ShowingBar page={page} pageSize={PAGE_SIZE} total={rows.length}>
          <Pagination
            count={pageCount(rows.length, PAGE_SIZE)}
            page={page}
            onChange={(_, next) => setPage(next)}
          />
        </ShowingBar>
      </Card>
    </>
  );
}
