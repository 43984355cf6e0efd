import Box from '@mui/material/Box';
import { DataTable, type DataTableProps } from '../../../components/data-table/DataTable.tsx';

/**
 * The shared DataTable, for lists whose API has no text search (payments, purchases, credit history):
 * with `searchable={false}` its search field is hidden rather than shown doing nothing. DataTable has
 * no switch for it yet; this wrapper is the one place that knows (docs/decisions/0012-money-pages.md).
 */
export function ListTable<Row>({
  searchable = true,
  ...props
}: DataTableProps<Row> & { searchable?: boolean }) {
  return (
    <Box
      sx={searchable ? undefined : { '& .MuiTextField-root:has(input[type="search"])': { display: 'none' } }}
    >
      <DataTable {...props} />
    </Box>
  );
}
