import { BRAND_LABELS as L } from '@hubgrade/domain/brands/labels';
import { BRAND_FLAGS, BRAND_VOCABULARIES, contrastIssues, formatRatio, THEME_COLORS, THEME_IMAGES } from '@hubgrade/domain/brands/rules';
import type { BrandSheet } from '@hubgrade/domain/brands/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { FormColorField } from '../../../ui/form-color-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useBrandSheet, useCreateBrand, useModules, useUpdateBrand } from '../api/brands.ts';
import { BRAND_FORM_FIELDS, type BrandForm, bodyOf, formOf } from './brand-form.ts';
import { BrandPreview } from './brand-preview.tsx';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const full = { gridColumn: '1 / -1' } as const;
/** The sheet offers every module of the catalogue, by name. */
const ALL_MODULES = { itemsPerPage: 100, sortBy: 'name', sortDesc: false } as const;

/** /brand/nouveau and /brand/{id}: a brand's addresses, modules, options, vocabulary and theme, with a live preview. */
export function BrandPage() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const sheet = useBrandSheet(id ?? 0, id !== null);
  if (raw !== undefined && id === null) return <ErrorView status={404} />;
  if (sheet.isError) {
    const status = sheet.error instanceof ApiError ? sheet.error.status : 0;
    return status === 404 ? <ErrorView status={404} /> : <Alert severity="error">{sheet.error.message}</Alert>;
  }
  if (id !== null && !sheet.data) return <PageLoader />;
  return <BrandEditor key={sheet.data?.updatedAt ?? 'new'} sheet={sheet.data} />;
}

function ContrastCheck({ colors }: { colors: BrandForm['colors'] }) {
  const issues = contrastIssues(colors);
  // Polite: the check follows every keystroke of a colour, it must not interrupt the typing.
  if (issues.length === 0)
    return (
      <Alert severity="success" role="status">
        {L.contrastOk}
      </Alert>
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {issues.map((issue) => (
        <Alert key={issue.color} severity="warning" role="status">
          {L.contrastWarning(L.colors[issue.color].toLowerCase(), issue.value, formatRatio(issue.ratio))}
        </Alert>
      ))}
    </Box>
  );
}

function BrandEditor({ sheet }: { sheet: BrandSheet | undefined }) {
  const navigate = useNavigate();
  const catalogue = useModules(ALL_MODULES);
  const create = useCreateBrand();
  const update = useUpdateBrand();
  const { run, dialog } = useMutationFeedback();
  const { control, handleSubmit, setError, formState } = useForm<BrandForm>({ defaultValues: formOf(sheet) });
  const [name, colors, images] = useWatch({ control, name: ['name', 'colors', 'images'] });

  const save = handleSubmit((form) => {
    const body = bodyOf(form);
    const onError = (error: Error) => {
      if (error instanceof ApiError) applyFieldErrors(error, setError, BRAND_FORM_FIELDS);
    };
    if (sheet) return run(update, { id: sheet.id, body }, { success: L.done.saved, onError });
    return run(create, body, { success: L.done.created, onError, onSuccess: (b) => navigate(`/brand/${b.id}`) });
  });

  return (
    <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 3, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <PageHeader title={sheet ? L.editTitle.replace('{name}', sheet.name) : L.newBrand} intro={L.listIntro} />
        </Box>
        {sheet ? <HistoryButton slug={`brand-${sheet.id}`} /> : null}
      </Box>

      <SheetCard title={L.sections.identity}>
        <Box sx={grid}>
          <FormTextField
            control={control}
            name="name"
            label={L.fields.name}
            required
            sx={full}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <FormTextField control={control} name="urlBack" label={L.fields.urlBack} required helperText={L.fields.urlBackHelp} sx={full} />
          <FormTextField control={control} name="urlClient" label={L.fields.urlClient} placeholder="https://" />
          <FormTextField control={control} name="urlFront" label={L.fields.urlFront} placeholder="https://" />
        </Box>
      </SheetCard>

      <SheetCard title={L.sections.modules}>
        <Controller
          control={control}
          name="modules"
          render={({ field, fieldState }) => (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend" sx={{ mb: 1 }}>
                {L.fields.modules}
              </FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
                {(catalogue.data?.items ?? []).map((m) => (
                  <FormControlLabel
                    key={m.key}
                    label={m.name}
                    control={
                      <Checkbox
                        checked={field.value.includes(m.key)}
                        onChange={(e) =>
                          field.onChange(e.target.checked ? [...field.value, m.key] : field.value.filter((k) => k !== m.key))
                        }
                      />
                    }
                  />
                ))}
              </FormGroup>
              {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
            </Box>
          )}
        />
      </SheetCard>

      <SheetCard title={L.sections.options}>
        <Box sx={grid}>
          <FormGroup>
            {BRAND_FLAGS.map((flag) => (
              <Controller
                key={flag}
                control={control}
                name={`flags.${flag}`}
                render={({ field }) => (
                  <FormControlLabel
                    label={L.flags[flag]}
                    control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                  />
                )}
              />
            ))}
          </FormGroup>
          <Controller
            control={control}
            name="vocabulary"
            render={({ field }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{L.fields.vocabulary}</FormLabel>
                <RadioGroup value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  {BRAND_VOCABULARIES.map((v) => (
                    <FormControlLabel key={v} value={v} control={<Radio />} label={L.vocabularies[v]} />
                  ))}
                </RadioGroup>
              </Box>
            )}
          />
        </Box>
      </SheetCard>

      <SheetCard title={L.sections.colors}>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {THEME_COLORS.map((c) => (
            <FormColorField key={c} control={control} name={`colors.${c}`} label={L.colors[c]} required={c === 'primary'} />
          ))}
        </Box>
        <ContrastCheck colors={colors} />
      </SheetCard>

      <SheetCard title={L.sections.images}>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {THEME_IMAGES.map((slot) => (
            <Controller
              key={slot}
              control={control}
              name={`images.${slot}`}
              render={({ field, fieldState }) => (
                <Box>
                  <UploadWidget mode="image" label={L.images[slot]} value={field.value} onChange={field.onChange} />
                  {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
                </Box>
              )}
            />
          ))}
        </Box>
      </SheetCard>

      <SheetCard title={L.sections.preview}>
        <BrandPreview
          theme={{
            name,
            primary: colors.primary,
            logoOut: images.logo_back_out[0] ?? null,
            logoIn: images.logo_back_in_large[0] ?? images.logo_large[0] ?? null,
            background: images.brand_background_login[0] ?? null,
          }}
        />
      </SheetCard>

      <Box sx={{ display: 'flex', gap: 1, position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', zIndex: 1 }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {sheet ? L.actions.save : L.actions.create}
        </Button>
      </Box>
      {dialog}
    </Box>
  );
}
