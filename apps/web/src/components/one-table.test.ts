import { describe, expect, it } from 'vitest';
import { readSource, sourceFiles } from '../test/source-files.ts';

// A table is components/data-table/DataTable.tsx (docs/decisions/0041-tables.md): one look, its
// accessible name from `label`, its loading, empty and error states. This test fails on a raw MUI
// `<Table>` anywhere else in the web: imported from '@mui/material/Table' or '@mui/material', or drawn.

const RAW_TABLE =
  /from\s+['"]@mui\/material\/Table['"]|import\s*\{[^}]*\bTable\b[^}]*\}\s*from\s*['"]@mui\/material['"]|<Table\b/;

/** The files that may still draw one, each for its reason (decision 0041, "Still raw"). */
const ALLOWED: Record<string, string> = {
  'components/data-table/DataTable.tsx': 'the one table itself',
  'features/money/routes/receipt-page.tsx': 'a document to print, with a net-total row under its lines',
  'features/auth/components/DemoAccounts.tsx':
    'on /login: DataTable would load with the sign-in page, whose JavaScript budget has no room for it',
  'features/studio/components/LocationsSection.tsx': 'its rows are forms (a location edited in place)',
};

describe('one table component', () => {
  const files = sourceFiles();
  const offenders = files.filter((path) => !(path in ALLOWED) && RAW_TABLE.test(readSource(path)));

  it('recognises a raw MUI table, and not its cells or DataTable', () => {
    for (const source of [
      "import Table from '@mui/material/Table';",
      "import { Box, Table, TableBody } from '@mui/material';",
      "import {\n  Table,\n  TableRow,\n} from '@mui/material';",
      '<Table size="small" aria-labelledby="members-title">',
    ]) {
      expect(RAW_TABLE.test(source), source).toBe(true);
    }
    expect(RAW_TABLE.test("import TableCell from '@mui/material/TableCell';")).toBe(false);
    expect(RAW_TABLE.test('<TableRow key={row.id}>')).toBe(false);
    expect(RAW_TABLE.test("<DataTable label={t('team.members')} rows={rows} />")).toBe(false);
  });

  it('allows only files that exist and still need it', () => {
    for (const path of Object.keys(ALLOWED)) {
      expect(files, path).toContain(path);
      expect(RAW_TABLE.test(readSource(path)), path).toBe(true);
    }
  });

  it('draws every other table with DataTable', () => {
    expect(offenders).toEqual([]);
  });
});
