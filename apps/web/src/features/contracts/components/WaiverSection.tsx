import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import {
  useContractSettings,
  useContractTemplates,
  useCustomerWaivers,
  useIssueContract,
  type WaiverStatus,
} from '../api/contracts.ts';
import { ContractDetailDialog } from './ContractDetailDialog.tsx';
import { WaiverExcuseDialog } from './WaiverExcuseDialog.tsx';
import { WaiverPaperDialog } from './WaiverPaperDialog.tsx';
import { WaiverStateChip } from './WaiverStateChip.tsx';

/** The member's own waiver, or one of their household's (the guardian signs it). */
type Row = { key: string; dependantId: string | null; name: string; status: WaiverStatus };

type Open =
  | { dialog: 'paper'; row: Row }
  | { dialog: 'excuse'; row: Row }
  | { dialog: 'contract'; id: string };

const MISSING = new Set<WaiverStatus['state']>(['unsigned', 'pending']);

/**
 * The customer page's waiver section (staff): the member's waiver and each dependant's, against the
 * waiver the studio requires before a first booking or class; staff send it, record one signed on
 * paper, or excuse the person with a reason, and open the contract behind a state.
 */
export function CustomerWaiverSection({
  customerId,
  customerName,
}: {
  customerId: string;
  customerName: string;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const snackbar = useSnackbar();
  const waivers = useCustomerWaivers(customerId);
  const settings = useContractSettings();
  const templates = useContractTemplates();
  const issue = useIssueContract();
  const [open, setOpen] = useState<Open | null>(null);
  const requiredId = settings.data?.requiredWaiverTemplateId ?? null;
  const paperTemplates = (templates.data?.items ?? []).filter(
    (template) => template.kind === 'waiver' && template.publishedVersion !== null,
  );

  const rows: Row[] = waivers.data
    ? [
        { key: customerId, dependantId: null, name: customerName, status: waivers.data.own },
        ...waivers.data.dependants.map((dependant) => ({
          key: dependant.id,
          dependantId: dependant.id,
          name: dependant.name,
          status: dependant.status,
        })),
      ]
    : [];

  const send = async (row: Row) => {
    if (!requiredId) return;
    try {
      await issue.mutateAsync({
        templateId: requiredId,
        personId: customerId,
        dependantId: row.dependantId,
        expiresInDays: 14,
        send: true,
      });
      snackbar.saved(
        row.dependantId
          ? t('waiver.sentFor', { name: customerName, dependant: row.name })
          : t('waiver.sent', { name: customerName }),
      );
    } catch (error) {
      snackbar.failed(errorMessage(error));
    }
  };

  const columns: DataTableColumn<Row>[] = [
    {
      field: 'name',
      header: t('waiver.who'),
      render: (row) => (
        <>
          {row.name}
          <Typography variant="body2" color="text.secondary">
            {row.dependantId ? t('waiver.dependant', { name: customerName }) : t('waiver.member')}
          </Typography>
        </>
      ),
    },
    {
      field: 'state',
      header: t('waiver.state'),
      render: (row) => (
        <>
          <WaiverStateChip state={row.status.state} />
          {row.status.at && (
            <Typography variant="body2" color="text.secondary">
              {format.date(row.status.at)}
            </Typography>
          )}
        </>
      ),
    },
    {
      field: 'actions',
      header: t('waiver.actions'),
      render: (row) => (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {row.status.state === 'unsigned' && requiredId && (
            <Button
              size="small"
              variant="outlined"
              disabled={issue.isPending}
              onClick={() => void send(row)}
              aria-label={t('waiver.sendOf', { name: row.name })}
            >
              {t('waiver.send')}
            </Button>
          )}
          {MISSING.has(row.status.state) && (
            <>
              <Button
                size="small"
                onClick={() => setOpen({ dialog: 'paper', row })}
                aria-label={t('waiver.paperOf', { name: row.name })}
                disabled={paperTemplates.length === 0}
              >
                {t('waiver.paper')}
              </Button>
              <Button
                size="small"
                color="warning"
                onClick={() => setOpen({ dialog: 'excuse', row })}
                aria-label={t('waiver.excuseOf', { name: row.name })}
              >
                {t('waiver.excuse')}
              </Button>
            </>
          )}
          {row.status.contractId && (
            <Button
              size="small"
              onClick={() =>
                row.status.contractId && setOpen({ dialog: 'contract', id: row.status.contractId })
              }
              aria-label={t('waiver.viewOf', { name: row.name })}
            >
              {t('waiver.view')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack component="section" spacing={2} aria-labelledby="customer-waiver">
      <Typography id="customer-waiver" variant="h6" component="h2">
        {t('waiver.title')}
      </Typography>
      <QueryState query={waivers} compact>
        {waivers.data &&
          (waivers.data.required ? (
            <DataTable<Row>
              label={t('waiver.title')}
              size="small"
              columns={columns}
              rows={rows}
              rowId={(row) => row.key}
              rowData={(row) => ({ 'data-waiver-of': row.name })}
              status="success"
            />
          ) : (
            <Typography color="text.secondary">{t('waiver.notRequired')}</Typography>
          ))}
      </QueryState>
      {open?.dialog === 'paper' && (
        <WaiverPaperDialog
          personId={customerId}
          dependantId={open.row.dependantId}
          name={open.row.name}
          templates={paperTemplates}
          defaultTemplateId={requiredId}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'excuse' && (
        <WaiverExcuseDialog
          personId={customerId}
          dependantId={open.row.dependantId}
          name={open.row.name}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.dialog === 'contract' && (
        <ContractDetailDialog contractId={open.id} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
