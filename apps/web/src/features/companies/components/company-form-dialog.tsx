import { COMPANY_LABELS, COMPANY_SHEET_LABELS as S } from '@hubgrade/domain/companies/labels';
import type { Company, CompanyChoices } from '@hubgrade/domain/companies/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import { useId, useMemo } from 'react';
import { type Control, type Resolver, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
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
  title: string;
  titleId: string;
  choices: CompanyChoices;
  initial: CompanyForm;
  mode: 'create' | 'edit';
  pending: boolean;
  resolver: Resolver<CompanyForm, unknown, O>;
  onClose: () => void;
  /** `showErrors` puts the API's field messages on the fields. */
  onSubmit: (body: O, showErrors: (error: unknown) => void) => void;
}

function CompanyFormBody<O extends object>({
  title,
  titleId,
  choices,
  initial,
  mode,
  pending,
  resolver,
  onClose,
  onSubmit,
}: FormBodyProps<O>) {
  const { control, handleSubmit, setError, formState } = useForm<CompanyForm, unknown, O>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const showErrors = (error: unknown) => {
    if (error instanceof ApiError) applyFieldErrors(error, setError, COMPANY_FORM_FIELDS);
  };
  const submit = handleSubmit((body) => onSubmit(body, showErrors));
  // A brand's company sits in a site: the site replaces the address when creating one (tables §2.9).
  const addressFields = mode === 'edit' || !choices.branded;
  return (
    <>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '&&': { pt: 1 } }}>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{S.cancel}</Button>
          <Button type="submit" variant="contained" loading={pending} disabled={mode === 'edit' && !formState.isDirty}>
            {S.save}
          </Button>
        </DialogActions>
      </Box>
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
  const create = useCreateCompany();
  const { run } = useMutationFeedback();
  const branded = choices.data?.branded ?? false;
  const resolver = useMemo(() => createResolver(branded), [branded]);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {choices.data ? (
        <CompanyFormBody
          title={S.createTitle}
          titleId={titleId}
          choices={choices.data}
          initial={EMPTY_COMPANY_FORM}
          mode="create"
          pending={create.isPending}
          resolver={resolver}
          onClose={onClose}
          onSubmit={(body, showErrors) => {
            run(create, body, { onSuccess: onCreated, onError: showErrors, success: COMPANY_LABELS.created });
          }}
        />
      ) : (
        <Loading error={choices.isError} onClose={onClose} />
      )}
    </Dialog>
  );
}

/** "Modifier" on the sheet: the changed fields only, checked as the API checks them. */
export function CompanyEditDialog({ company, open, onClose }: { company: Company; open: boolean; onClose: () => void }) {
  const choices = useCompanyChoices(company.id, open);
  const patch = usePatchCompany(company.id);
  const { run } = useMutationFeedback();
  const initial = useMemo(() => formOf(company), [company]);
  const resolver = useMemo(() => editResolver(initial), [initial]);
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      {choices.data ? (
        <CompanyFormBody
          title={S.editTitle}
          titleId={titleId}
          choices={choices.data}
          initial={initial}
          mode="edit"
          pending={patch.isPending}
          resolver={resolver}
          onClose={onClose}
          onSubmit={(body, showErrors) => {
            run(patch, body, { onSuccess: onClose, onError: showErrors, success: COMPANY_LABELS.saved });
          }}
        />
      ) : (
        <Loading error={choices.isError} onClose={onClose} />
      )}
    </Dialog>
  );
}
