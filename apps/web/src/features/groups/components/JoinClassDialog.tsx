import type { MemberClass } from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { HouseholdParticipantsPicker, type PickedParticipant } from '../../members/index.ts';
import { useJoinClass } from '../api/groups.ts';
import { GroupFormDialog } from './GroupFormDialog.tsx';

/** The API's limit on people joining with one member (joinGroupInputSchema). */
const MAX_PARTICIPANTS = 20;

/**
 * A member with a household joins a class: who comes along (each takes a seat and is charged the
 * class's credits like the member), then the total. Too few seats left sends the whole party to the
 * waitlist; the API decides.
 */
export function JoinClassDialog({
  item,
  onClose,
  onJoined,
}: {
  item: MemberClass;
  onClose: () => void;
  onJoined: () => void;
}) {
  const { t } = useTranslation('groups');
  const format = useFormat();
  const join = useJoinClass();
  const [picked, setPicked] = useState<PickedParticipant[]>([]);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [general, setGeneral] = useState<string | null>(null);
  const seats = 1 + picked.length;
  const credits = item.credits * seats;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setGeneral(null);
    setFieldError(undefined);
    try {
      await join.mutateAsync({ occurrenceId: item.id, participants: picked.map((p) => p.householdMemberId) });
      onJoined();
    } catch (failure) {
      const onField = isApiError(failure) ? failure.problem.errors?.participants : undefined;
      if (onField) setFieldError(onField.join(' '));
      else setGeneral(errorMessage(failure));
    }
  };

  return (
    <GroupFormDialog
      title={t('member.joinOf', { name: item.groupName })}
      submitLabel={seats > item.seatsLeft ? t('member.joinWaitlist') : t('member.join')}
      submitting={join.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography color="text.secondary">
        {format.studioDateTime(item.startsAt, item.timeZone)} ·{' '}
        {t('seatsLeft', { count: item.seatsLeft, formatted: format.number(item.seatsLeft) })}
      </Typography>
      <FormAlert>{general}</FormAlert>
      <HouseholdParticipantsPicker
        max={MAX_PARTICIPANTS}
        youth={false}
        value={picked}
        onChange={setPicked}
        error={fieldError}
      />
      <Typography sx={{ mt: 2 }} aria-live="polite">
        {t('member.party', { count: seats, formatted: format.number(seats) })}
        {item.credits > 0 && ` · ${t('credits', { count: credits, formatted: format.number(credits) })}`}
        {seats > item.seatsLeft && ` · ${t('member.partyWaits')}`}
      </Typography>
    </GroupFormDialog>
  );
}
