import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom, MeetingRoomBody } from '@hubgrade/domain/spaces/schemas';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../../lib/api-form.ts';
import { FormColorField } from '../../../ui/form-color-field.tsx';
import { DialogForm, FormDialog } from '../../../ui/form-dialog.tsx';
import { FormMoneyField } from '../../../ui/form-money-field.tsx';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { type FormSave, useFormSave } from '../../../ui/use-form-save.ts';
import { useCreateMeetingRoom, useMeetingRoomSetUps, usePatchMeetingRoom } from '../api/meeting-rooms.ts';
import {
  changedFields,
  emptyMeetingRoomForm,
  MEETING_ROOM_FORM_FIELDS,
  type MeetingRoomForm,
  meetingRoomFormOf,
  meetingRoomResolver,
} from './meeting-room-form.ts';
import { SiteSelectField } from './site-select-field.tsx';

const F = L.fields;
const full = { gridColumn: '1 / -1' };
const numeric = { htmlInput: { inputMode: 'numeric' as const } };

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
  initial,
  editing,
  save,
  onClose,
}: {
  initial: MeetingRoomForm;
  editing: boolean;
  save: FormSave<MeetingRoomBody>;
  onClose: () => void;
}) {
  const form = useApiForm(meetingRoomResolver, initial, MEETING_ROOM_FORM_FIELDS);
  const { control } = form;
  const sdrType = useWatch({ control, name: 'sdrType' });
  return (
    <DialogForm form={form} save={save} editing={editing} cancelLabel={L.cancel} saveLabel={L.save} onClose={onClose}>
      <FormTextField control={control} name="name" label={F.name} required sx={full} />
      <SiteSelectField control={control} label={F.espace} />
      <FormColorField control={control} name="color" label={F.color} required />
      <FormTextField control={control} name="capacity" label={F.capacity} required slotProps={numeric} />
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
      <FormTextField control={control} name="quotaHoursPerDay" label={F.quotaHoursPerDay} slotProps={numeric} />
      <FormTextField
        control={control}
        name="quotaHoursPerMonth"
        label={F.quotaHoursPerMonth}
        helperText={L.quotaHint}
        slotProps={numeric}
      />
    </DialogForm>
  );
}

/** "Ajouter une salle" on the list: the new room's sheet opens once it is made. */
export function MeetingRoomCreateDialog({ open, espace, onClose }: { open: boolean; espace?: number; onClose: () => void }) {
  const navigate = useNavigate();
  const save = useFormSave(useCreateMeetingRoom(), { success: L.done.created, onSuccess: (room) => navigate(`/sdr/${room.id}`) });
  return (
    <FormDialog open={open} title={L.add} onClose={onClose}>
      <RoomForm initial={emptyMeetingRoomForm(espace)} editing={false} save={save} onClose={onClose} />
    </FormDialog>
  );
}

/** "Modifier" on the sheet: only the changed fields are sent. */
export function MeetingRoomEditDialog({ room, open, onClose }: { room: MeetingRoom; open: boolean; onClose: () => void }) {
  const save = useFormSave(usePatchMeetingRoom(room.id), {
    success: L.done.saved,
    onSuccess: onClose,
    send: (body: MeetingRoomBody) => changedFields(body, room),
  });
  return (
    <FormDialog open={open} title={L.editTitle} onClose={onClose}>
      <RoomForm initial={meetingRoomFormOf(room)} editing save={save} onClose={onClose} />
    </FormDialog>
  );
}
