import { isAdmin, isCommercial } from '@hubgrade/domain/auth/roles';
import { invalidGuestsMessage, splitGuests } from '@hubgrade/domain/bookings/rules';
import { formatDateTime } from '@hubgrade/domain/format/dates';
import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import { at, END_HOURS, isToday, MINUTES, type SpanRefusal, START_HOURS, spanRefusal } from '@hubgrade/domain/terrace/rules';
import type { TerraceList, TerraceReservation, TerraceRestriction } from '@hubgrade/domain/terrace/schemas';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useBookableUserPicker } from '../../../lib/bookable-users.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { DoorAccessField } from '../../../ui/door-access-field.tsx';
import { InsufficientCreditsDialog, isInsufficientCredits } from '../../../ui/insufficient-credits-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { type PickedUser, UserPicker } from '../../../ui/user-picker.tsx';
import { useCreateTerraceReservation, usePatchTerraceReservation, useTerraceDispo } from '../api/terrace.ts';
import { hhmm, todayInParis, weekdayFrom } from './terrace-dates.ts';

type TerraceItem = TerraceList[number];

const period = (r: TerraceRestriction) => L.dialog.period(formatDateTime(r.dateBegin), formatDateTime(r.dateEnd));

function refusalText(refusal: SpanRefusal, maxDuration: number): string {
  return refusal === 'tooLong' ? L.tooLong(maxDuration) : L[refusal];
}

