import {
  ACCESS,
  ADULT_AGE,
  ageOn,
  type BookServiceInput,
  REMINDER_MINUTES,
  type Service,
  type Slot,
  type SlotTakenProblem,
  type staffBookServiceInputSchema,
} from '@bmp/shared';
import DeleteOutline from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { FormSelectField, FormTextArea } from '../../../components/FormFields.tsx';
import { PointField } from '../../../components/map/PointField.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { type ApiError, isApiError } from '../../../lib/api-client.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCan } from '../../auth/index.ts';
import { isWaiverRequired, WaiverRequiredAlert } from '../../contracts/index.ts';
import { HouseholdParticipantsPicker, useAddressOnFile, useHousehold } from '../../members/index.ts';
import { receiptPath, useMyCredits, useMyPurchases } from '../../money/index.ts';
import { useActiveLocations } from '../../studio/index.ts';
import { type BookableOffering, type BookingArea, expertsOf, useBookService } from '../api/booking.ts';
import { bookingDateOptions, calendarDateInstant } from '../lib/booking-time.ts';
import { ExpertCards } from './ExpertCards.tsx';
import { SlotPicker } from './SlotPicker.tsx';

// One schema for both: a member's booking has no customerId; staff send the customer's.
const memberResolver = lazyZodResolver((shared) => shared.bookServiceInputSchema);
const staffResolver = lazyZodResolver((shared) => shared.staffBookServiceInputSchema);

type FormInput = z.input<typeof staffBookServiceInputSchema>;
type FormFields = keyof FormInput | 'point.latitude' | 'point.longitude';

/**
 * The in-home point as the request takes it: a pin cleared on the form (both halves empty) is no
 * point; one half alone goes to the schema, which names the other.
 */
const requestPoint = (point: FormInput['point']): FormInput['point'] =>
  point && (point.latitude ?? null) === null && (point.longitude ?? null) === null ? null : point;

/** A point as people check it against a map: "34.0522, -118.2437". */
const pointText = (point: FormInput['point']) =>
  typeof point?.latitude === 'number' && typeof point.longitude === 'number'
    ? `${point.latitude}, ${point.longitude}`
    : null;

/** The shared schema's resolver, given the point as the request takes it. */
function withRequestPoint<R extends typeof staffResolver>(resolver: R): R {
  const wrapped = (values: FormInput, ...rest: unknown[]) =>
    (resolver as (...args: unknown[]) => unknown)({ ...values, point: requestPoint(values.point) }, ...rest);
  return Object.assign(wrapped, { preload: resolver.preload }) as unknown as R;
}

const FIELDS: FormFields[] = [
  'offeringId',
  'startsAt',
  'expertId',
  'participants',
  'locationId',
  'address',
  'point.latitude',
  'point.longitude',
  'point',
  'notes',
  'reminderMinutes',
  'customerId',
];

export type BookingFormProps = {
  area: BookingArea;
  offerings: BookableOffering[];
  /** Staff booking for this customer (/admin/services/new/:id). */
  customerId?: string;
  /** The offering chosen at first ("Book again" on the member's dashboard). */
  initialOfferingId?: string | undefined;
  /**
   * The expert, date and free start chosen at first (staff coming from the nearest experts,
   * /admin/services/distance); a date outside the booking window, or a start no longer free, is dropped.
   */
  initialExpertId?: string | undefined;
  initialDate?: string | undefined;
  initialStartsAt?: string | undefined;
  onBooked: (service: Service) => void;
};

/**
 * The booking form (PRODUCT.md "Booking rules"): offering, date, free time, expert or "any available",
 * household participants, where, notes and reminder; then a confirmation that shows the credits the
 * booking holds. A slot taken in the meantime (409) shows the API's message and its nearest free slots.
 */
