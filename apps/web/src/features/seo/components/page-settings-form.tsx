import { zodResolver } from '@hookform/resolvers/zod';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { type Page, type PageBody, type PageInput, ZPageBody } from '@hubgrade/domain/seo/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import type { RunMutation } from '../../../ui/use-mutation-feedback.ts';
import { useSavePage } from '../api/pages.ts';

const L = SEO_LABELS.pages;
const F = L.fields;
const resolver = zodResolver(ZPageBody);
const FIELDS = ['title', 'slug', 'metaTitle', 'metaDescription', 'canonical', 'published'] as const;

const bodyOf = (page: Page): PageBody => ({
  title: page.title,
  slug: page.slug,
  metaTitle: page.metaTitle,
  metaDescription: page.metaDescription,
  canonical: page.canonical,
  published: page.published,
});

/** The page's own fields: title, slug, meta title and description, canonical URL, published or not. */
export function PageSettingsForm({ page, run }: { page: Page; run: RunMutation }) {
  const save = useSavePage();
  const { control, handleSubmit, setError, reset, formState } = useForm<PageBody, unknown, PageInput>({
    resolver,
    defaultValues: bodyOf(page),
    mode: 'onTouched',
  });
  const submit = handleSubmit((body) =>
    run(
      save,
      { id: page.id, body },
      {
        success: L.done.saved,
        onError: (error) => {
          if (error instanceof ApiError) applyFieldErrors(error, setError, FIELDS);
        },
        onSuccess: (saved) => reset(bodyOf(saved)),
      },
    ),
  );
  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}
    >
      <Typography variant="h6" component="h2">
        {L.settings}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField control={control} name="title" label={F.title} required />
        <FormTextField control={control} name="slug" label={F.slug} required helperText={`${L.slugHelp} — ${page.path}`} />
        <FormTextField control={control} name="metaTitle" label={F.metaTitle} />
        <FormTextField control={control} name="canonical" label={F.canonical} />
        <FormTextField
          control={control}
          name="metaDescription"
          label={F.metaDescription}
          multiline
          minRows={2}
          sx={{ gridColumn: '1 / -1' }}
        />
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <FormControlLabel
              label={F.published}
              control={<Switch checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />}
            />
          )}
        />
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={save.isPending} disabled={!formState.isDirty}>
          {L.save}
        </Button>
      </Box>
    </Paper>
  );
}
