import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import type { Contract } from '../api/signing.ts';
import { useMyWaivers, useOpenWaiver } from '../api/waivers.ts';

type Props = { dependant: { id: string; fullName: string } };
type Format = ReturnType<typeof useFormat>;

/**
 * On the household page, beside a dependant under 18: where their guardian's waiver stands and "Sign
 * waiver as guardian", which opens the copy to sign (issued if need be). Shown once the studio uses
 * waivers for this member (see `useMyWaivers`); the contracts texts load with it, so the list does
 * not wait for them.
 */
export function GuardianWaiverAction(props: Props) {
  return (
    <Suspense fallback={null}>
      <GuardianWaiver {...props} />
    </Suspense>
  );
}

function GuardianWaiver({ dependant }: Props) {
  const { t } = useTranslation('contracts');
  const format = useFormat();
  const waivers = useMyWaivers();
  const open = useOpenWaiver();
  const navigate = useNavigate();
  const [note, setNote] = useState<string | null>(null);
  if (!waivers.data?.inUse) return null;
  const latest = waivers.data.forDependant.get(dependant.id);
  const done = latest?.status === 'signed' || latest?.status === 'excused';

  const openWaiver = async () => {
    setNote(null);
    try {
      const { status, contract } = await open.mutateAsync(dependant.id);
      if (contract) {
        navigate(href(PATHS.memberContract, { id: contract.id }));
        return;
      }
      setNote(
        status.state === 'not_required'
          ? t('memberWaiver.guardian.notRequired')
          : t('memberWaiver.guardian.alreadySigned', { name: dependant.fullName }),
      );
    } catch (caught) {
      setNote(errorMessage(caught));
    }
  };

  const state = latest && stateText(latest, t, format);
  return (
    <Stack sx={{ mt: 0.5, alignItems: 'flex-start', gap: 0.5 }}>
      {state && (
        <Typography variant="body2" color="text.secondary">
          {state}
        </Typography>
      )}
      {!done && (
        <Button
          size="small"
          variant="outlined"
          onClick={openWaiver}
          disabled={open.isPending}
          aria-label={t('memberWaiver.guardian.signOf', { name: dependant.fullName })}
        >
          {t('memberWaiver.guardian.sign')}
        </Button>
      )}
      {note && (
        <Typography variant="body2" role="status">
          {note}
        </Typography>
      )}
    </Stack>
  );
}

function stateText(contract: Contract, t: TFunction<'contracts'>, format: Format): string | null {
  const date = (value: string | null) => format.date(value ?? contract.issuedAt);
  switch (contract.status) {
    case 'signed':
      return t(contract.onPaper ? 'memberWaiver.guardian.onPaper' : 'memberWaiver.guardian.signed', {
        date: date(contract.signedAt),
      });
    case 'excused':
      return t('memberWaiver.guardian.excused');
    case 'sent':
    case 'viewed':
      return t('memberWaiver.guardian.pending');
    default:
      return null;
  }
}