export function BookingForm({
  area,
  offerings,
  customerId,
  initialOfferingId,
  initialExpertId,
  initialDate,
  initialStartsAt,
  onBooked,
}: BookingFormProps) {
  const { t } = useTranslation(['booking', 'money']);
  const format = useFormat();
  const book = useBookService(area);
  // A member sees, for each offering, the credits it takes and what they have of that kind, before
  // picking it; staff see the customer's balance on the customer's page.
  const myCredits = useMyCredits({ page: 1, pageSize: 5 }, area === 'member' && !customerId);
  const available = (kind: string) =>
    myCredits.data?.balances.find((balance) => balance.kind === kind)?.available;
  const [creditsProblem, setCreditsProblem] = useState<string | null>(null);
  const resolver = withRequestPoint(
    (customerId ? staffResolver : memberResolver) as unknown as typeof staffResolver,
  );
  const [step, setStep] = useState<'choose' | 'confirm'>('choose');
  // The studio's zone names the dates and times (the availability answer confirms it).
  const [timeZone, setTimeZone] = useState(format.timeZone);
  const [dateOptions] = useState(() => bookingDateOptions(new Date(), format.timeZone));
  const initialDateAllowed = Boolean(initialDate && dateOptions.includes(initialDate));
  const [date, setDate] = useState(() => (initialDateAllowed ? initialDate : dateOptions[0]) ?? '');
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [taken, setTaken] = useState<SlotTakenProblem | null>(null);
  const [waiverMissing, setWaiverMissing] = useState<ApiError | null>(null);
  const form = useForm<FormInput>({
    // The staff schema only adds customerId; the member form never sends one.
    resolver: resolver as unknown as typeof staffResolver,
    defaultValues: {
      offeringId: offerings.some((offering) => offering.id === initialOfferingId)
        ? (initialOfferingId ?? '')
        : '',
      startsAt: initialDateAllowed ? (initialStartsAt ?? '') : '',
      expertId:
        initialExpertId &&
        expertsOf(offerings.find((candidate) => candidate.id === initialOfferingId)).some(
          (expert) => expert.id === initialExpertId,
        )
          ? initialExpertId
          : null,
      participants: [],
      address: null,
      point: null,
      notes: '',
      reminderMinutes: null,
      ...(customerId ? { customerId } : {}),
    },
  });
  const participants = useFieldArray({ control: form.control, name: 'participants' });
  // The studio's locations, for the picker shown when a studio session has more than one place to be.
  const locations = useActiveLocations();
  const chosenLocation = locations.data?.find((location) => location.id === form.watch('locationId'));
  const offeringId = form.watch('offeringId');
  const expertId = form.watch('expertId');
  const startsAt = form.watch('startsAt');
  const offering = offerings.find((candidate) => candidate.id === offeringId);
  const experts = expertsOf(offering);
  // Where this offering is held: its own listed locations (still active), or any when none is listed.
  const listedPlaces = offering?.locations.filter((location) => location.active) ?? [];
  const placeChoices = (locations.data ?? []).filter(
    (location) => listedPlaces.length === 0 || listedPlaces.some((listed) => listed.id === location.id),
  );
  const maxGuests = Math.max(0, (offering?.participantsMax ?? 1) - 1);
  // The address on file and its point (decision 0060): a member's own, or staff's view of the customer's.
  const staff = useCan(ACCESS.staff);
  const onFile = useAddressOnFile(
    customerId,
    offering?.place === 'home' && (customerId ? staff : area === 'member'),
  );

  const pickSlot = useCallback(
    (slot: Slot | undefined) => {
      form.setValue('startsAt', slot?.startsAt ?? '', { shouldValidate: false });
      if (slot) form.clearErrors('startsAt');
    },
    [form],
  );

  // A new offering may have other experts, fewer places and no address: drop what no longer fits.
  const seenOffering = useRef(offeringId);
  useEffect(() => {
    if (seenOffering.current === offeringId) return;
    seenOffering.current = offeringId;
    const chosen = form.getValues('expertId');
    if (chosen && !experts.some((expert) => expert.id === chosen)) form.setValue('expertId', null);
    const kept = (form.getValues('participants') ?? []).slice(0, maxGuests);
    form.setValue('participants', kept);
    if (offering?.place !== 'home') {
      form.setValue('address', null);
      form.setValue('point', null);
    }
    const where = form.getValues('locationId');
    if (offering?.place !== 'studio' || (where && !placeChoices.some((location) => location.id === where)))
      form.setValue('locationId', null);
  }, [offeringId, experts, maxGuests, offering, form, placeChoices]);

  // An in-home session starts at the address on file, its pin prefilled, until the person writes another.
  const prefilled = useRef(false);
  useEffect(() => {
    if (prefilled.current || offering?.place !== 'home' || !onFile) return;
    prefilled.current = true;
    // The point's fields register as empty halves ({}): only a whole point counts as typed.
    if (form.getValues('address') || pointText(form.getValues('point'))) return;
    if (onFile.address) form.setValue('address', onFile.address);
    if (onFile.point) form.setValue('point', onFile.point);
  }, [offering, onFile, form]);

  const toConfirm = form.handleSubmit(() => {
    setGeneralError(null);
    setStep('confirm');
  });

  const submit = form.handleSubmit(async (values) => {
    setGeneralError(null);
    setTaken(null);
    setCreditsProblem(null);
    setWaiverMissing(null);
    const input: BookServiceInput & { customerId?: string } = {
      offeringId: values.offeringId,
      startsAt: values.startsAt,
      expertId: values.expertId ?? null,
      participants: values.participants ?? [],
      address: values.address ?? null,
      point: offering?.place === 'home' ? (requestPoint(values.point) ?? null) : null,
      locationId: values.locationId ?? null,
      notes: values.notes ?? '',
      reminderMinutes: values.reminderMinutes ?? null,
      ...(customerId ? { customerId } : {}),
    };
    try {
      onBooked(await book.mutateAsync(input));
    } catch (error) {
      if (
        isApiError(error, 409) &&
        Array.isArray((error.problem as Partial<SlotTakenProblem>).nearestSlots)
      ) {
        setTaken(error.problem as SlotTakenProblem);
        return;
      }
      // The studio's waiver is not signed yet (decision 0053): the member is led to it from here; staff
      // are told what they can do instead, without the member area's address.
      if (isWaiverRequired(error)) {
        if (area === 'member' && !customerId) setWaiverMissing(error);
        else setGeneralError(error.problem.detail ?? error.problem.title);
        return;
      }
      // Too few credits (422 on offeringId): say so here, where the member is, with the way to buy
      // them, rather than on a field of the previous step.
      const fieldErrors = isApiError(error, 422) ? (error.problem.errors ?? {}) : {};
      const credits = fieldErrors.offeringId;
      if (credits && Object.keys(fieldErrors).length === 1) {
        setCreditsProblem(credits.join(' '));
        return;
      }
      // Other field messages belong to the first step's fields: go back to them first (the fields
      // must be mounted to take the focus).
      if (isApiError(error) && error.problem.errors) {
        setStep('choose');
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      setGeneralError(applyServerErrors(error, form.setError, FIELDS));
    }
  });

  const pickAlternative = (slot: Slot & { date: string }) => {
    setDate(slot.date);
    form.setValue('startsAt', slot.startsAt);
    if (expertId && !slot.expertIds.includes(expertId)) form.setValue('expertId', null);
    setTaken(null);
  };

  const creditsText = useCallback(
    (count: number) => t('credits', { count, formatted: format.number(count) }),
    [t, format],
  );
  const offeringOptions = offerings.map((candidate) => {
    const have = available(candidate.creditKind);
    if (candidate.creditsNeeded === 0 || !myCredits.isSuccess) {
      return { value: candidate.id, label: candidate.name };
    }
    return {
      value: candidate.id,
      label: t('form.offeringOption', {
        name: candidate.name,
        credits: creditsText(candidate.creditsNeeded),
        have: t('form.youHave', { count: have ?? 0, formatted: format.number(have ?? 0) }),
      }),
    };
  });
  const shortOfCredits =
    offering && offering.creditsNeeded > 0 && myCredits.isSuccess
      ? (available(offering.creditKind) ?? 0) < offering.creditsNeeded
      : false;
  // A pay-at-studio purchase still waiting for its cash, at a studio that waits for it before booking
  // (decision 0046): short of credits, the member is told so rather than sent to buy them again. Asked
  // for only when short, so the booking page makes no extra request otherwise.
  const myPurchases = useMyPurchases(1, 20, area === 'member' && !customerId && shortOfCredits);
  const awaitingPayment = shortOfCredits
    ? myPurchases.data?.items.find(
        (purchase) =>
          purchase.status === 'pending' &&
          purchase.paymentMethod === 'studio' &&
          !purchase.creditsBeforePayment &&
          purchase.grants.some((grant) => grant.kind === offering?.creditKind),
      )
    : undefined;
  // The household participants under 18 on the session's day: each needs their guardian's waiver.
  const picked = form.watch('participants') ?? [];
  const household = useHousehold(area === 'member' && picked.length > 0);
  const minorIds = picked.flatMap((person) => {
    const found = household.data?.items.find((item) => item.id === person.householdMemberId);
    const day = startsAt.slice(0, 10) || new Date().toISOString().slice(0, 10);
    return found && ageOn(found.dateOfBirth, day) < ADULT_AGE ? [found.id] : [];
  });
  const whenText = startsAt ? format.date(startsAt, { dateStyle: 'full', timeStyle: 'short', timeZone }) : '';
  const expertName = experts.find((expert) => expert.id === expertId)?.name ?? t('form.anyExpert');

  if (step === 'confirm' && offering) {
    return (
      <Box component="form" noValidate onSubmit={submit} aria-labelledby="booking-confirm-heading">
        <Typography variant="h6" component="h2" id="booking-confirm-heading" gutterBottom>
          {t('confirm.heading')}
        </Typography>
        <FormAlert>{generalError}</FormAlert>
        {waiverMissing && <WaiverRequiredAlert error={waiverMissing} minorIds={minorIds} />}
        {(creditsProblem || shortOfCredits) && (
          <Alert
            severity={creditsProblem ? 'error' : 'warning'}
            role="alert"
            sx={{ my: 2 }}
            data-testid="not-enough-credits"
            action={
              area !== 'member' ? undefined : awaitingPayment ? (
                <Button
                  component={RouterLink}
                  to={receiptPath(awaitingPayment.id)}
                  color="inherit"
                  size="small"
                >
                  {t('money:owed.seePurchase')}
                </Button>
              ) : (
                <Button component={RouterLink} to={PATHS.memberPurchase} color="inherit" size="small">
                  {t('confirm.buyCredits')}
                </Button>
              )
            }
          >
            {creditsProblem ??
              (awaitingPayment &&
                t('money:owed.waiting', {
                  pack: awaitingPayment.packName,
                  amount: format.money(awaitingPayment.priceCents),
                })) ??
              t('confirm.shortOfCredits', {
                needed: creditsText(offering.creditsNeeded),
                kind: t(`common:categories.${offering.creditKind}`),
                have: t('form.youHave', {
                  count: available(offering.creditKind) ?? 0,
                  formatted: format.number(available(offering.creditKind) ?? 0),
                }),
              })}
          </Alert>
        )}
        {taken && (
          <Alert severity="warning" role="alert" sx={{ my: 2 }}>
            <Typography sx={{ mb: 1 }}>{taken.detail ?? taken.title}</Typography>
            {taken.nearestSlots && taken.nearestSlots.length > 0 ? (
              <>
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {t('confirm.nearest')}
                </Typography>
                <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                  {taken.nearestSlots.map((slot) => (
                    <Button
                      key={`${slot.startsAt}`}
                      variant="outlined"
                      size="small"
                      onClick={() => pickAlternative(slot)}
                    >
                      {format.date(slot.startsAt, {
                        weekday: 'short',
                        month: 'short',
                        day: 'numeric',
                        hour: 'numeric',
                        minute: '2-digit',
                        timeZone,
                      })}
                    </Button>
                  ))}
                </Stack>
              </>
            ) : (
              <Typography variant="body2">{t('confirm.noNearest')}</Typography>
            )}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 3 }}
        >
          <SummaryRow label={t('fields.offering')} value={offering.name} />
          <SummaryRow label={t('fields.when')} value={whenText} />
          <SummaryRow
            label={t('fields.duration')}
            value={t('minutes', {
              count: offering.durationMinutes,
              formatted: format.number(offering.durationMinutes),
            })}
          />
          <SummaryRow label={t('fields.expert')} value={expertName} />
          <SummaryRow label={t('fields.place')} value={t(`places.${offering.place}`)} />
          {chosenLocation && <SummaryRow label={t('fields.location')} value={chosenLocation.display} />}
          {form.getValues('address') && (
            <SummaryRow label={t('fields.address')} value={form.getValues('address') ?? ''} />
          )}
          {offering.place === 'home' && pointText(requestPoint(form.getValues('point'))) && (
            <SummaryRow
              label={t('fields.point')}
              value={pointText(requestPoint(form.getValues('point'))) ?? ''}
            />
          )}
          {(form.getValues('participants') ?? []).length > 0 && (
            <SummaryRow
              label={t('fields.participants')}
              value={(form.getValues('participants') ?? []).map((person) => person.name).join(', ')}
            />
          )}
          {form.getValues('notes') && (
            <SummaryRow label={t('fields.notes')} value={form.getValues('notes') ?? ''} />
          )}
          <SummaryRow
            label={t('fields.reminder')}
            value={
              form.getValues('reminderMinutes')
                ? t('reminderBefore', {
                    count: form.getValues('reminderMinutes') ?? 0,
                    formatted: format.number(form.getValues('reminderMinutes') ?? 0),
                  })
                : t('noReminder')
            }
          />
        </Box>
        <Alert severity="info" sx={{ my: 2 }} data-testid="credits-to-hold">
          {offering.creditsNeeded > 0
            ? t('confirm.creditsHeld', {
                count: offering.creditsNeeded,
                formatted: format.number(offering.creditsNeeded),
                kind: t(`common:categories.${offering.creditKind}`),
              })
            : t('confirm.noCredits')}
        </Alert>
        <Stack direction="row" sx={{ gap: 2 }}>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {t('confirm.submit')}
          </Button>
          <Button onClick={() => setStep('choose')} disabled={form.formState.isSubmitting}>
            {t('confirm.back')}
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={toConfirm} onInput={resolver.preload} sx={{ maxWidth: 720 }}>
      <FormAlert>{generalError}</FormAlert>
      <FormSelectField
        control={form.control}
        name="offeringId"
        label={t('fields.offering')}
        options={offeringOptions}
        emptyValue={undefined}
        required
        helperText={
          offering
            ? t('form.offeringHelp', {
                duration: t('minutes', {
                  count: offering.durationMinutes,
                  formatted: format.number(offering.durationMinutes),
                }),
                credits: creditsText(offering.creditsNeeded),
              })
            : undefined
        }
      />
      <FormSelectField
        control={form.control}
        name="expertId"
        label={t('fields.expert')}
        options={[
          { value: '', label: t('form.anyExpert') },
          ...experts.map((expert) => ({ value: expert.id, label: expert.name })),
        ]}
        disabled={!offering}
      />
      <ExpertCards
        experts={experts}
        value={expertId}
        onChoose={(id) => form.setValue('expertId', id, { shouldDirty: true })}
      />
      <SlotPicker
        area={area}
        offeringId={offering?.id}
        expertId={expertId}
        customerId={customerId}
        date={date}
        onDateChange={setDate}
        value={startsAt || undefined}
        onPick={pickSlot}
        onTimeZone={setTimeZone}
        error={form.formState.errors.startsAt?.message}
      />
      {maxGuests > 0 && area === 'member' && (
        <HouseholdParticipantsPicker
          max={maxGuests}
          youth={offering?.category === 'youth'}
          value={form.watch('participants') ?? []}
          onChange={(next) => form.setValue('participants', next, { shouldValidate: false })}
          error={form.formState.errors.participants?.message}
        />
      )}
      {maxGuests > 0 && area !== 'member' && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('form.participantsHeading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.participantsHelp', { count: maxGuests, formatted: format.number(maxGuests) })}
          </Typography>
          {participants.fields.map((field, index) => (
            <Stack key={field.id} direction="row" sx={{ alignItems: 'center', gap: 1 }}>
              <FormTextArea
                control={form.control}
                name={`participants.${index}.name`}
                label={t('form.participantName', { number: format.number(index + 1) })}
              />
              <IconButton
                aria-label={t('form.removeParticipant', { number: format.number(index + 1) })}
                onClick={() => participants.remove(index)}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          ))}
          {participants.fields.length < maxGuests && (
            <Button sx={{ mt: 1 }} onClick={() => participants.append({ name: '' })}>
              {t('form.addParticipant')}
            </Button>
          )}
        </Box>
      )}
      {offering && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h2">
            {t('fields.place')}
          </Typography>
          <Typography color="text.secondary">{t(`placeHelp.${offering.place}`)}</Typography>
          {offering.place === 'studio' && placeChoices.length > 1 && (
            <FormSelectField
              control={form.control}
              name="locationId"
              label={t('fields.location')}
              options={[
                {
                  value: '',
                  label: listedPlaces.length > 0 ? t('form.anyListedLocation') : t('form.defaultLocation'),
                },
                ...placeChoices.map((location) => ({
                  value: location.id,
                  label: location.display,
                })),
              ]}
            />
          )}
          {offering.place === 'home' && (
            <FormTextArea
              control={form.control}
              name="address"
              label={t('fields.address')}
              emptyAsNull
              helperText={t('form.addressHelp')}
            />
          )}
          {offering.place === 'home' && (
            <PointField
              control={form.control}
              latitudeName="point.latitude"
              longitudeName="point.longitude"
              legend={t('form.point')}
              pinLabel={t('fields.address')}
            />
          )}
        </Box>
      )}
      <FormTextArea control={form.control} name="notes" label={t('fields.notes')} rows={3} />
      <FormSelectField
        control={form.control}
        name="reminderMinutes"
        label={t('fields.reminder')}
        numeric
        options={[
          { value: '', label: t('noReminder') },
          ...REMINDER_MINUTES.map((minutes) => ({
            value: String(minutes),
            label: t('reminderBefore', { count: minutes, formatted: format.number(minutes) }),
          })),
        ]}
      />
      <Divider sx={{ my: 2 }} />
      <Button type="submit" variant="contained">
        {t('form.review')}
      </Button>
      {date && !startsAt && offering && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('form.pickTime', {
            date: format.date(calendarDateInstant(date), { dateStyle: 'long', timeZone: 'UTC' }),
          })}
        </Typography>
      )}
    </Box>
  );
}

function SummaryRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
    </>
  );
}
