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
import { useMyWaivers, useOpenWaiver, type WaiverStatus } from '../api/waivers.ts';

type Props = { dependant: { id: string; fullName: string } };
type Format = ReturnType<typeof useFormat>;

/**
 * On the household page, beside a dependant under 18: where their guardian's waiver stands and "Sign
 * waiver as guardian", which opens the copy to sign (issued if need be). Shown when the studio
 * requires a waiver (`useMyWaivers`); the contracts texts load with it, so the list does not wait.
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
  if (!waivers.data?.required) return null;
  const status = waivers.data.dependants.find((person) => person.id === dependant.id)?.status;
  const done = status?.state === 'signed' || status?.state === 'on_paper' || status?.state === 'excused';

  const openWaiver = async () => {
    setNote(null);
    try {
      const answer = await open.mutateAsync(dependant.id);
      if (answer.contract) {
        navigate(href(PATHS.memberContract, { id: answer.contract.id }));
        return;
      }
      setNote(
        answer.status.state === 'not_required'
          ? t('memberWaiver.guardian.notRequired')
          : t('memberWaiver.guardian.alreadySigned', { name: dependant.fullName }),
      );
    } catch (caught) {
      setNote(errorMessage(caught));
    }
  };

  const state = status && stateText(status, t, format);
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

function stateText(status: WaiverStatus, t: TFunction<'contracts'>, format: Format): string | null {
  const date = status.at ? format.date(status.at) : '';
  switch (status.state) {
    case 'signed':
      return t('memberWaiver.guardian.signed', { date });
    case 'on_paper':
      return t('memberWaiver.guardian.onPaper', { date });
    case 'excused':
      return t('memberWaiver.guardian.excused');
    case 'pending':
      return t('memberWaiver.guardian.pending');
    default:
      return null;
  }
}
