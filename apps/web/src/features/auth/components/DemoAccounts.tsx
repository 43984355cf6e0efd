import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import type { DemoAccount } from '../api/auth.ts';

type DemoAccountsProps = {
  accounts: DemoAccount[];
  password: string | null;
  onPick: (account: DemoAccount) => void;
};

/** Demo mode only: the seeded accounts, their shared password, and a button that fills the form. */
export function DemoAccounts({ accounts, password, onPick }: DemoAccountsProps) {
  const { t } = useTranslation('auth');
  if (accounts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="demo-accounts-heading" sx={{ mt: 4 }}>
      <Typography id="demo-accounts-heading" variant="subtitle1" component="h2">
        {t('demoAccounts')}
      </Typography>
      {password && (
        <Typography variant="body2" color="text.secondary">
          {t('demoPassword')} <code>{password}</code>
        </Typography>
      )}
      <Table size="small" sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('email')}</TableCell>
            <TableCell>{t('role')}</TableCell>
            <TableCell>
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {t('action')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.email}>
              <TableCell sx={{ wordBreak: 'break-all' }}>{account.email}</TableCell>
              <TableCell>{t(`roles.${account.role}`)}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  onClick={() => onPick(account)}
                  aria-label={t('fillInAccount', { email: account.email })}
                >
                  {t('fillIn')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
