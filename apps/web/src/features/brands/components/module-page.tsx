import { MODULE_LABELS as L } from '@hubgrade/domain/brands/labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useBrands, useCreateModule } from '../api/brands.ts';

interface ModuleForm {
  key: string;
  name: string;
  description: string;
  brands: number[];
}

const FIELDS = ['key', 'name', 'description', 'brands'] as const;
/** Every brand, by name, for the checkboxes. */
const ALL_BRANDS = { itemsPerPage: 100, sortBy: 'name', sortDesc: false } as const;

/** /modules/nouveau: a module joins the catalogue, enabled at once on the brands ticked. */
export function ModulePage() {
  const navigate = useNavigate();
  const brands = useBrands(ALL_BRANDS);
  const create = useCreateModule();
  const { run, dialog } = useMutationFeedback();
  const { control, handleSubmit, setError, formState } = useForm<ModuleForm>({
    defaultValues: { key: '', name: '', description: '', brands: [] },
  });
  const save = handleSubmit((body) =>
    run(create, body, {
      success: L.done.created,
      onError: (error) => {
        if (error instanceof ApiError) applyFieldErrors(error, setError, FIELDS);
      },
      onSuccess: () => navigate('/modules'),
    }),
  );
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <PageHeader title={L.newModule} intro={L.newIntro} />
      <SheetCard title={L.newModule}>
        <Box component="form" noValidate onSubmit={save} sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            control={control}
            name="key"
            label={L.fields.key}
            helperText={L.fields.keyHelp}
            required
            slotProps={{ htmlInput: { maxLength: 40, spellCheck: false } }}
          />
          <FormTextField control={control} name="name" label={L.fields.name} required slotProps={{ htmlInput: { maxLength: 80 } }} />
          <FormTextField
            control={control}
            name="description"
            label={L.fields.description}
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Controller
            control={control}
            name="brands"
            render={({ field, fieldState }) => (
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">{L.fields.brands}</FormLabel>
                <FormGroup row>
                  {(brands.data?.items ?? []).map((b) => (
                    <FormControlLabel
                      key={b.id}
                      label={b.name}
                      control={
                        <Checkbox
                          checked={field.value.includes(b.id)}
                          onChange={(e) =>
                            field.onChange(e.target.checked ? [...field.value, b.id] : field.value.filter((id) => id !== b.id))
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
          <Box>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {L.actions.create}
            </Button>
          </Box>
        </Box>
      </SheetCard>
      {dialog}
    </Box>
  );
}
