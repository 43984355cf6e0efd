import { PAGE_SIZES } from '@bmp/shared';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/use-format.ts';
import { type ListQuery, nextSort, pageCount, updateQuery } from '../../lib/list-query.ts';
import { VISUALLY_HIDDEN } from '../../lib/visually-hidden.ts';
import { QueryState } from '../QueryState.tsx';
import { ShowingBar } from './ShowingBar.tsx';

export type DataTableColumn<Row> = {
  /** The field the API sorts by, when `sortable`. */
  field: string;
  header: string;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  render: (row: Row) => ReactNode;
};

export type DataTableProps<Row> = {
  /** Names the table for assistive technology. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowId: (row: Row) => string;
  /**
   * A list the API pages: its query (search, sort, page) and total. Without them the table shows the
   * whole list it is given (a short one the API does not page): no search, sort or pages.
   */
  total?: number;
  query?: ListQuery;
  onQueryChange?: (query: ListQuery) => void;
  /** What an empty list says, instead of "No entries". */
  emptyText?: string;
  status: 'pending' | 'error' | 'success';
  /** True while a newer page loads and the older one is still shown. */
  fetching?: boolean;
  onRetry?: () => void;
  /** Buttons beside the search field (e.g. "Add customer"). */
  actions?: ReactNode;
  /** False for a list whose API has no text search (payments, purchases, credit history): no search field. */
  searchable?: boolean;
  size?: 'small' | 'medium';
  /** `data-*` attributes of a row, for tests and scripts that find a row by its record. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** The id of the row shown as selected (say, the session whose roster is open). */
  selectedId?: string | null;
  /** No header row on screen (a short list whose cells say what they are); screen readers still read it. */
  hideHeader?: boolean;
};

/** The query of a whole list: one page, no search, no sort. */
const WHOLE_LIST: ListQuery = { page: 1, pageSize: 100, q: '', sort: null };
const ignoreQuery = () => {};

const SEARCH_DELAY_MS = 300;

/**
 * A server-paginated table: search (debounced), sortable columns, page sizes 5-100, "Showing X to Y of
 * Z entries", and loading, empty and error states. The page owns the query (see useListQuery) and the
 * fetching; this only shows and asks.
 */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowId,
  total: givenTotal,
  query: givenQuery,
  onQueryChange = ignoreQuery,
  emptyText,
  status,
  fetching = false,
  onRetry,
  actions,
  searchable: givenSearchable = true,
  size,
  rowData,
  selectedId,
  hideHeader = false,
}: DataTableProps<Row>) {
  const paged = givenQuery !== undefined;
  const query = givenQuery ?? WHOLE_LIST;
  const total = givenTotal ?? rows?.length ?? 0;
  const searchable = paged && givenSearchable;
  const { t } = useTranslation();
  const format = useFormat();
  const captionId = useId();
  const [search, setSearch] = useState(query.q);
  // The search last sent to the address. The router runs one navigation at a time: a row's link
  // clicked right after the search went out cancels the search's address change, and a search sent
  // again afterwards would cancel the row's. So each typed search goes out once.
  const sent = useRef(query.q);

  const sendSearch = useCallback(() => {
    if (search === query.q || search === sent.current) return;
    sent.current = search;
    onQueryChange(updateQuery(query, { q: search }));
  }, [search, query, onQueryChange]);

  // Ask the server once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(sendSearch, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sendSearch]);

  // Leaving the field asks at once. A click elsewhere (a row's link, say) blurs the field first, so a
  // search still waiting on its delay goes out before the click's navigation starts, not after.
  const flushSearch = sendSearch;

  const pages = pageCount(total, query.pageSize);
  const empty = status === 'success' && (rows?.length ?? 0) === 0;

  return (
    <Box>
      {(searchable || actions) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, p: 2, alignItems: { sm: 'center' } }}>
          {searchable && (
            <TextField
              size="small"
              type="search"
              label={t('table.search')}
              placeholder={t('table.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onBlur={flushSearch}
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ minWidth: 240 }}
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          {actions}
        </Stack>
      )}
      <Box sx={{ height: 4 }}>
        {(status === 'pending' || fetching) && <LinearProgress aria-label={t('table.loading')} />}
      </Box>
      <TableContainer>
        <Table size={size} aria-labelledby={captionId} aria-busy={status === 'pending' || fetching}>
          <caption id={captionId} style={VISUALLY_HIDDEN}>
            {label}
          </caption>
          <TableHead>
            <TableRow>
              {columns.map((column) => {
                const sorted = query.sort?.field === column.field ? query.sort.direction : undefined;
                if (hideHeader) {
                  // The row stays in the table (its cells name the columns) but takes no room.
                  return (
                    <TableCell key={column.field} sx={{ p: 0, border: 0 }}>
                      <span style={VISUALLY_HIDDEN}>{column.header}</span>
                    </TableCell>
                  );
                }
                return (
                  <TableCell
                    key={column.field}
                    align={column.align}
                    sortDirection={sorted ?? false}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortable && paged ? (
                      <TableSortLabel
                        active={sorted !== undefined}
                        direction={sorted ?? 'asc'}
                        onClick={() =>
                          onQueryChange(updateQuery(query, { sort: nextSort(query.sort, column.field) }))
                        }
                      >
                        {column.header}
                      </TableSortLabel>
                    ) : (
                      column.header
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {status === 'success' &&
              rows?.map((row) => (
                <TableRow key={rowId(row)} hover selected={selectedId === rowId(row)} {...rowData?.(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.field} align={column.align}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {status !== 'success' || empty ? (
              <TableRow>
                <TableCell colSpan={columns.length} sx={{ py: empty ? 6 : 0, textAlign: 'center' }}>
                  <QueryState
                    status={status}
                    error={null}
                    onRetry={onRetry}
                    loading={t('table.loading')}
                    errorText={t('table.error')}
                  />
                  {empty && (
                    <Typography color="text.secondary">
                      {query.q ? t('table.emptySearch', { query: query.q }) : (emptyText ?? t('table.empty'))}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {paged && (
        <ShowingBar page={query.page} pageSize={query.pageSize} total={total}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('table.rowsPerPage')}
              value={query.pageSize}
              onChange={(event) =>
                onQueryChange(
                  updateQuery(query, { pageSize: Number(event.target.value) as ListQuery['pageSize'] }),
                )
              }
              sx={{ minWidth: 130 }}
            >
              {PAGE_SIZES.map((size) => (
                <MenuItem key={size} value={size}>
                  {format.number(size)}
                </MenuItem>
              ))}
            </TextField>
            <Pagination
              count={pages}
              page={Math.min(query.page, pages)}
              onChange={(_event, page) => onQueryChange(updateQuery(query, { page }))}
              shape="rounded"
              color="primary"
              showFirstButton
              showLastButton
              getItemAriaLabel={(type, page) => {
                if (type === 'page') return t('table.pageOf', { page, pages });
                return t(
                  `table.${type === 'first' ? 'firstPage' : type === 'last' ? 'lastPage' : type === 'next' ? 'nextPage' : 'previousPage'}`,
                );
              }}
            />
          </Stack>
        </ShowingBar>
      )}
    </Box>
  );
}
