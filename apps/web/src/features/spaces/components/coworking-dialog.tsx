import type { CoworkingSpace, CoworkingSpaceBody } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../../lib/api-form.ts';
import { FormColorField } from '../../../ui/form-color-field.tsx';
import { DialogForm, FormDialog } from '../../../ui/form-dialog.tsx';
import { FormMoneyField } from '../../../ui/form-money-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { type FormSave, useFormSave } from '../../../ui/use-form-save.ts';
import { useCreateCoworkingSpace, usePatchCoworkingSpace } from '../api/coworking.ts';
import { COWORKING_FORM_FIELDS, type CoworkingForm, coworkingFormOf, coworkingResolver, emptyCoworkingForm } from './coworking-form.ts';
import { SiteSelectField } from './site-select-field.tsx';

const F = L.fields;
const full = { gridColumn: '1 / -1' };
const numeric = { htmlInput: { inputMode: 'numeric' as const } };

function CoworkingFormBody({
  initial,
  editing,
  save,
  onClose,
}: {
  initial: CoworkingForm;
  editing: boolean;
  save: FormSave<CoworkingSpaceBody>;
  onClose: () => void;
}) {
  const form = useApiForm(coworkingResolver, initial, COWORKING_FORM_FIELDS);
  const { control } = form;
  return (
    <DialogForm form={form} save={save} editing={editing} cancelLabel={L.cancel} saveLabel={L.save} onClose={onClose}>
      <FormTextField control={control} name="name" label={F.name} required sx={full} />
      <SiteSelectField control={control} label={F.espace} />
      <FormColorField control={control} name="color" label={F.color} required />
      <FormMoneyField control={control} name="dailyPrice" label={F.dailyPrice} helperText={L.free} />
      <FormTextField control={control} name="contractCapacity" label={F.contractCapacity} required slotProps={numeric} />
      <FormTextField control={control} name="reservationCapacity" label={F.reservationCapacity} required slotProps={numeric} />
      <FormTextField control={control} name="openingHour" label={F.openingHour} required type="time" />
      <FormTextField control={control} name="closingHour" label={F.closingHour} required type="time" />
    </DialogForm>
  );
}

/** "Ajouter un espace de coworking": its sheet opens once it is made. */
export function CoworkingCreateDialog({ open, espace, onClose }: { open: boolean; espace?: number; onClose: () => void }) {
  const navigate = useNavigate();
  const save = useFormSave(useCreateCoworkingSpace(), {
    success: L.done.created,
    onSuccess: (space) => navigate(`/coworking/${space.id}`),
  });
  return (
    <FormDialog open={open} title={L.add} onClose={onClose}>
      <CoworkingFormBody initial={emptyCoworkingForm(espace)} editing={false} save={save} onClose={onClose} />
    </FormDialog>
  );
}

/** "Modifier" on the sheet. */
export function CoworkingEditDialog({ space, open, onClose }: { space: CoworkingSpace; open: boolean; onClose: () => void }) {
  const save = useFormSave(usePatchCoworkingSpace(space.id), { success: L.done.saved, onSuccess: onClose });
  return (
    <FormDialog open={open} title={L.editTitle} onClose={onClose}>
      <CoworkingFormBody initial={coworkingFormOf(space)} editing save={save} onClose={onClose} />
    </FormDialog>
  );
}
