import { COMPANY_LABELS, COMPANY_SHEET_LABELS as S } from '@hubgrade/domain/companies/labels';
import type { Company, CompanyChoices } from '@hubgrade/domain/companies/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import { useId, useMemo } from 'react';
import type { Control, Resolver } from 'react-hook-form';
import { useApiForm } from '../../../lib/api-form.ts';
import { DialogForm } from '../../../ui/form-dialog.tsx';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { type FormSave, useFormSave } from '../../../ui/use-form-save.ts';
import { useCompanyChoices, useCreateCompany, usePatchCompany } from '../api/companies.ts';
import { COMPANY_FORM_FIELDS, type CompanyForm, createResolver, EMPTY_COMPANY_FORM, editResolver, formOf } from './company-form.ts';

const F = COMPANY_LABELS.fields;
const full = { gridColumn: '1 / -1' };

function ChoiceFields<O extends object>({
  control,
  choices,
  showSite,
}: {
  control: Control<CompanyForm, unknown, O>;
  choices: CompanyChoices;
  showSite: boolean;
}) {
  return (
    <>
      {showSite && (
        <FormSelectField control={control} name="siteId" label={F.espaceName} sx={full}>
          <MenuItem value="">{S.noSite}</MenuItem>
          {choices.sites.map((site) => (
            <MenuItem key={site.id} value={String(site.id)}>
              {site.name} — {site.address}, {site.zipcode} {site.city}
            </MenuItem>
          ))}
        </FormSelectField>
      )}
      <FormSelectField control={control} name="categoryId" label={F.companyCategory} sx={full}>
        <MenuItem value="">{S.noCategory}</MenuItem>
        {choices.categories.map((category) => (
          <MenuItem key={category.id} value={String(category.id)}>
            {category.name}
          </MenuItem>
        ))}
      </FormSelectField>
    </>
  );
}

interface FormBodyProps<O extends object> {
  titleId: string;
  choices: CompanyChoices;
  initial: CompanyForm;
  mode: 'create' | 'edit';
  resolver: Resolver<CompanyForm, unknown, O>;
  save: FormSave<O>;
  onClose: () => void;
}

function CompanyFormBody<O extends object>({ titleId, choices, initial, mode, resolver, save, onClose }: FormBodyProps<O>) {
  const form = useApiForm(resolver, initial, COMPANY_FORM_FIELDS);
  const { control } = form;
  // A brand's company sits in a site: the site replaces the address when creating one (tables §2.9).
  const addressFields = mode === 'edit' || !choices.branded;
  return (
    <>
      <DialogTitle id={titleId}>{mode === 'edit' ? S.editTitle : S.createTitle}</DialogTitle>
      <DialogForm form={form} save={save} editing={mode === 'edit'} cancelLabel={S.cancel} saveLabel={S.save} onClose={onClose}>
        <FormTextField control={control} name="name" label={F.companyName} required sx={full} />
        {addressFields && (
          <>
            <FormTextField control={control} name="address" label={F.companyAddress} required={!choices.branded} sx={full} />
            <FormTextField control={control} name="zipcode" label={F.companyZipcode} required={!choices.branded} />
            <FormTextField control={control} name="city" label={F.companyCity} required={!choices.branded} />
          </>
        )}
        <FormTextField control={control} name="siret" label={F.siret} sx={full} />
        <ChoiceFields control={control} choices={choices} showSite={choices.branded || mode === 'edit'} />
        {mode === 'edit' && (
          <FormTextField control={control} name="slackChannelName" label={F.slackChannelName} placeholder="#equipe" sx={full} />
        )}
      </DialogForm>
    </>
  );
}

function Loading({ error, onClose }: { error: boolean; onClose: () => void }) {
  return (
    <DialogContent>
      {error ? (
        <Alert severity="error" action={<Button onClick={onClose}>{S.cancel}</Button>}>
          {COMPANY_LABELS.formUnavailable}
        </Alert>
      ) : (
        <LinearProgress aria-label={S.loading} />
      )}
    </DialogContent>
  );
}

/** The company form once its choices are loaded; until then their loading, or why they did not load. */
function CompanyDialog<O extends object>({
  open,
  choices,
  onClose,
  ...body
}: Omit<FormBodyProps<O>, 'titleId' | 'choices'> & { open: boolean; choices: { data?: CompanyChoices; isError: boolean } }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {choices.data ? (
        <CompanyFormBody {...body} titleId={titleId} choices={choices.data} onClose={onClose} />
      ) : (
        <Loading error={choices.isError} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** "Créer une société" on /societe: a brand chooses the site, the main platform types the address. */
export function CompanyCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (company: Company) => void;
}) {
  const choices = useCompanyChoices(undefined, open);
  const save = useFormSave(useCreateCompany(), { success: COMPANY_LABELS.created, onSuccess: onCreated });
  const branded = choices.data?.branded ?? false;
  const resolver = useMemo(() => createResolver(branded), [branded]);
  return (
    <CompanyDialog
      open={open}
      choices={choices}
      initial={EMPTY_COMPANY_FORM}
      mode="create"
      resolver={resolver}
      save={save}
      onClose={onClose}
    />
  );
}

/** "Modifier" on the sheet: the changed fields only, checked as the API checks them. */
export function CompanyEditDialog({ company, open, onClose }: { company: Company; open: boolean; onClose: () => void }) {
  const choices = useCompanyChoices(company.id, open);
  const save = useFormSave(usePatchCompany(company.id), { success: COMPANY_LABELS.saved, onSuccess: onClose });
  const initial = useMemo(() => formOf(company), [company]);
  const resolver = useMemo(() => editResolver(initial), [initial]);
  return <CompanyDialog open={open} choices={choices} initial={initial} mode="edit" resolver={resolver} save={save} onClose={onClose} />;
}
