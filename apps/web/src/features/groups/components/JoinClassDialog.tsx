import {
  ADULT_AGE,
  ageOn,
  type JoinGroupInput,
  type joinGroupInputSchema,
  type MemberClass,
} from '@bmp/shared';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { isWaiverRequired, WaiverRequiredAlert } from '../../contracts/index.ts';
import { HouseholdParticipantsPicker, useHousehold } from '../../members/index.ts';
import { useJoinClass } from '../api/groups.ts';
import { householdLimit } from '../lib/household-limit.ts';
import { GroupFormDialog } from './GroupFormDialog.tsx';

const joinResolver = lazyZodResolver((shared) => shared.joinGroupInputSchema);

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
  const form = useForm<JoinGroupInput, unknown, z.output<typeof joinGroupInputSchema>>({
    resolver: joinResolver,
    defaultValues: { participants: [] },
  });
  const [general, setGeneral] = useState<string | null>(null);
  const [waiverMissing, setWaiverMissing] = useState<ApiError | null>(null);
  const picked = useWatch({ control: form.control, name: 'participants' }) ?? [];
  // Those under 18 on the class's day need their guardian's waiver (decision 0053).
  const household = useHousehold();
  const minorIds = picked.filter((id) => {
    const person = household.data?.items.find((item) => item.id === id);
    return person !== undefined && ageOn(person.dateOfBirth, item.startsAt.slice(0, 10)) < ADULT_AGE;
  });
  const seats = 1 + picked.length;
  const credits = item.credits * seats;

  const submit = form.handleSubmit(async ({ participants }) => {
    setGeneral(null);
    setWaiverMissing(null);
    try {
      await join.mutateAsync({ occurrenceId: item.id, participants });
      onJoined();
    } catch (failure) {
      if (isWaiverRequired(failure)) setWaiverMissing(failure);
      else setGeneral(applyServerErrors(failure, form.setError, ['participants']));
    }
  });

  return (
    <GroupFormDialog
      title={t('member.joinOf', { name: item.groupName })}
      submitLabel={seats > item.seatsLeft ? t('member.joinWaitlist') : t('member.join')}
      submitting={join.isPending}
      onSubmit={submit}
      onClose={onClose}
      onInput={joinResolver.preload}
    >
      <Typography color="text.secondary">
        {format.studioDateTime(item.startsAt, item.timeZone)} ·{' '}
        {t('seatsLeft', { count: item.seatsLeft, formatted: format.number(item.seatsLeft) })}
      </Typography>
      <FormAlert>{general}</FormAlert>
      {waiverMissing && <WaiverRequiredAlert error={waiverMissing} minorIds={minorIds} />}
      <HouseholdParticipantsPicker
        max={householdLimit(item)}
        youth={false}
        value={picked.map((householdMemberId) => ({ householdMemberId }))}
        onChange={(next) =>
          form.setValue(
            'participants',
            next.map((person) => person.householdMemberId),
            { shouldValidate: false },
          )
        }
        error={form.formState.errors.participants?.message}
      />
      <Typography sx={{ mt: 2 }} aria-live="polite">
        {t('member.party', { count: seats, formatted: format.number(seats) })}
        {item.credits > 0 && ` · ${t('credits', { count: credits, formatted: format.number(credits) })}`}
        {seats > item.seatsLeft && ` · ${t('member.partyWaits')}`}
      </Typography>
    </GroupFormDialog>
  );
}
