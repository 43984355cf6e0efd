import type { MembershipPlan } from '@bmp/shared';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import { useStudioPlans } from '../api/memberships.ts';
import { commitmentText, includesLines, pricePerPeriod } from '../lib/terms.ts';
import { PlanDialog } from './PlanDialog.tsx';

/** The studio's membership plans (staff): what each costs and includes, its subscribers; add or edit one. */
export function PlansSection() {
  const { t } = useTranslation('memberships');
  const format = useFormat();
  const snackbar = useSnackbar();
  const plans = useStudioPlans();
  // undefined: closed; null: adding; a plan: editing it.
  const [editing, setEditing] = useState<MembershipPlan | null | undefined>(undefined);

  const columns: DataTableColumn<MembershipPlan>[] = [
    {
      field: 'name',
      header: t('plans.columns.name'),
      render: (plan) => (
        <>
          {plan.name}
          {plan.agreementName && (
            <Typography variant="body2" color="text.secondary">
              {t('plans.withAgreement', { name: plan.agreementName })}
            </Typography>
          )}
        </>
      ),
    },
    {
      field: 'price',
      header: t('plans.columns.price'),
      render: (plan) => (
        <>
          {pricePerPeriod(t, format, plan.priceCents, plan.period)}
          {plan.signupFeeCents > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('terms.signupFee', { fee: format.money(plan.signupFeeCents) })}
            </Typography>
          )}
        </>
      ),
    },
    {
      field: 'includes',
      header: t('plans.columns.includes'),
      render: (plan) => includesLines(t, plan).join(', '),
    },
    {
      field: 'commitment',
      header: t('plans.columns.commitment'),
      render: (plan) => commitmentText(t, plan),
    },
    {
      field: 'subscribers',
      header: t('plans.columns.subscribers'),
      align: 'right',
      render: (plan) => format.number(plan.subscribers),
    },
    {
      field: 'active',
      header: t('plans.columns.onSale'),
      render: (plan) => (
        <Chip
          size="small"
          color={plan.active ? 'success' : 'default'}
          variant={plan.active ? 'filled' : 'outlined'}
          label={plan.active ? t('plans.onSale') : t('plans.notOnSale')}
        />
      ),
    },
    {
      field: 'actions',
      header: t('plans.columns.actions'),
      render: (plan) => (
        <Button
          size="small"
          onClick={() => setEditing(plan)}
          aria-label={t('plans.editOf', { name: plan.name })}
        >
          {t('plans.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Card variant="outlined">
        <DataTable<MembershipPlan>
          label={t('plans.title')}
          columns={columns}
          rows={plans.data?.items}
          rowId={(plan) => plan.id}
          rowData={(plan) => ({ 'data-plan': plan.name })}
          status={plans.status}
          onRetry={() => void plans.refetch()}
          emptyText={t('plans.empty')}
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
              {t('plans.add')}
            </Button>
          }
        />
      </Card>
      {editing !== undefined && (
        <PlanDialog
          plan={editing ?? undefined}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            setEditing(undefined);
            snackbar.saved(t('plans.saved', { name: saved.name }));
          }}
        />
      )}
    </>
  );
}
