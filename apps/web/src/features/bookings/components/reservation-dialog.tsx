import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import { PLANNING_LABELS as P } from '@hubgrade/domain/bookings/planning-labels';
import { recurrenceSentence } from '@hubgrade/domain/bookings/recurrence';
import { type Slot, slotChoices } from '@hubgrade/domain/bookings/rules';
import type { Instances, MeetingRoomReservation, PlanningSite, QuotaCheck } from '@hubgrade/domain/bookings/schemas';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useBookableUserPicker } from '../../../lib/bookable-users.ts';
import { formatCents } from '../../../lib/format.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import { DoorAccessField } from '../../../ui/door-access-field.tsx';
import { isInsufficientCredits } from '../../../ui/insufficient-credits-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { fieldRefusal } from '../../../ui/use-mutation-feedback.ts';
import { type PickedUser, UserPicker } from '../../../ui/user-picker.tsx';
import { checkQuota, type SeriesScope, useAvailableRooms, useCancelReservation, useSaveReservation } from '../api/reservations.ts';
import { GuestsField } from './guests-field.tsx';
import { HoursSelect } from './hours-select.tsx';
import { RecurrenceDialog } from './recurrence-dialog.tsx';
import {
  adjustHours,
  availabilityWindow,
  defaultFrequency,
  editValues,
  newValues,
  quotaQuery,
  type ReservationValues,
  roomsForGuests,
  toBody,
  valuesRefusal,
  withUser,
} from './reservation-form.ts';

/** Who opens the dialog: their own account books for themselves, staff for anyone of their scope. */
export interface Booker extends PickedUser {
  staff: boolean;
  brandId: number | null;
}

/** Where a new booking starts: the free hours picked in the calendar, on a room when its column was. */
export interface PickedSlot {
  day: string;
  from?: number;
  to?: number;
  roomId?: number;
}

const C = L.confirm;

/** §2.13: the confirmation's title and text for the quota check's answer. */
function quotaQuestion(check: Pick<QuotaCheck, 'message'>) {
  if (check.message === 'Pack insuffisant') {
    return {
      title: C.creditTitle,
      message: (
        <>
          {C.credit}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {C.creditNote}
          </Typography>
        </>
      ),
    };
  }
  return { title: C.quotaTitle, message: C.quota(check.message === 'Quota mensuel atteint' ? 'mensuel' : 'journalier') };
}

/** The API's words for a refused save: a field's message for a 400, its message otherwise. */
function refusalText(error: Error): string {
  if (!(error instanceof ApiError)) return SNACKBAR_LABELS.error;
  return fieldRefusal(error) ?? error.message;
}

