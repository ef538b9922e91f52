import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { invalidGuestsMessage, splitGuests } from '@hubgrade/domain/bookings/rules';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { WORKSTATION_LABELS as L } from '@hubgrade/domain/workstations/labels';
import {
  defaultWorkstationDay,
  minutesOf,
  openingHours,
  WORKSTATION_MAX_GUESTS,
  WORKSTATION_MIN_MINUTES,
  WORKSTATION_MINUTE_STEP,
  workstationWindow,
} from '@hubgrade/domain/workstations/rules';
import type { OpenSpace, WorkstationReservation } from '@hubgrade/domain/workstations/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useBookableUserPicker } from '../../../lib/bookable-users.ts';
import { formatCents } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { DoorAccessField } from '../../../ui/door-access-field.tsx';
import { InsufficientCreditsDialog, isInsufficientCredits } from '../../../ui/insufficient-credits-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { type PickedUser, UserPicker } from '../../../ui/user-picker.tsx';
import { useCreateWorkstationReservation, useOpenSpaces, usePatchWorkstationReservation } from '../api/workstations.ts';

type Member = PickedUser;

/** §2.8: "25,00 €/j", or "Gratuit" for 0. */
export function dailyPriceText(cents: number): string {
  return cents === 0 ? L.free : L.perDay(formatCents(cents));
}

/** What the form says is wrong before sending, by field (§5); null when it can be sent. */
function formErrors(
  values: { member: Member | null; day: string; startHour: string; endHour: string; guests: string; space: string },
  now: Date,
) {
  const errors: Partial<Record<'member' | 'day' | 'endHour' | 'startHour' | 'guests' | 'space', string>> = {};
  if (!values.member) errors.member = L.required;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.day)) errors.day = L.required;
  else if (values.day < parisDay(now)) errors.day = L.dateTooEarly;
  const from = minutesOf(values.startHour);
  const to = minutesOf(values.endHour);
  if (from % WORKSTATION_MINUTE_STEP !== 0) errors.startHour = L.minuteStep;
  if (to % WORKSTATION_MINUTE_STEP !== 0) errors.endHour = L.minuteStep;
  else if (to - from < WORKSTATION_MIN_MINUTES) errors.endHour = L.tooShort;
  const { valid, invalid } = splitGuests(values.guests);
  if (invalid.length > 0) errors.guests = invalidGuestsMessage(invalid);
  else if (valid.length > WORKSTATION_MAX_GUESTS) errors.guests = L.maxGuests(WORKSTATION_MAX_GUESTS);
  if (values.space === '') errors.space = L.required;
  return errors;
}

/** The member of a booking being edited, as the user select shows them. */
const memberOf = (r: WorkstationReservation): Member => ({
  id: r.userId,
  email: '',
  firstName: r.userFirstName,
  lastName: r.userLastName,
  companyName: r.companyName,
});

