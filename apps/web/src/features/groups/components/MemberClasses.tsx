import type { MemberClass } from '@bmp/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { isWaiverRequired, WaiverRequiredAlert } from '../../contracts/index.ts';
import { useHousehold } from '../../members/index.ts';
import { useJoinClass, useLeaveClass, useMyClasses } from '../api/groups.ts';

// The household picker's dialog loads when a member with a household joins, not with the list.
const JoinClassDialog = lazy(() =>
  import('./JoinClassDialog.tsx').then((m) => ({ default: m.JoinClassDialog })),
);

/**
 * Upcoming classes a member can join, and those they joined or wait for (with their place in line).
 * Self-contained: the booking page's "Classes" tab and the member dashboard both show it.
 * `onlyMine` lists just the member's own classes.
 */
export function MemberClasses({ onlyMine = false, limit }: { onlyMine?: boolean; limit?: number }) {
  const { t } = useTranslation('groups');
  const format = useFormat();
  const classes = useMyClasses();
  const join = useJoinClass();
  const leave = useLeaveClass();
  // With a household, joining first asks who comes along (each takes a seat and pays like the member).
  const household = useHousehold();
  const hasHousehold = (household.data?.items.length ?? 0) > 0;
  const [joining, setJoining] = useState<MemberClass | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // A join refused until the studio's waiver is signed (decision 0053): the way to it, not just words.
  const [waiverMissing, setWaiverMissing] = useState<ApiError | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    setNotice(null);
    setWaiverMissing(null);
    try {
      await action();
      setNotice(done);
    } catch (failure) {
      if (isWaiverRequired(failure)) setWaiverMissing(failure);
      else setError(errorMessage(failure));
    }
  };

  if (classes.status !== 'success') return <QueryState query={classes} compact />;
  let items = classes.data;
  if (onlyMine) items = items.filter((item) => item.mySeat);
  // A series shows once: its next occurrence.
  const seenSeries = new Set<string>();
  items = items.filter((item) => {
    if (item.kind === 'Group Class') return true;
    if (seenSeries.has(item.groupId)) return false;
    seenSeries.add(item.groupId);
    return true;
  });
  if (limit) items = items.slice(0, limit);

  const statusChip = (item: MemberClass) => {
    const seat = item.mySeat;
    if (!seat) return null;
    if (seat.status === 'booked') return <Chip size="small" color="success" label={t('status.booked')} />;
    return (
      <Chip
        size="small"
        color="warning"
        label={t('status.waitlisted', { position: format.number(seat.waitlistPosition ?? 0) })}
      />
    );
  };

  return (
    <Stack sx={{ gap: 1 }}>
      <Suspense fallback={null}>
        {joining && (
          <JoinClassDialog
            item={joining}
            onClose={() => setJoining(null)}
            onJoined={() => {
              setJoining(null);
              setError(null);
              setWaiverMissing(null);
              setNotice(t('member.joined'));
            }}
          />
        )}
      </Suspense>
      <FormAlert>{error}</FormAlert>
      {waiverMissing && <WaiverRequiredAlert error={waiverMissing} />}
      <FormAlert severity="success">{notice}</FormAlert>
      {items.length === 0 ? (
        <Typography color="text.secondary">{onlyMine ? t('member.noneMine') : t('member.none')}</Typography>
      ) : (
        <List aria-label={t('member.listLabel')}>
          {items.map((item) => (
            // The buttons sit in the item's flow, not as MUI's absolutely placed secondary action: on a
            // phone they wrap below the text instead of covering it (in Arabic too).
            <ListItem
              key={item.id}
              divider
              aria-label={item.groupName}
              sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}
            >
              <ListItemText
                sx={{ flex: '1 1 16rem', minWidth: 0, my: 0 }}
                primary={`${item.groupName} · ${t(`kinds.${item.kind}`)}`}
                secondary={[
                  format.studioDateTime(item.startsAt, item.timeZone),
                  item.expert.name,
                  item.location?.display,
                  item.mySeat && item.mySeat.participants.length > 0
                    ? t('member.with', { names: item.mySeat.participants.join(', ') })
                    : null,
                  t('seatsLeft', { count: item.seatsLeft, formatted: format.number(item.seatsLeft) }),
                  item.credits > 0 && item.creditKind
                    ? t('credits', { count: item.credits, formatted: format.number(item.credits) })
                    : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
              <Stack
                direction="row"
                sx={{
                  gap: 1,
                  alignItems: 'center',
                  flexWrap: 'wrap',
                  flexShrink: 0,
                  marginInlineStart: 'auto',
                }}
              >
                {statusChip(item)}
                {!item.mySeat && (
                  <Button
                    size="small"
                    variant="contained"
                    disabled={join.isPending}
                    aria-label={
                      item.seatsLeft > 0
                        ? t('member.joinOf', { name: item.groupName })
                        : t('member.joinWaitlistOf', { name: item.groupName })
                    }
                    onClick={() =>
                      hasHousehold
                        ? setJoining(item)
                        : run(
                            () => join.mutateAsync({ occurrenceId: item.id, participants: [] }),
                            t('member.joined'),
                          )
                    }
                  >
                    {item.seatsLeft > 0 ? t('member.join') : t('member.joinWaitlist')}
                  </Button>
                )}
                {item.claimable && item.mySeat && (
                  <Button
                    size="small"
                    variant="contained"
                    color="success"
                    onClick={() =>
                      run(
                        () => join.mutateAsync({ occurrenceId: item.id, participants: [] }),
                        t('member.claimed'),
                      )
                    }
                  >
                    {t('member.claim')}
                  </Button>
                )}
                {item.mySeat && (
                  <Button
                    size="small"
                    color="error"
                    disabled={leave.isPending}
                    aria-label={t('member.leaveOf', { name: item.groupName })}
                    onClick={() => run(() => leave.mutateAsync(item.mySeat?.id ?? ''), t('member.left'))}
                  >
                    {t('member.leave')}
                  </Button>
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </Stack>
  );
}
