import Download from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useSnackbar } from '../../../lib/use-snackbar.ts';
import {
  type ContractDetail,
  type ContractEvent,
  contractPdfHref,
  contractScanHref,
  useContract,
  useSendContract,
} from '../api/contracts.ts';
import { ContractStatusChip } from './ContractStatusChip.tsx';
import { ContractText } from './ContractText.tsx';
import { ContractVerifyPanel } from './ContractVerifyPanel.tsx';
import { ContractVoidDialog } from './ContractVoidDialog.tsx';

const OPEN = ['draft', 'sent', 'viewed'];
const VOIDABLE_NOT = ['voided', 'declined', 'expired'];

/** The first characters of a SHA-256, enough to tell two apart by eye; the whole one is its title. */
const short = (hash: string) => `${hash.slice(0, 12)}…`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** A line of "what: value", left out when there is no value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <Typography>
      <Typography component="span" color="text.secondary">
        {label}:
      </Typography>{' '}
      {children}
    </Typography>
  );
}

/**
 * One issued contract as staff see it: its state, who signs, the frozen text, the hashes, every event
 * of its record (who, role, when, IP, browser, hash), and what staff can do: send or email again,
 * void with a reason, download the sealed PDF (or a paper waiver's scan), verify.
 */
export function ContractDetailDialog({ contractId, onClose }: { contractId: string; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const contract = useContract(contractId);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{contract.data?.title ?? t('detail.title')}</DialogTitle>
      <DialogContent>
        <QueryState query={contract}>{contract.data && <Detail contract={contract.data} />}</QueryState>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Detail({ contract }: { contract: ContractDetail }) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const snackbar = useSnackbar();
  const send = useSendContract();
  const [voiding, setVoiding] = useState(false);
  const open = OPEN.includes(contract.status);
  const expired = contract.expiresAt !== null && new Date(contract.expiresAt).getTime() <= Date.now();
  const when = (value: string | null) => (value ? format.studioDateTime(value) : null);

  const sendNow = async () => {
    try {
      await send.mutateAsync(contract.id);
      snackbar.saved(
        contract.status === 'draft'
          ? t('detail.sentDone', { name: contract.person.name })
          : t('detail.emailedDone', { name: contract.person.name }),
      );
    } catch (error) {
      snackbar.failed(errorMessage(error));
    }
  };

  const eventColumns: DataTableColumn<ContractEvent>[] = [
    { field: 'at', header: t('events.when'), render: (event) => format.studioDateTime(event.at) },
    {
      field: 'type',
      header: t('events.what'),
      render: (event) => (
        <>
          {t(`events.types.${event.type}`)}
          {Object.entries(event.detail).map(([key, value]) => (
            <Typography key={key} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {t(`events.details.${key}`, { defaultValue: key })}: {value}
            </Typography>
          ))}
        </>
      ),
    },
    {
      field: 'actor',
      header: t('events.who'),
      render: (event) => (
        <>
          {event.actorName || '—'}
          <Typography variant="body2" color="text.secondary">
            {t(`roles.${event.actorRole}`, { defaultValue: event.actorRole })}
          </Typography>
        </>
      ),
    },
    {
      field: 'origin',
      header: t('events.origin'),
      render: (event) => (
        <>
          {event.ip ?? '—'}
          {event.userAgent && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ overflowWrap: 'anywhere', maxWidth: 260 }}
            >
              {event.userAgent}
            </Typography>
          )}
        </>
      ),
    },
    {
      field: 'hash',
      header: t('events.hash'),
      render: (event) => (
        <Typography component="code" variant="body2" title={event.hash} sx={{ fontFamily: 'monospace' }}>
          {short(event.hash)}
        </Typography>
      ),
    },
  ];

  return (
    <Stack spacing={3}>
      <Stack spacing={0.5}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <ContractStatusChip status={contract.status} />
          <Typography color="text.secondary">
            {t(`kinds.${contract.kind}`)}
            {contract.templateVersion !== null &&
              ` · ${t('templates.versionN', { version: contract.templateVersion })}`}
            {contract.onPaper && ` · ${t('detail.onPaper')}`}
          </Typography>
        </Stack>
        <Fact label={t('detail.signer')}>
          {contract.person.name} ({contract.person.email})
        </Fact>
        {contract.dependant && (
          <Fact label={t('detail.dependant')}>
            {t('detail.guardianSigns', { dependant: contract.dependant.name, name: contract.person.name })}
          </Fact>
        )}
        <Fact label={t('detail.issued')}>{when(contract.issuedAt)}</Fact>
        <Fact label={t('detail.sent')}>{when(contract.sentAt)}</Fact>
        <Fact label={t('detail.viewed')}>{when(contract.viewedAt)}</Fact>
        {open && <Fact label={t('detail.expires')}>{when(contract.expiresAt)}</Fact>}
        {contract.signedAt && (
          <Fact label={t('detail.signed')}>
            {contract.signedName
              ? t('detail.signedBy', { name: contract.signedName, date: when(contract.signedAt) })
              : when(contract.signedAt)}
          </Fact>
        )}
        {contract.countersignedAt && (
          <Fact label={t('detail.countersigned')}>
            {t('detail.signedBy', {
              name: contract.countersignedName ?? '',
              date: when(contract.countersignedAt),
            })}
          </Fact>
        )}
        {contract.declinedAt && (
          <Fact label={t('detail.declined')}>
            {when(contract.declinedAt)}
            {contract.declineReason && ` · ${contract.declineReason}`}
          </Fact>
        )}
        {contract.voidedAt && (
          <Fact label={t('detail.voidedOn')}>
            {when(contract.voidedAt)}
            {contract.voidReason && ` · ${contract.voidReason}`}
          </Fact>
        )}
        <Fact label={t('detail.excusedBecause')}>{contract.excusedReason}</Fact>
      </Stack>

      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="group" aria-label={t('detail.actions')}>
        {open && !expired && (
          <Button variant="contained" onClick={() => void sendNow()} disabled={send.isPending}>
            {contract.status === 'draft' ? t('detail.send') : t('detail.emailAgain')}
          </Button>
        )}
        {contract.hasPdf && (
          <Button variant="outlined" startIcon={<Download />} href={contractPdfHref(contract.id)} download>
            {t('detail.downloadPdf')}
          </Button>
        )}
        {contract.onPaper && (
          <Button variant="outlined" startIcon={<Download />} href={contractScanHref(contract.id)} download>
            {t('detail.downloadScan')}
          </Button>
        )}
        {!VOIDABLE_NOT.includes(contract.status) && (
          <Button color="error" onClick={() => setVoiding(true)}>
            {t('detail.void')}
          </Button>
        )}
      </Stack>

      {/* The text itself is the region, named like the heading over it. */}
      <Stack spacing={1}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('detail.text')}
        </Typography>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ContractText body={contract.body} language={contract.language} label={t('detail.text')} />
        </Paper>
      </Stack>

      <Section title={t('detail.hashes')}>
        <Fact label={t('detail.documentHash')}>
          <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {contract.documentSha256}
          </Typography>
        </Fact>
        {contract.pdfSha256 && (
          <Fact label={t('detail.pdfHash')}>
            <Typography component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {contract.pdfSha256}
            </Typography>
          </Fact>
        )}
      </Section>

      <Section title={t('verify.title')}>
        <ContractVerifyPanel contractId={contract.id} hasPdf={contract.hasPdf} />
      </Section>

      <Section title={t('events.title')}>
        <DataTable<ContractEvent>
          label={t('events.title')}
          size="small"
          columns={eventColumns}
          rows={contract.events}
          rowId={(event) => String(event.seq)}
          rowData={(event) => ({ 'data-event': event.type })}
          status="success"
        />
      </Section>

      {voiding && <ContractVoidDialog contract={contract} onClose={() => setVoiding(false)} />}
    </Stack>
  );
}