function ReservationForm({ initialDay, editing, onClose }: { initialDay?: string; editing?: WorkstationReservation; onClose: () => void }) {
  const now = new Date();
  const me = useCurrentUser().data;
  const staff = isAdmin(me?.roles ?? []) || isCommercial(me?.roles ?? []);
  const self: Member | null = me ? { id: me.id, email: me.email, firstName: me.firstName, lastName: me.lastName, companyName: null } : null;
  const [member, setMember] = useState<Member | null>(editing ? memberOf(editing) : staff ? null : self);
  const [day, setDay] = useState(
    editing ? editing.date : initialDay && initialDay >= parisDay(now) ? initialDay : defaultWorkstationDay(now),
  );
  const [startHour, setStartHour] = useState(editing ? editing.begin : openingHours(null).opening);
  const [endHour, setEndHour] = useState(editing ? editing.end : openingHours(null).closing);
  const [guests, setGuests] = useState(editing ? editing.guests.split(';').filter(Boolean).join(';') : '');
  const [space, setSpace] = useState(editing ? String(editing.openSpaceId) : '');
  const [doorAccess, setDoorAccess] = useState(editing?.hasWelcomr ?? false);
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [insufficient, setInsufficient] = useState(false);
  const members = useBookableUserPicker(null, staff);
  const guestCount = splitGuests(guests).valid.length;
  const spaces = useOpenSpaces(
    { user: member?.id ?? null, start: day, startHour, end: day, endHour, guests: guestCount, eventId: editing?.id ?? null },
    /^\d{4}-\d{2}-\d{2}$/.test(day) && minutesOf(endHour) > minutesOf(startHour),
  );
  const create = useCreateWorkstationReservation();
  const patch = usePatchWorkstationReservation();
  const pending = create.isPending || patch.isPending;
  const snackbar = useSnackbar();
  const errors = formErrors({ member, day, startHour, endHour, guests, space }, now);
  const chosen: OpenSpace | undefined = spaces.data?.find((s) => String(s.id) === space);
  const shown = (field: keyof typeof errors) => (touched ? errors[field] : undefined);

  const send = (forced: boolean) => {
    if (!member || !chosen) return;
    const window = workstationWindow(day, startHour, endHour);
    const body = {
      hubgrade_poste_de_travail_reservation: {
        user: member.id,
        openSpace: chosen.id,
        dateBegin: window.start.toISOString(),
        dateEnd: window.end.toISOString(),
        guests: splitGuests(guests).valid.join(';'),
        hasWelcomr: doorAccess,
      },
      forceReservation: forced,
    };
    const handlers = {
      onSuccess: () => {
        snackbar.success({ message: editing ? L.done.edited : L.done.created });
        onClose();
      },
      onError: (error: Error) => {
        setInsufficient(false);
        if (isInsufficientCredits(error)) return setInsufficient(true);
        const fieldMessage = error instanceof ApiError ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
        setServerError(fieldMessage ?? (error instanceof ApiError ? error.message : SNACKBAR_LABELS.error));
      },
    };
    if (editing) patch.mutate({ id: editing.id, body }, handlers);
    else create.mutate(body, handlers);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerError(null);
    if (Object.keys(errors).length > 0) return;
    send(false);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {serverError !== null && (
          <Alert severity="error" data-testid="workstation-error">
            {serverError}
          </Alert>
        )}
        {staff ? (
          <UserPicker {...members} label={L.fields.user} value={member} onChange={setMember} error={shown('member')} />
        ) : (
          <TextField
            label={L.fields.user}
            value={self ? `${self.firstName} ${self.lastName}` : ''}
            slotProps={{ input: { readOnly: true } }}
          />
        )}
        <TextField
          required
          type="date"
          label={L.fields.date}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          error={shown('day') !== undefined}
          helperText={shown('day')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: parisDay(now) } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <TextField
            required
            type="time"
            label={L.fields.startHour}
            value={startHour}
            onChange={(e) => setStartHour(e.target.value)}
            error={shown('startHour') !== undefined}
            helperText={shown('startHour')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: WORKSTATION_MINUTE_STEP * 60 } }}
          />
          <TextField
            required
            type="time"
            label={L.fields.endHour}
            value={endHour}
            onChange={(e) => setEndHour(e.target.value)}
            error={shown('endHour') !== undefined}
            helperText={shown('endHour')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: WORKSTATION_MINUTE_STEP * 60 } }}
          />
        </Box>
        <TextField
          label={L.fields.guests}
          value={guests}
          onChange={(e) => setGuests(e.target.value)}
          error={shown('guests') !== undefined}
          helperText={shown('guests') ?? `${L.guestsHint} · ${L.maxGuests(WORKSTATION_MAX_GUESTS)}`}
        />
        <TextField
          select
          required
          label={L.fields.openSpace}
          value={chosen ? space : ''}
          onChange={(e) => setSpace(e.target.value)}
          error={shown('space') !== undefined}
          helperText={shown('space') ?? (spaces.data?.length === 0 ? L.empty : undefined)}
          slotProps={{ htmlInput: { 'data-testid': 'workstation-space' } }}
        >
          {(spaces.data ?? []).map((s) => (
            <MenuItem key={s.id} value={String(s.id)} disabled={s.full}>
              <Box component="span" sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: s.color, mr: 1, flexShrink: 0 }} />
              <Box component="span" sx={{ flexGrow: 1 }}>
                {s.name} · {dailyPriceText(s.dailyPrice)}
              </Box>
              <Typography component="span" variant="body2" color={s.full ? 'error' : 'text.secondary'} sx={{ ml: 1 }}>
                {s.full ? `${L.placesLeft(s.capacityLeft)} ${L.reduceGuests}` : L.seatsLeft(s.capacityLeft)}
              </Typography>
            </MenuItem>
          ))}
        </TextField>
        <DoorAccessField checked={doorAccess} onChange={setDoorAccess} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" disabled={pending}>
          {editing ? L.edit : L.add}
        </Button>
      </DialogActions>
      <InsufficientCreditsDialog
        open={insufficient}
        pending={pending}
        labels={{ title: L.insufficientTitle, text: L.insufficientText, note: L.insufficientNote, cancel: L.cancel, confirm: L.confirm }}
        buyPack={staff ? undefined : { label: L.buyPack, to: '/magasin' }}
        onCancel={() => setInsufficient(false)}
        onContinue={() => send(true)}
      />
    </Box>
  );
}

/** §2.8: "Réservation d'un poste de travail", with the forced-booking dialog of §2.13 when the credits fall short. */
export function ReservationDialog({
  open,
  day,
  editing,
  onClose,
}: {
  open: boolean;
  day?: string;
  /** The booking to change ("Modifier"), opened filled; none for a new one. */
  editing?: WorkstationReservation;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 600 } } }} aria-labelledby="workstation-title">
      <DialogTitle id="workstation-title">{editing ? L.editTitle : L.dialogTitle}</DialogTitle>
      {open && <ReservationForm key={editing?.id ?? 'new'} initialDay={day} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}
