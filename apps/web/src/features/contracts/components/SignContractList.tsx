import Download from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFormat } from '../../../i18n/use-format.ts';
import type { Contract } from '../api/signing.ts';
import { ContractStatusChip } from './ContractStatusChip.tsx';

export type SignGroups = { countersign: Contract[]; toSign: Contract[]; others: Contract[] };

/**
 * A signer's contracts in the order they need them: those waiting for the owner's countersignature
 * (when `countersignerEmail` is the owner's, and the contract is someone else's), then those waiting
 * for their own signature, soonest deadline first, then the rest, newest first. Drafts are the studio's
 * until sent and are left out.
 */
export function signGroups(items: readonly Contract[], countersignerEmail?: string | null): SignGroups {
  const me = countersignerEmail?.toLowerCase();
  const countersign = items.filter(
    (contract) =>
      contract.status === 'countersign' && me !== undefined && contract.person.email.toLowerCase() !== me,
  );
  const toSign = items
    .filter((contract) => contract.status === 'sent' || contract.status === 'viewed')
    .sort((a, b) => (a.expiresAt ?? '9999').localeCompare(b.expiresAt ?? '9999'));
  const others = items
    .filter(
      (contract) =>
        contract.status !== 'draft' && !countersign.includes(contract) && !toSign.includes(contract),
    )
    .sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
  return { countersign, toSign, others };
}

function ContractCard({
  contract,
  openHref,
  pdfHref,
  action,
}: {
  contract: Contract;
  openHref: string;
  pdfHref: string;
  action: 'sign' | 'countersign' | 'view';
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const titleId = useId();
  const lines = [
    contract.dependant ? t('sign.list.forDependant', { name: contract.dependant.name }) : null,
    action === 'countersign' ? t('sign.list.signedBy', { name: contract.person.name }) : null,
    contract.signedAt
      ? t('sign.list.signedOn', { date: format.date(contract.signedAt) })
      : t('sign.list.issuedOn', { date: format.date(contract.issuedAt) }),
    action === 'sign' && contract.expiresAt
      ? t('sign.list.signBy', { date: format.date(contract.expiresAt) })
      : null,
  ].filter(Boolean);
  return (
    <Card variant="outlined" component="li" aria-labelledby={titleId} sx={{ listStyle: 'none' }}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
          <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {contract.title}
          </Typography>
          <ContractStatusChip status={contract.status} for="signer" />
        </Stack>
        {lines.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button
            component={RouterLink}
            to={openHref}
            variant={action === 'view' ? 'outlined' : 'contained'}
            aria-describedby={titleId}
          >
            {t(`sign.list.${action}`)}
          </Button>
          {contract.hasPdf && (
            <Button href={pdfHref} download startIcon={<Download />} aria-describedby={titleId}>
              {t('sign.downloadPdf')}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Group({
  title,
  contracts,
  action,
  openHref,
  pdfHref,
}: {
  title: string;
  contracts: Contract[];
  action: 'sign' | 'countersign' | 'view';
  openHref: (contract: Contract) => string;
  pdfHref: (contract: Contract) => string;
}) {
  const headingId = useId();
  if (contracts.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
        {contracts.map((contract) => (
          <ContractCard
            key={contract.id}
            contract={contract}
            action={action}
            openHref={openHref(contract)}
            pdfHref={pdfHref(contract)}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** The signer's contracts, grouped by what they need: countersign, sign, or nothing more. */
export function SignContractList({
  groups,
  openHref,
  pdfHref,
}: {
  groups: SignGroups;
  openHref: (contract: Contract) => string;
  pdfHref: (contract: Contract) => string;
}) {
  const { t } = useTranslation('contracts');
  return (
    <Stack spacing={3}>
      <Group
        title={t('sign.list.countersignGroup')}
        contracts={groups.countersign}
        action="countersign"
        openHref={openHref}
        pdfHref={pdfHref}
      />
      <Group
        title={t('sign.list.toSignGroup')}
        contracts={groups.toSign}
        action="sign"
        openHref={openHref}
        pdfHref={pdfHref}
      />
      <Group
        title={t('sign.list.othersGroup')}
        contracts={groups.others}
        action="view"
        openHref={openHref}
        pdfHref={pdfHref}
      />
    </Stack>
  );
}
