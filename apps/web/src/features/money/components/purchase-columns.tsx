import type { Purchase } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { GrantList } from './GrantList.tsx';
import { PurchaseStatusChip } from './PurchaseStatusChip.tsx';

/**
 * The columns of a purchases table (a member's own, and a customer's on staff's details page): date,
 * pack, amount, how to pay and status, then `last`, the column each page fills its own way.
 */
export function usePurchaseColumns(last: DataTableColumn<Purchase>): DataTableColumn<Purchase>[] {
  const { t } = useTranslation('money');
  const format = useFormat();
  return [
    { field: 'createdAt', header: t('columns.date'), render: (row) => format.date(row.createdAt) },
    {
      field: 'packName',
      header: t('columns.pack'),
      render: (row) => (
        <>
          {row.packName}
          <br />
          <small>
            <GrantList grants={row.grants} inline />
          </small>
        </>
      ),
    },
    {
      field: 'priceCents',
      header: t('columns.amount'),
      align: 'right',
      render: (row) => format.money(row.priceCents),
    },
    {
      field: 'paymentMethod',
      header: t('columns.howToPay'),
      render: (row) => t(`purchaseMethod.${row.paymentMethod}`),
    },
    {
      field: 'status',
      header: t('columns.status'),
      render: (row) => (
        <>
          <PurchaseStatusChip status={row.status} />
          {row.owedCents > 0 && (
            <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }} data-testid="purchase-owed">
              {t('owed.owes', { amount: format.money(row.owedCents) })}
            </Typography>
          )}
          {row.writtenOffAt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('owed.writtenOff')}
            </Typography>
          )}
        </>
      ),
    },
    last,
  ];
}
