import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import type { TicketCategory, TicketPriority } from '@hubgrade/domain/tickets/rules';
import { TICKET_CATEGORIES, TICKET_DEFAULT_PRIORITY, TICKET_PRIORITIES, TICKET_UPLOAD_MODE } from '@hubgrade/domain/tickets/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LazyRichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateTicket, useTicketOptions } from '../api/tickets.ts';

/** /tickets/nouveau: a member or staff reports a problem (site, category, title, description, photos and PDFs). */
export function NewTicketPage() {
  const options = useTicketOptions().data;
  const navigate = useNavigate();
  const create = useCreateTicket();
  const { run } = useMutationFeedback();
  const [espace, setEspace] = useState<number | ''>('');
  const [category, setCategory] = useState<TicketCategory | ''>('');
  const [priority, setPriority] = useState<TicketPriority>(TICKET_DEFAULT_PRIORITY);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [documents, setDocuments] = useState<Upload[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const site = espace === '' && options?.espaces.length === 1 ? (options.espaces[0]?.id ?? '') : espace;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    run(
      create,
      {
        espace: site === '' ? (undefined as never) : site,
        category: category === '' ? (undefined as never) : category,
        priority,
        title,
        description,
        documents: documents.map((d) => d.id),
      },
      {
        success: L.done.created,
        onSuccess: (ticket) => navigate(`/tickets/${ticket.id}`),
        onError: (error) => {
          setErrors(fieldErrors(error));
          setFailure(error.message);
        },
      },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 900 }}>
      <Box>
        <Button component={RouterLink} to="/tickets/view" startIcon={<ArrowBack />}>
          {L.actions.back}
        </Button>
      </Box>
      <PageHeader title={L.form.title} intro={L.form.intro} />
      <SheetCard title={L.sheet.details}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
            <TextField
              select
              required
              label={L.fields.espace}
              value={site}
              error={Boolean(errors.espace)}
              helperText={errors.espace || undefined}
              onChange={(event) => setEspace(Number(event.target.value))}
            >
              {(options?.espaces ?? []).map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={L.fields.category}
              value={category}
              error={Boolean(errors.category)}
              helperText={errors.category || undefined}
              onChange={(event) => setCategory(event.target.value as TicketCategory)}
            >
              {TICKET_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {L.categories[c]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={L.fields.priority}
              value={priority}
              onChange={(event) => setPriority(Number(event.target.value) as TicketPriority)}
            >
              {TICKET_PRIORITIES.map((p) => (
                <MenuItem key={p} value={p}>
                  {L.priorities[p]}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <TextField
            required
            label={L.fields.title}
            value={title}
            error={Boolean(errors.title)}
            helperText={errors.title || undefined}
            slotProps={{ htmlInput: { maxLength: 150 } }}
            onChange={(event) => setTitle(event.target.value)}
          />
          <LazyRichTextEditor
            label={L.fields.description}
            value={description}
            onChange={setDescription}
            error={Boolean(errors.description)}
            helperText={errors.description || undefined}
          />
          <UploadWidget mode={TICKET_UPLOAD_MODE} multiple label={L.fields.files} value={documents} onChange={setDocuments} />
          {errors.documents && <Alert severity="error">{errors.documents}</Alert>}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {L.form.submit}
            </Button>
          </Box>
        </Box>
      </SheetCard>
    </Box>
  );
}
