import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { Space, SpaceBody } from '@hubgrade/domain/spaces/site-schemas';
import { useNavigate } from 'react-router';
import { useApiForm } from '../../../lib/api-form.ts';
import { DialogForm, FormDialog } from '../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { type FormSave, useFormSave } from '../../../ui/use-form-save.ts';
import { useCreateSite, usePatchSite } from '../api/sites.ts';
import { OpeningHoursField } from './opening-hours-field.tsx';
import { emptySiteForm, SITE_FORM_FIELDS, type SiteForm, siteFormOf, siteResolver } from './site-form.ts';

const F = L.fields;
const full = { gridColumn: '1 / -1' };

function SiteFormBody({
  initial,
  editing,
  save,
  onClose,
}: {
  initial: SiteForm;
  editing: boolean;
  save: FormSave<SpaceBody>;
  onClose: () => void;
}) {
  const form = useApiForm(siteResolver, initial, SITE_FORM_FIELDS);
  const { control } = form;
  return (
    <DialogForm form={form} save={save} editing={editing} columns="10rem 1fr" cancelLabel={L.cancel} saveLabel={L.save} onClose={onClose}>
      <FormTextField control={control} name="name" label={F.name} required sx={full} />
      <FormTextField control={control} name="address" label={F.address} required sx={full} />
      <FormTextField
        control={control}
        name="zipcode"
        label={F.zipcode}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
      />
      <FormTextField control={control} name="city" label={F.city} required />
      <OpeningHoursField control={control} />
    </DialogForm>
  );
}

/** "Ajouter un espace": created in the caller's brand; its sheet opens once it is made. */
export function SiteCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const save = useFormSave(useCreateSite(), { success: L.done.created, onSuccess: (site) => navigate(`/espace/${site.id}`) });
  return (
    <FormDialog open={open} title={L.add} onClose={onClose}>
      <SiteFormBody initial={emptySiteForm()} editing={false} save={save} onClose={onClose} />
    </FormDialog>
  );
}

/** "Modifier" on the sheet: the whole form is sent, the brand never changes. */
export function SiteEditDialog({ site, open, onClose }: { site: Space; open: boolean; onClose: () => void }) {
  const save = useFormSave(usePatchSite(site.id), {
    success: L.done.saved,
    onSuccess: onClose,
    send: ({ brand: _brand, ...body }: SpaceBody) => body,
  });
  return (
    <FormDialog open={open} title={L.editTitle} onClose={onClose}>
      <SiteFormBody initial={siteFormOf(site)} editing save={save} onClose={onClose} />
    </FormDialog>
  );
}