function ReservationForm({
  editing,
  picked,
  espace,
  sites,
  booker,
  onClose,
  onExceptions,
}: {
  editing: MeetingRoomReservation | null;
  picked?: PickedSlot;
  espace?: number;
  sites: readonly PlanningSite[];
  booker: Booker;
  onClose: () => void;
  onExceptions: (instances: Instances) => void;
}) {
  const [now] = useState(() => new Date());
  const [values, setValues] = useState<ReservationValues>(() =>
    editing ? editValues(editing) : adjustHours(newValues({ now, user: booker, brandId: booker.brandId, picked }), now),
  );
  const [user, setUser] = useState<PickedUser | null>(() => (editing ? null : booker));
  const [scope, setScope] = useState<SeriesScope>('one');
  const [recurrenceOpen, setRecurrenceOpen] = useState(false);
  const [invalidGuests, setInvalidGuests] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveReservation();
  const cancel = useCancelReservation();
  const snackbar = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();

  const editedId = editing?.id ?? null;
  const inSeries = editing !== null && editing.group !== null;
  // §2.10: a series is set up on a new booking, or changed from an event "and the following".
  const seriesEditable = editing === null || (inSeries && scope === 'following');
  // One site's rooms are offered: the one chosen here, else the planning's (which may still be
  // loading), else the first; a booking being changed keeps its own room.
  const [chosenSite, setChosenSite] = useState<number | undefined>(undefined);
  const siteId = chosenSite ?? espace ?? sites[0]?.id;
  const available = useAvailableRooms({
    ...availabilityWindow(values),
    eventId: editedId,
    guests: values.guests.length,
    espace: siteId ?? null,
  });
  const offered = roomsForGuests(available.data ?? [], values.guests.length);
  const severalSites = new Set(offered.map((r) => r.espace.id)).size > 1;
  const room = offered.find((r) => r.id === values.roomId);
  // Whom staff book for are the chosen room's brand's members (a super admin's scope spans every brand).
  const userPicker = useBookableUserPicker(room ? room.brandId : booker.brandId, booker.staff && !editing);
  const refusal = valuesRefusal(values, room, now);
  const pending = save.isPending || cancel.isPending || checking;

  const change = (next: Partial<ReservationValues>) => {
    setValues((current) => adjustHours({ ...current, ...next }, now));
    setServerError(null);
  };

  const chooseRoom = (id: number) => {
    const next = offered.find((r) => r.id === id);
    // A set-up belongs to its room: another room starts without one.
    change({ roomId: id, setUpId: next?.setUps.some((s) => s.id === values.setUpId) ? values.setUpId : null });
  };

  const forceQuestion = async () =>
    booker.staff && (await confirm({ ...quotaQuestion({ message: 'Pack insuffisant' }), confirmLabel: C.continue, cancelLabel: C.cancel }));

  const send = (quotaChecked: boolean, forced = false) => {
    if (!room) return;
    const body = toBody(seriesEditable ? values : { ...values, frequency: null }, room, { staff: booker.staff, quotaChecked, forced });
    save.mutate(
      { id: editedId, scope, body },
      {
        onSuccess: (answer) => {
          onClose();
          if (answer.instances.except.length > 0) onExceptions(answer.instances);
          else snackbar.success({ message: editing ? L.modified : L.saved });
        },
        onError: async (error) => {
          // §2.13: short of credits (found on saving, e.g. after the quota question), staff may force it.
          if (!forced && isInsufficientCredits(error) && (await forceQuestion())) return send(quotaChecked, true);
          setServerError(refusalText(error));
        },
      },
    );
  };

  /** §4 "Meeting-room save flow": the quota check first, unless the booking is off quota. */
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (invalidGuests.length > 0 || refusal !== null || room === undefined || values.userId === null) return;
    if (values.quotaFree && booker.staff) return send(false);
    setChecking(true);
    let check: QuotaCheck;
    try {
      check = await checkQuota(room.id, values.userId, quotaQuery(values, editedId));
    } catch (error) {
      setServerError(refusalText(error instanceof Error ? error : new Error(String(error))));
      return;
    } finally {
      setChecking(false);
    }
    if (check.message === null) return send(false);
    if (check.message === 'Pack insuffisant') {
      // A series is booked as far as the credits go (the rest in noCredit); a member's single booking is refused.
      if (values.frequency !== null && seriesEditable) return send(false);
      if (!booker.staff) return setServerError(CREDIT_LABELS.insufficient);
      if (await forceQuestion()) send(true, true);
      return;
    }
    const question = quotaQuestion(check);
    if (await confirm({ ...question, confirmLabel: C.continue, cancelLabel: C.cancel })) send(true);
  };

  const cancelBooking = async () => {
    if (!editing) return;
    const ok = await confirm({
      message: scope === 'following' ? P.dialog.cancelSeriesQuestion : P.dialog.cancelQuestion,
      confirmLabel: P.dialog.cancelBooking,
      cancelLabel: P.dialog.keep,
      destructive: true,
    });
    if (!ok) return;
    cancel.mutate(
      { id: editing.id, scope },
      {
        onSuccess: () => {
          snackbar.success({ message: L.cancelled });
          onClose();
        },
        onError: (error) => setServerError(refusalText(error)),
      },
    );
  };

  const slots = slotChoices(room ?? { priceHalfDay: 0, priceEvening: 0, priceDay: 0 }, values.day, now);
  const requiredError = (missing: boolean) => (submitted && missing ? L.required : undefined);
  const noRoom = available.isSuccess && offered.length === 0;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {serverError !== null && (
          <Alert severity="error" data-testid="booking-error" ref={(alert) => alert?.scrollIntoView?.({ block: 'nearest' })}>
            {serverError}
          </Alert>
        )}
        {submitted && refusal !== null && refusal !== L.required && (
          <Alert severity="error" data-testid="booking-refusal">
            {refusal}
          </Alert>
        )}
        {editing && (
          <Typography variant="body2" color="text.secondary">
            {P.dialog.bookedBy(`${editing.userFirstName} ${editing.userLastName}`)}
          </Typography>
        )}
        {inSeries && editing && (
          <Box>
            {editing.frequency && (
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {recurrenceSentence(editValues(editing).day, editing.frequency)}
              </Typography>
            )}
            <RadioGroup value={scope} onChange={(event) => setScope(event.target.value as SeriesScope)} aria-label={P.dialog.scope}>
              <FormControlLabel value="one" control={<Radio size="small" />} label={L.editThisOnly} />
              <FormControlLabel value="following" control={<Radio size="small" />} label={L.editThisAndFollowing} />
            </RadioGroup>
          </Box>
        )}
        {booker.staff && !editing && (
          <UserPicker
            {...userPicker}
            label={L.fields.user}
            testId="booking-user"
            value={user}
            onChange={(next) => {
              setUser(next);
              setValues((current) => (next ? withUser(current, next) : { ...current, userId: null }));
            }}
            error={requiredError(values.userId === null)}
          />
        )}
        <TextField
          required
          type="date"
          label={L.fields.date}
          value={values.day}
          onChange={(event) => event.target.value && change({ day: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: parisDay(now), 'data-testid': 'booking-date' } }}
        />
        <TextField
          select
          required
          label={L.fields.slot}
          value={String(values.slot)}
          onChange={(event) => change({ slot: Number(event.target.value) as Slot })}
          slotProps={{ htmlInput: { 'data-testid': 'booking-slot' } }}
        >
          {slots.map((choice) => (
            <MenuItem key={choice.slot} value={String(choice.slot)} disabled={choice.disabled}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        {values.slot === 0 && (
          <HoursSelect day={values.day} now={now} from={values.from} to={values.to} onChange={(hours) => change(hours)} />
        )}
        {sites.length > 1 && (
          <TextField
            select
            label={P.site}
            value={siteId === undefined ? '' : String(siteId)}
            onChange={(event) => {
              setChosenSite(Number(event.target.value));
              change({ roomId: null, setUpId: null });
            }}
            slotProps={{ htmlInput: { 'data-testid': 'booking-site' } }}
          >
            {sites.map((site) => (
              <MenuItem key={site.id} value={String(site.id)}>
                {site.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          required
          label={L.fields.room}
          value={room ? String(room.id) : ''}
          onChange={(event) => chooseRoom(Number(event.target.value))}
          error={requiredError(room === undefined) !== undefined || noRoom}
          helperText={noRoom ? L.noRoom : requiredError(room === undefined)}
          slotProps={{ htmlInput: { 'data-testid': 'booking-room' } }}
        >
          {offered.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
                <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: r.color, flexShrink: 0 }} />
                <Box sx={{ flexGrow: 1 }}>{severalSites ? `${r.name} · ${r.espace.name}` : r.name}</Box>
                <Typography variant="caption" color="text.secondary">
                  {P.dialog.perHour(formatCents(r.price))} · {P.dialog.capacity(r.capacity)}
                </Typography>
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        {room?.sdrType.id === 2 && (
          <TextField
            select
            label={L.fields.setUp}
            value={values.setUpId === null ? '' : String(values.setUpId)}
            onChange={(event) => change({ setUpId: event.target.value === '' ? null : Number(event.target.value) })}
          >
            {room.setUps.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <GuestsField value={values.guests} onChange={(guests) => change({ guests })} invalid={invalidGuests} onInvalid={setInvalidGuests} />
        <TextField
          label={L.fields.subject}
          value={values.subject}
          onChange={(event) => change({ subject: event.target.value, subjectTyped: true })}
          slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'booking-subject' } }}
        />
        <FormGroup>
          {seriesEditable && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={values.frequency !== null}
                  onChange={(event) => {
                    change({ frequency: event.target.checked ? defaultFrequency(values.day) : null });
                    if (event.target.checked) setRecurrenceOpen(true);
                  }}
                />
              }
              label={L.recurring}
            />
          )}
          {seriesEditable && values.frequency !== null && (
            <TextField
              label={L.recurrence.summary}
              value={recurrenceSentence(values.day, values.frequency)}
              onClick={() => setRecurrenceOpen(true)}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'booking-recurrence' } }}
              sx={{ my: 1, '& input': { cursor: 'pointer' } }}
            />
          )}
          {booker.staff && values.frequency === null && !inSeries && (
            <FormControlLabel
              control={<Checkbox checked={values.quotaFree} onChange={(event) => change({ quotaFree: event.target.checked })} />}
              label={L.fields.quotaFree}
            />
          )}
          <FormControlLabel
            control={<Checkbox checked={values.isPrivate} onChange={(event) => change({ isPrivate: event.target.checked })} />}
            label={L.fields.private}
          />
          <DoorAccessField checked={values.doorAccess} onChange={(doorAccess) => change({ doorAccess })} />
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editing && (
          <Button color="error" onClick={cancelBooking} disabled={pending} sx={{ mr: 'auto' }} data-testid="booking-cancel">
            {inSeries ? (scope === 'following' ? L.cancelThisAndFollowing : L.cancelThisOnly) : P.dialog.cancelBooking}
          </Button>
        )}
        <Button onClick={onClose}>{P.dialog.cancel}</Button>
        <Button type="submit" variant="contained" disabled={pending} data-testid="booking-submit">
          {P.dialog.validate}
        </Button>
      </DialogActions>
      {values.frequency !== null && (
        <RecurrenceDialog
          open={recurrenceOpen}
          day={values.day}
          value={values.frequency}
          onSave={(frequency) => {
            change({ frequency });
            setRecurrenceOpen(false);
          }}
          onClose={() => setRecurrenceOpen(false)}
        />
      )}
      {confirmDialog}
    </Box>
  );
}

/** §2.10: the meeting-room booking dialog, new or edit, 600 px wide (full screen on a phone). */
export function ReservationDialog({
  open,
  editing,
  picked,
  espace,
  sites,
  booker,
  onClose,
  onExceptions,
}: {
  open: boolean;
  /** The booking to change, null for a new one. */
  editing: MeetingRoomReservation | null;
  picked?: PickedSlot;
  /** The site whose rooms are offered first: the planning's, or the edited booking's. */
  espace?: number;
  /** The sites of the caller's scope, one of which the dialog offers the rooms of. */
  sites: readonly PlanningSite[];
  booker: Booker;
  onClose: () => void;
  onExceptions: (instances: Instances) => void;
}) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      slotProps={{ paper: { sx: { maxWidth: { sm: 600 } } } }}
      aria-labelledby="booking-title"
    >
      <DialogTitle id="booking-title">{editing ? P.dialog.editTitle : P.dialog.newTitle}</DialogTitle>
      {open && (
        <ReservationForm
          key={editing?.id ?? 'new'}
          editing={editing}
          picked={picked}
          espace={espace}
          sites={sites}
          booker={booker}
          onClose={onClose}
          onExceptions={onExceptions}
        />
      )}
    </Dialog>
  );
}
