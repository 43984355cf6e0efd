import { ACCESS, type GroupOccurrence, type GroupSeat, type WaiverStatus } from '@bmp/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { statusChipColors } from '../../../components/status-chip-colors.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useCan } from '../../auth/index.ts';
import { CustomerPicker } from '../../money/index.ts';
import {
  useAddMember,
  useCancelOccurrence,
  useCloseOccurrence,
  useGroup,
  useMarkAttendance,
  useMoveSeat,
  useRemoveSeat,
  useRoster,
} from '../api/groups.ts';
import { EditGroupDialog } from '../components/EditGroupDialog.tsx';
import { OccurrenceChangeDialog } from '../components/OccurrenceChangeDialog.tsx';

/** A seat's waiver states the desk acts on (decision 0053): none signed yet, or sent and not signed. */
const WAIVER_MISSING = new Set<WaiverStatus['state']>(['unsigned', 'pending']);

const DAY_MS = 86_400_000;

/** /admin/group/details/:id: the group, its occurrences and, for the one picked, its roster and waitlist. */
export function AdminGroupDetailsPage() {
  const { t } = useTranslation('groups');
  const format = useFormat();
  const { id = '' } = useParams();
  const group = useGroup(id);
  const staff = useCan(ACCESS.staff);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<GroupOccurrence | null>(null);
  const cancel = useCancelOccurrence();

  if (group.status !== 'success') return <QueryState query={group} compact />;
  const details = group.data;
  const now = Date.now();
  // Those to come, and those held that are open to close (they close by themselves a day after they
  // end) or ended within the day.
  const upcoming = details.occurrences.filter(
    (o) =>
      new Date(o.endsAt).getTime() > now - DAY_MS ||
      (o.closedAt === null && o.status !== 'canceled' && new Date(o.startsAt).getTime() <= now),
  );
  // The one to act on first: a held class not closed yet, else the next to come.
  const occurrenceId =
    picked ??
    (
      upcoming.find((o) => o.closedAt === null && o.status !== 'canceled') ??
      upcoming.find((o) => new Date(o.endsAt).getTime() > now)
    )?.id ??
    null;
  // In the studio's zone, named when the browser's differs (decision 0031).
  const when = (o: GroupOccurrence) => format.studioDateTime(o.startsAt, o.timeZone);

  const occurrenceColumns: DataTableColumn<GroupOccurrence>[] = [
    { field: 'when', header: t('details.when'), render: (o) => when(o) },
    { field: 'expert', header: t('fields.expert'), render: (o) => o.expert.name },
    {
      field: 'seats',
      header: t('details.seats'),
      render: (o) =>
        o.status === 'canceled' ? (
          <Chip size="small" color="error" label={t('status.canceled')} />
        ) : (
          `${format.number(o.seatsTaken)} / ${format.number(o.capacity)}`
        ),
    },
    { field: 'waiting', header: t('details.waiting'), render: (o) => format.number(o.waitlisted) },
    {
      field: 'actions',
      header: t('details.actions'),
      render: (o) => (
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button
            size="small"
            onClick={() => setPicked(o.id)}
            aria-label={t('details.rosterOf', { when: when(o) })}
          >
            {t('details.roster')}
          </Button>
          {staff && o.status !== 'canceled' && (
            <Button
              size="small"
              aria-label={t('change.openOf', { when: when(o) })}
              onClick={() => setChanging(o)}
            >
              {t('change.open')}
            </Button>
          )}
          {staff && o.status !== 'canceled' && (
            <Button
              size="small"
              color="error"
              aria-label={t('details.cancelOf', { when: when(o) })}
              onClick={async () => {
                setError(null);
                try {
                  await cancel.mutateAsync({ occurrenceId: o.id, reason: '' });
                } catch (failure) {
                  setError(errorMessage(failure));
                }
              }}
            >
              {t('details.cancel')}
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeading title={details.name}>
        {[
          t(`kinds.${details.kind}`),
          details.expert.name,
          details.location?.display,
          t('details.capacity', {
            count: details.capacity,
            capacity: format.number(details.capacity),
            waitlist: format.number(details.waitlistLimit),
          }),
          details.credits > 0
            ? t('credits', { count: details.credits, formatted: format.number(details.credits) })
            : null,
          details.priceCents !== null ? format.money(details.priceCents) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </PageHeading>
      {staff && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => setEditing(true)}>
          {t('edit.open')}
        </Button>
      )}
      {editing && <EditGroupDialog group={details} onClose={() => setEditing(false)} />}
      {changing && <OccurrenceChangeDialog occurrence={changing} onClose={() => setChanging(null)} />}
      {details.description && <Typography sx={{ mb: 2 }}>{details.description}</Typography>}
      <FormAlert>{error}</FormAlert>
      <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 2, alignItems: 'flex-start' }}>
        <Paper variant="outlined" sx={{ flex: 1, width: '100%' }}>
          <DataTable<GroupOccurrence>
            label={t('details.occurrences')}
            size="small"
            columns={occurrenceColumns}
            rows={upcoming}
            rowId={(o) => o.id}
            selectedId={occurrenceId}
            status="success"
          />
        </Paper>
        {occurrenceId && (
          <Roster
            occurrenceId={occurrenceId}
            staff={staff}
            others={upcoming.filter(
              (o) => o.id !== occurrenceId && o.status !== 'canceled' && new Date(o.endsAt).getTime() > now,
            )}
            onClosed={() => setPicked(occurrenceId)}
          />
        )}
      </Stack>
    </>
  );
}

function Roster({
  occurrenceId,
  staff,
  others,
  onClosed,
}: {
  occurrenceId: string;
  staff: boolean;
  others: GroupOccurrence[];
  /** Keeps the class picked once closed (a held class leaves the list a day after it ends). */
  onClosed: () => void;
}) {
  const { t } = useTranslation('groups');
  const format = useFormat();
  const theme = useTheme();
  const roster = useRoster(occurrenceId);
  const mark = useMarkAttendance();
  const close = useCloseOccurrence();
  const add = useAddMember();
  const remove = useRemoveSeat();
  const move = useMoveSeat();
  const [customerId, setCustomerId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  if (roster.status !== 'success') return <QueryState query={roster} compact />;
  const { occurrence, seats } = roster.data;
  const booked = seats.filter((s) => s.status === 'booked');
  const waiting = seats.filter((s) => s.status === 'waitlisted');
  const closed = occurrence.closedAt !== null;
  const started = new Date(occurrence.startsAt).getTime() <= Date.now();
  const title = t('details.rosterTitle', {
    when: format.studioDateTime(occurrence.startsAt, occurrence.timeZone),
  });

  // The warning tint of the status chips, with AA contrast in both themes.
  const owedColors = statusChipColors('warning', theme.palette);
  const seatColumns: DataTableColumn<GroupSeat>[] = [
    {
      field: 'member',
      header: t('roster.member'),
      render: (seat) => (
        <>
          {seat.customer.name}
          {seat.participants.length > 0 && ` + ${seat.participants.join(', ')}`}
          {/* Owed for pay-at-studio purchases (decision 0046): the desk collects it at check-in. */}
          {seat.owedCents > 0 && (
            <Chip
              size="small"
              sx={{ ms: 1, fontWeight: 600, bgcolor: owedColors.background, color: owedColors.text }}
              data-testid="roster-owed"
              label={t('roster.owes', { amount: format.money(seat.owedCents) })}
            />
          )}
          {/* A seat taken before the studio required its waiver (or asked everyone to sign again) can
              lack it: the desk has it signed, records a paper one or excuses the member. */}
          {seat.waiver && WAIVER_MISSING.has(seat.waiver.state) && (
            <Chip
              size="small"
              sx={{
                marginInlineStart: 1,
                fontWeight: 600,
                bgcolor: owedColors.background,
                color: owedColors.text,
              }}
              data-testid="roster-waiver"
              label={seat.waiver.state === 'pending' ? t('roster.waiverPending') : t('roster.waiverUnsigned')}
            />
          )}
        </>
      ),
    },
    {
      field: 'status',
      header: t('roster.status'),
      render: (seat) => (
        <>
          {seat.status === 'waitlisted'
            ? t('status.waitlisted', { position: format.number(seat.waitlistPosition ?? 0) })
            : seat.attendance
              ? t(`attendance.${seat.attendance}`)
              : t('status.booked')}
        </>
      ),
    },
    {
      field: 'actions',
      header: t('details.actions'),
      render: (seat) => (
        <>
          {seat.status === 'booked' && occurrence.status !== 'canceled' && (
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                aria-label={t('roster.checkInOf', { name: seat.customer.name })}
                disabled={closed}
                onClick={() =>
                  run(() => mark.mutateAsync({ occurrenceId, seatId: seat.id, mark: 'checked_in' }))
                }
              >
                {t('roster.checkIn')}
              </Button>
              <Button
                size="small"
                color="warning"
                aria-label={t('roster.noShowOf', { name: seat.customer.name })}
                disabled={closed}
                onClick={() =>
                  run(() => mark.mutateAsync({ occurrenceId, seatId: seat.id, mark: 'no_show' }))
                }
              >
                {t('roster.noShow')}
              </Button>
              {staff && (
                <Button
                  size="small"
                  color="error"
                  aria-label={t('roster.removeOf', { name: seat.customer.name })}
                  onClick={() => run(() => remove.mutateAsync(seat.id))}
                >
                  {t('roster.remove')}
                </Button>
              )}
              {staff && seat.occurrenceId && others.length > 0 && (
                <TextField
                  select
                  size="small"
                  label={t('roster.moveTo')}
                  value=""
                  sx={{ minWidth: 160 }}
                  onChange={(event) =>
                    run(() => move.mutateAsync({ seatId: seat.id, occurrenceId: event.target.value }))
                  }
                >
                  {others.map((o) => (
                    <MenuItem key={o.id} value={o.id}>
                      {format.studioDateTime(o.startsAt, o.timeZone)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            </Stack>
          )}
        </>
      ),
    },
  ];

  return (
    <Paper variant="outlined" sx={{ flex: 1, width: '100%', p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('roster.summary', {
          count: occurrence.capacity,
          taken: format.number(occurrence.seatsTaken),
          capacity: format.number(occurrence.capacity),
          waiting: format.number(occurrence.waitlisted),
        })}
      </Typography>
      {closed ? (
        <Typography data-testid="roster-closed" sx={{ mb: 1, fontWeight: 600 }}>
          {t('roster.closed')}
        </Typography>
      ) : (
        started &&
        occurrence.status !== 'canceled' && (
          <Button
            variant="outlined"
            sx={{ mb: 1 }}
            disabled={close.isPending}
            onClick={() => run(() => close.mutateAsync(occurrenceId).then(onClosed))}
          >
            {t('roster.close')}
          </Button>
        )
      )}
      <FormAlert>{error}</FormAlert>
      <DataTable<GroupSeat>
        label={t('roster.title')}
        size="small"
        columns={seatColumns}
        rows={[...booked, ...waiting]}
        rowId={(seat) => seat.id}
        status="success"
      />
      {staff && occurrence.status !== 'canceled' && (
        <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
          <CustomerPicker
            label={t('roster.addMember')}
            customerId={customerId || undefined}
            onChange={(id) => setCustomerId(id ?? '')}
          />
          <Button
            variant="outlined"
            disabled={!customerId || add.isPending}
            onClick={() =>
              run(() => add.mutateAsync({ occurrenceId, customerId }).then(() => setCustomerId('')))
            }
          >
            {t('roster.add')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
