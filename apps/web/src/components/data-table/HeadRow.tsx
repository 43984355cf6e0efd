import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** A plain table's header: one cell a column title, in order. */
export function HeadRow({ titles }: { titles: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {titles.map((title) => (
          <TableCell key={title}>{title}</TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