/** A select of numbers shown on two digits. */
function NumberSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: readonly number[];
  onChange: (n: number) => void;
}) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(Number(e.target.value))} sx={{ minWidth: 0, flex: 1 }}>
      {options.map((n) => (
        <MenuItem key={n} value={n}>
          {String(n).padStart(2, '0')}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The terrace booking dialog of members-bookings-feed §2.9: the info box, the refusals when full
 * or closed, the capacity changes and the places left, the hours 08:00–18:00 on a weekday. A
 * member books for themselves; staff pick a user of the terrace's brand.
 */
/** "HH:mm" as the hour and minute selects hold it. */
function clock(hhmmText: string) {
  const [hour, minute] = hhmmText.split(':').map(Number);
  return { hour: hour ?? 0, minute: minute ?? 0 };
}

export function BookingDialog({
  terrace,
  day,
  editing,
  onClose,
}: {
  terrace: TerraceItem;
  day: string;
  /** The booking to change ("Modifier"), opened filled; none for a new one. */
  editing?: TerraceReservation;
  onClose: () => void;
}) {
  const me = useCurrentUser().data;
  const staff = isAdmin(me?.roles ?? []) || isCommercial(me?.roles ?? []);
  const snackbar = useSnackbar();
  const create = useCreateTerraceReservation();
  const patch = usePatchTerraceReservation();
  const pending = create.isPending || patch.isPending;
  const [user, setUser] = useState<PickedUser | null>(() =>
    editing
      ? {
          id: editing.userId,
          email: editing.userEmail,
          firstName: editing.userFirstName,
          lastName: editing.userLastName,
          companyName: editing.companyName,
        }
      : null,
  );
  const [insufficient, setInsufficient] = useState(false);
  const [date, setDate] = useState(() =>
    editing ? editing.day.split('/').reverse().join('-') : weekdayFrom(day < todayInParis() ? todayInParis() : day),
  );
  const [start, setStart] = useState(() => (editing ? clock(editing.begin) : { hour: 10, minute: 0 }));
  const [end, setEnd] = useState(() => (editing ? clock(editing.end) : { hour: 10, minute: 30 }));
  const [guests, setGuests] = useState<string[]>(() => (editing ? editing.guests.split(';').filter(Boolean) : []));
  const [doorAccess, setDoorAccess] = useState(editing?.hasWelcomr ?? false);
  const users = useBookableUserPicker(terrace.brandId, staff);

  const now = new Date();
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const from = validDay ? at(date, start.hour, start.minute) : null;
  const to = validDay ? at(date, end.hour, end.minute) : null;
  const refusal = from && to ? spanRefusal(from, to, terrace.maxDuration, now) : 'endBeforeStart';
  const dispo = useTerraceDispo(
    terrace.brandId,
    validDay && refusal !== 'endBeforeStart'
      ? {
          id: terrace.id,
          start: date,
          startHour: hhmm(start.hour, start.minute),
          endHour: hhmm(end.hour, end.minute),
          eventId: editing?.id ?? null,
        }
      : null,
  );
  const answer = dispo.data;
  const closures = answer?.terrasseRestriction.filter((r) => r.capacityUpdate === null) ?? [];
  const changes = answer?.terrasseRestriction.filter((r) => r.capacityUpdate !== null) ?? [];
  const userId = staff ? user?.id : me?.id;
  const tooManyGuests = guests.length > terrace.maxGuests;
  const disabled = refusal !== null || !userId || tooManyGuests || !answer || answer.isFull || answer.isClosed || create.isPending;

  const send = async (forced: boolean) => {
    if (!from || !to || !userId) return;
    setInsufficient(false);
    try {
      const body = {
        hubgrade_terrasse_reservation: {
          terrasse: terrace.id,
          user: userId,
          dateBegin: from.toISOString(),
          dateEnd: to.toISOString(),
          guests: guests.map((g) => `${g};`).join(''),
          hasWelcomr: doorAccess,
        },
        forceReservation: forced,
      };
      if (editing) await patch.mutateAsync({ id: editing.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      // §2.13: staff may force a booking the credits do not cover; a member is told why it was refused.
      if (staff && !forced && isInsufficientCredits(error)) return setInsufficient(true);
      return snackbar.error({ message: L.refused(error instanceof Error ? error.message : '') });
    }
    snackbar.success({ message: editing ? L.edited : L.saved });
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { invalid } = splitGuests(guests.join(';'));
    if (invalid.length > 0) return snackbar.error({ message: invalidGuestsMessage(invalid) });
    if (disabled) return;
    await send(false);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 600 } } }}
      aria-labelledby="terrace-booking-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="terrace-booking-title">{editing ? L.dialog.editTitle : L.dialog.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Alert severity="info">{L.dialog.info(terrace.maxDuration, terrace.maxGuests)}</Alert>
            {answer?.isFull && <Alert severity="error">{L.dialog.full}</Alert>}
            {answer?.isClosed && (
              <Alert severity="error">
                {L.dialog.closed}
                {closures.map((r) => (
                  <div key={r.id}>
                    {period(r)}
                    {r.reason ? ` : ${r.reason}` : ''}
                  </div>
                ))}
              </Alert>
            )}
            {answer && !answer.isFull && !answer.isClosed && (
              <Alert severity="warning">
                {changes.length > 0 && L.dialog.capacityChanges}
                {changes.map((r) => (
                  <div key={r.id}>
                    {L.dialog.peopleMax(r.capacityUpdate ?? 0)}, {period(r)}
                    {r.reason ? ` : ${r.reason}` : ''}
                  </div>
                ))}
                <div>{L.dialog.placesLeft(answer.dispoCount)}</div>
              </Alert>
            )}
            {staff ? (
              <UserPicker {...users} label={L.dialog.user} value={user} onChange={setUser} />
            ) : (
              <TextField label={L.dialog.user} value={me ? `${me.firstName} ${me.lastName}` : ''} disabled />
            )}
            <TextField
              label={L.dialog.date}
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: todayInParis(), lang: 'fr-FR' } }}
              error={refusal === 'weekend' || refusal === 'inThePast'}
              helperText={refusal === 'weekend' || refusal === 'inThePast' ? refusalText(refusal, terrace.maxDuration) : undefined}
            />
            <Stack direction="row" spacing={1}>
              <NumberSelect
                label={L.dialog.startHour}
                value={start.hour}
                options={START_HOURS}
                onChange={(hour) => setStart({ ...start, hour })}
              />
              <NumberSelect
                label={L.dialog.startMinute}
                value={start.minute}
                options={MINUTES}
                onChange={(minute) => setStart({ ...start, minute })}
              />
            </Stack>
            <Stack direction="row" spacing={1}>
              <NumberSelect label={L.dialog.endHour} value={end.hour} options={END_HOURS} onChange={(hour) => setEnd({ ...end, hour })} />
              <NumberSelect
                label={L.dialog.endMinute}
                value={end.minute}
                options={MINUTES}
                onChange={(minute) => setEnd({ ...end, minute })}
              />
            </Stack>
            {refusal && refusal !== 'weekend' && refusal !== 'inThePast' && (
              <Alert severity="error">{refusalText(refusal, terrace.maxDuration)}</Alert>
            )}
            <Autocomplete
              multiple
              freeSolo
              options={[] as string[]}
              value={guests}
              onChange={(_e, value) => setGuests(value.map((v) => v.trim()).filter(Boolean))}
              renderValue={(values, getItemProps) =>
                values.map((value, index) => <Chip {...getItemProps({ index })} key={value} label={value} size="small" />)
              }
              renderInput={(params) => (
                <TextField {...params} label={L.dialog.guests} error={tooManyGuests} helperText={L.dialog.guestsHelp(terrace.maxGuests)} />
              )}
            />
            <DoorAccessField checked={doorAccess} onChange={setDoorAccess} />
            {validDay && isToday(date, now) && <Alert severity="warning">{L.dialog.todayBilled}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.dialog.cancel}</Button>
          <Button type="submit" variant="contained" disabled={disabled}>
            {editing ? L.dialog.edit : L.dialog.submit}
          </Button>
        </DialogActions>
      </form>
      <InsufficientCreditsDialog
        open={insufficient}
        pending={pending}
        labels={{
          title: L.dialog.insufficientTitle,
          text: L.dialog.insufficientText,
          note: L.dialog.insufficientNote,
          cancel: L.dialog.cancel,
          confirm: L.dialog.continue,
        }}
        onCancel={() => setInsufficient(false)}
        onContinue={() => send(true)}
      />
    </Dialog>
  );
}
