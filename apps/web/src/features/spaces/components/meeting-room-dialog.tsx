import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom, MeetingRoomBody } from '@hubgrade/domain/spaces/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormColorField } from '../../../ui/form-color-field.tsx';
import { FormMoneyField } from '../../../ui/form-money-field.tsx';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateMeetingRoom, useMeetingRoomSetUps, usePatchMeetingRoom } from '../api/meeting-rooms.ts';
import { useSiteChoices } from '../api/sites.ts';
import {
  changedFields,
  emptyMeetingRoomForm,
  MEETING_ROOM_FORM_FIELDS,
  type MeetingRoomForm,
  meetingRoomFormOf,
  meetingRoomResolver,
} from './meeting-room-form.ts';

const F = L.fields;
const full = { gridColumn: '1 / -1' };

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle2" color="textSecondary" sx={{ ...full, mt: 1 }}>
      {title}
    </Typography>
  );
}

/** The set-ups of a type-2 room, ticked in a list. */
function SetUpsField({ control }: { control: Control<MeetingRoomForm, unknown, MeetingRoomBody> }) {
  const setUps = useMeetingRoomSetUps();
  const names = new Map((setUps.data ?? []).map((s) => [s.id, s.name]));
  return (
    <Controller
      control={control}
      name="setUps"
      render={({ field, fieldState }) => (
        <TextField
          select
          label={F.setUps}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value as unknown as number[])}
          onBlur={field.onBlur}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
          sx={full}
          slotProps={{
            select: { multiple: true, renderValue: (ids) => (ids as number[]).map((id) => names.get(id) ?? id).join(', ') },
          }}
        >
          {(setUps.data ?? []).map((setUp) => (
            <MenuItem key={setUp.id} value={setUp.id}>
              <Checkbox size="small" checked={field.value.includes(setUp.id)} />
              <ListItemText primary={setUp.name} />
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

function RoomForm({
  room,
  initial,
  pending,
  onClose,
  onSubmit,
}: {
  room: MeetingRoom | null;
  initial: MeetingRoomForm;
  pending: boolean;
  onClose: () => void;
  onSubmit: (body: MeetingRoomBody, showErrors: (error: Error) => void) => void;
}) {
  const sites = useSiteChoices();
  const { control, handleSubmit, setError, formState } = useForm<MeetingRoomForm, unknown, MeetingRoomBody>({
    resolver: meetingRoomResolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const sdrType = useWatch({ control, name: 'sdrType' });
  const showErrors = (error: Error) => {
    if (error instanceof ApiError) applyFieldErrors(error, setError, MEETING_ROOM_FORM_FIELDS);
  };
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((body) => onSubmit(body, showErrors))}>
      <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '&&': { pt: 1 } }}>
        <FormTextField control={control} name="name" label={F.name} required sx={full} />
        <FormSelectField control={control} name="espace" label={F.espace} required sx={full}>
          {(sites.data ?? []).map((site) => (
            <MenuItem key={site.id} value={String(site.id)}>
              {site.name}
            </MenuItem>
          ))}
        </FormSelectField>
        <FormColorField control={control} name="color" label={F.color} required />
        <FormTextField control={control} name="capacity" label={F.capacity} required slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <FormSelectField control={control} name="sdrType" label={F.sdrType} required sx={full}>
          <MenuItem value="1">{L.types[1]}</MenuItem>
          <MenuItem value="2">{L.types[2]}</MenuItem>
        </FormSelectField>
        {sdrType === '2' && <SetUpsField control={control} />}
        <Section title={L.sections.prices} />
        <FormMoneyField control={control} name="price" label={F.price} required />
        <FormMoneyField control={control} name="priceHalfDay" label={F.priceHalfDay} />
        <FormMoneyField control={control} name="priceEvening" label={F.priceEvening} />
        <FormMoneyField control={control} name="priceDay" label={F.priceDay} helperText={L.pricesHint} />
        <Section title={L.sections.booking} />
        <FormTextField
          control={control}
          name="quotaHoursPerDay"
          label={F.quotaHoursPerDay}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField
          control={control}
          name="quotaHoursPerMonth"
          label={F.quotaHoursPerMonth}
          helperText={L.quotaHint}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" loading={pending} disabled={room !== null && !formState.isDirty}>
          {L.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** "Ajouter une salle" on the list: the new room's sheet opens once it is made. */
export function MeetingRoomCreateDialog({ open, espace, onClose }: { open: boolean; espace?: number; onClose: () => void }) {
  const create = useCreateMeetingRoom();
  const { run } = useMutationFeedback();
  const navigate = useNavigate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.add}</DialogTitle>
      {open && (
        <RoomForm
          room={null}
          initial={emptyMeetingRoomForm(espace)}
          pending={create.isPending}
          onClose={onClose}
          onSubmit={(body, showErrors) =>
            run(create, body, { success: L.done.created, onError: showErrors, onSuccess: (room) => navigate(`/sdr/${room.id}`) })
          }
        />
      )}
    </Dialog>
  );
}

/** "Modifier" on the sheet: only the changed fields are sent. */
export function MeetingRoomEditDialog({ room, open, onClose }: { room: MeetingRoom; open: boolean; onClose: () => void }) {
  const patch = usePatchMeetingRoom(room.id);
  const { run } = useMutationFeedback();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.editTitle}</DialogTitle>
      {open && (
        <RoomForm
          room={room}
          initial={meetingRoomFormOf(room)}
          pending={patch.isPending}
          onClose={onClose}
          onSubmit={(body, showErrors) =>
            run(patch, changedFields(body, room), { success: L.done.saved, onError: showErrors, onSuccess: onClose })
          }
        />
      )}
    </Dialog>
  );
}
