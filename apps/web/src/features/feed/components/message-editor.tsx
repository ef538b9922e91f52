import { FEED_LABELS as L } from '@hubgrade/domain/feed/labels';
import { FEED_DRAFT, FEED_PLANNED, FEED_PUBLISHED, type FeedState, fromParisLocal, toParisLocal } from '@hubgrade/domain/feed/rules';
import type { FeedMessage } from '@hubgrade/domain/feed/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { LazyRichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useFeedCategories, useSaveMessage } from '../api/feed.ts';
import { EspacesFilter } from './espaces-filter.tsx';

interface Values {
  title: string;
  description: string;
  categories: number[];
  espaces: number[];
  isImportant: boolean;
  documents: Upload[];
  /** datetime-local, Paris time. */
  datePlaned: string;
}

function initial(message: FeedMessage | null): Values {
  return {
    title: message?.title ?? '',
    description: message?.description ?? '',
    categories: message?.categories.map((c) => c.id) ?? [],
    espaces: message?.espaces.map((e) => e.id) ?? [],
    isImportant: message?.isImportant ?? false,
    documents: message?.documents.map((d) => d.upload) ?? [],
    datePlaned: message?.datePlaned ? toParisLocal(message.datePlaned) : '',
  };
}

/** The API's field messages, by the field's first name ("espaces.1" → "espaces"). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const found: Record<string, string> = {};
  for (const [path, messages] of Object.entries(error.errors)) {
    const field = path.split('.')[0] as string;
    if (messages[0] && !found[field]) found[field] = messages[0];
  }
  return found;
}

/**
 * The editor of a message (new, or /actualites/{id}): title, rich-text description, categories,
 * receiving sites, Important, files (PDF and images) and the planned date. It saves as a draft,
 * plans or publishes now; what was typed stays on a refusal, with the server's words by each field.
 */
export function MessageEditor({ message, onSaved }: { message: FeedMessage | null; onSaved: (saved: FeedMessage) => void }) {
  const [values, setValues] = useState(() => initial(message));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const categories = useFeedCategories({ page: 1, itemsPerPage: 100, sortBy: 'title', sortDesc: false }).data?.items ?? [];
  const save = useSaveMessage();
  const { run } = useMutationFeedback();
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
  };
  const published = message?.messageState === FEED_PUBLISHED;

  const submit = (state: FeedState) => (event?: FormEvent) => {
    event?.preventDefault();
    const body = {
      title: values.title,
      description: values.description,
      categories: values.categories,
      espaces: values.espaces,
      isImportant: values.isImportant,
      documents: values.documents.map((d) => d.id),
      datePlaned: values.datePlaned ? fromParisLocal(values.datePlaned) : null,
      messageState: state,
    };
    setFailure(null);
    run(
      save,
      { id: message?.id ?? null, body },
      {
        success: message ? L.done.saved : L.done.created,
        preset: 'feed',
        onSuccess: (saved) => {
          setErrors({});
          onSaved(saved);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          setFailure(error.message);
        },
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit(published ? FEED_PUBLISHED : FEED_DRAFT)} sx={{ display: 'grid', gap: 2 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <TextField
        label={L.editor.title}
        required
        value={values.title}
        error={Boolean(errors.title)}
        helperText={errors.title || undefined}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        onChange={(event) => set('title', event.target.value)}
      />
      <LazyRichTextEditor
        label={L.editor.description}
        value={values.description}
        onChange={(html) => set('description', html)}
        error={Boolean(errors.description)}
        helperText={errors.description || undefined}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          select
          label={L.editor.categories}
          error={Boolean(errors.categories)}
          helperText={errors.categories || undefined}
          slotProps={{
            select: {
              multiple: true,
              value: values.categories,
              onChange: (event) => set('categories', (event.target.value as number[]).map(Number)),
              renderValue: (ids) =>
                categories
                  .filter((c) => (ids as number[]).includes(c.id))
                  .map((c) => c.title)
                  .join(', '),
            },
          }}
        >
          {categories.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              <Checkbox size="small" checked={values.categories.includes(c.id)} />
              {c.title}
            </MenuItem>
          ))}
        </TextField>
        <EspacesFilter
          inForm
          label={L.editor.espaces}
          value={values.espaces}
          onChange={(ids) => set('espaces', ids)}
          error={errors.espaces}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FormControlLabel
          control={<Checkbox checked={values.isImportant} onChange={(event) => set('isImportant', event.target.checked)} />}
          label={L.editor.isImportant}
        />
        <TextField
          type="datetime-local"
          size="small"
          label={L.editor.datePlaned}
          value={values.datePlaned}
          error={Boolean(errors.datePlaned)}
          helperText={errors.datePlaned || undefined}
          disabled={published}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(event) => set('datePlaned', event.target.value)}
        />
      </Box>
      <UploadWidget
        mode="ticket"
        multiple
        label={L.editor.documents}
        value={values.documents}
        onChange={(docs) => set('documents', docs)}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {published ? (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {L.editor.save}
          </Button>
        ) : (
          <>
            <Button type="submit" variant="outlined" disabled={save.isPending}>
              {L.editor.saveDraft}
            </Button>
            <Button variant="outlined" color="warning" disabled={save.isPending} onClick={() => submit(FEED_PLANNED)()}>
              {L.editor.plan}
            </Button>
            <Button variant="contained" color="success" disabled={save.isPending} onClick={() => submit(FEED_PUBLISHED)()}>
              {L.editor.publish}
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
