import Download from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../i18n/use-format.ts';
import type { Contract, ContractSignValues, ContractToSign } from '../api/signing.ts';
import { ContractStatusChip } from './ContractStatusChip.tsx';
import { ContractTextSection } from './ContractText.tsx';
import { SignContractForm } from './SignContractForm.tsx';

/** Whether this page may sign: the signer while the contract is sent (or viewed), the owner while it waits for them. */
export function canSignNow(toSign: ContractToSign): boolean {
  const { status } = toSign.contract;
  if (toSign.signAs === 'countersigner') return status === 'countersign';
  return toSign.signAs !== null && (status === 'sent' || status === 'viewed');
}

type Format = ReturnType<typeof useFormat>;

/** Where a contract stands, in a sentence, when it cannot be signed here. */
function statusText(contract: Contract, t: TFunction<'contracts'>, format: Format): string {
  const date = (value: string | null) => (value ? format.date(value) : '');
  switch (contract.status) {
    case 'signed':
      if (contract.onPaper) return t('sign.state.onPaper', { date: date(contract.signedAt) });
      return contract.countersignedAt
        ? t('sign.state.countersigned', {
            name: contract.signedName ?? contract.person.name,
            date: date(contract.signedAt),
            countersigner: contract.countersignedName ?? '',
            countersignedOn: date(contract.countersignedAt),
          })
        : t('sign.state.signed', {
            name: contract.signedName ?? contract.person.name,
            date: date(contract.signedAt),
          });
    case 'countersign':
      return t('sign.state.countersign', {
        name: contract.signedName ?? contract.person.name,
        date: date(contract.signedAt),
      });
    case 'declined':
      return contract.declineReason
        ? t('sign.state.declinedReason', { date: date(contract.declinedAt), reason: contract.declineReason })
        : t('sign.state.declined', { date: date(contract.declinedAt) });
    case 'voided':
      return contract.voidReason
        ? t('sign.state.voidedReason', { date: date(contract.voidedAt), reason: contract.voidReason })
        : t('sign.state.voided', { date: date(contract.voidedAt) });
    case 'expired':
      return t('sign.state.expired', { date: date(contract.expiresAt) });
    case 'excused':
      return t('sign.state.excused', { reason: contract.excusedReason ?? '' });
    case 'draft':
      return t('sign.state.draft');
    default:
      return t('sign.state.notYours');
  }
}

/** The message after this page signed or declined, focused so a screen reader reads it at once. */
function Outcome({ text, severity }: { text: string; severity: 'success' | 'info' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Alert ref={ref} severity={severity} tabIndex={-1} role="status" sx={{ outline: 'none' }}>
      {text}
    </Alert>
  );
}

/**
 * One contract as its signer sees it: who issued it and when, then the signing form while it can be
 * signed here (by the signer, or by the owner countersigning), otherwise where it stands, its text and
 * the signed PDF to download. After signing it says so and offers the download at once.
 */
export function SignContractPanel({
  toSign,
  sign,
  decline,
  pdfHref,
}: {
  toSign: ContractToSign;
  sign: (values: ContractSignValues) => Promise<Contract>;
  /** Left out where declining is not offered (countersigning). */
  decline?: (reason: string) => Promise<Contract>;
  /** The signed PDF's address, offered once the contract has one. */
  pdfHref: string;
}) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const [outcome, setOutcome] = useState<'signed' | 'countersigned' | 'waiting' | 'declined' | null>(null);
  const { contract } = toSign;
  const signable = canSignNow(toSign);
  const countersigning = toSign.signAs === 'countersigner';

  const onSign = async (values: ContractSignValues) => {
    const signed = await sign(values);
    setOutcome(countersigning ? 'countersigned' : signed.status === 'countersign' ? 'waiting' : 'signed');
  };
  const onDecline =
    decline && !countersigning
      ? async (reason: string) => {
          await decline(reason);
          setOutcome('declined');
        }
      : undefined;

  const facts = [
    t('sign.fromStudio', { studio: toSign.studioName }),
    t('sign.issuedOn', { date: format.date(contract.issuedAt) }),
    signable && !countersigning && contract.expiresAt
      ? t('sign.signBy', { date: format.date(contract.expiresAt) })
      : null,
  ].filter(Boolean);

  return (
    <Stack spacing={3}>
      <Box>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <ContractStatusChip status={contract.status} for="signer" />
          {contract.dependant && (
            <Typography variant="body2">
              {t('sign.list.forDependant', { name: contract.dependant.name })}
            </Typography>
          )}
        </Stack>
        {facts.map((fact) => (
          <Typography key={fact} variant="body2" color="text.secondary">
            {fact}
          </Typography>
        ))}
      </Box>
      {outcome && (
        <Outcome
          severity={outcome === 'declined' ? 'info' : 'success'}
          text={
            outcome === 'declined'
              ? t('sign.outcome.declined')
              : outcome === 'waiting'
                ? t('sign.outcome.waiting')
                : outcome === 'countersigned'
                  ? t('sign.outcome.countersigned')
                  : t('sign.outcome.signed')
          }
        />
      )}
      {!signable && !outcome && <Alert severity="info">{statusText(contract, t, format)}</Alert>}
      {contract.hasPdf && (
        <Button
          href={pdfHref}
          download
          variant={outcome ? 'contained' : 'outlined'}
          startIcon={<Download />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('sign.downloadPdf')}
        </Button>
      )}
      {signable ? (
        <SignContractForm toSign={toSign} onSign={onSign} onDecline={onDecline} />
      ) : (
        <ContractTextSection
          heading={t('sign.textHeading')}
          title={contract.title}
          body={contract.body}
          language={contract.language}
        />
      )}
    </Stack>
  );
}
