import { TICKET_LABELS as L } from '@hubgrade/domain/tickets/labels';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_UPLOAD_MODE,
  type TicketCategory,
  type TicketPriority,
} from '@hubgrade/domain/tickets/rules';
import type { Ticket } from '@hubgrade/domain/tickets/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCommentTicket, useMoveTicket, usePatchTicket, useTicket } from '../api/tickets.ts';
import { PriorityChip, StateChip } from './ticket-chips.tsx';

const name = (p: { firstName: string; lastName: string } | null) => (p ? `${p.firstName} ${p.lastName}` : L.unassigned);

/** The state buttons: the moves the state machine gives the viewer, with a message for the thread. */
function StateCard({ ticket }: { ticket: Ticket }) {
  const move = useMoveTicket();
  const { run, dialog } = useMutationFeedback();
  const [comment, setComment] = useState('');
  return (
    <SheetCard title={L.sheet.changeState}>
      {ticket.targets.length === 0 ? (
        <Typography color="textSecondary">{L.sheet.noTransition}</Typography>
      ) : (
        <>
          <TextField
            label={L.sheet.stateComment}
            size="small"
            multiline
            minRows={2}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {ticket.targets.map((state) => (
              <Button
                key={state}
                variant="outlined"
                disabled={move.isPending}
                onClick={() =>
                  run(
                    move,
                    { id: ticket.id, body: { state, comment: comment.trim() || undefined } },
                    { success: L.done.moved, error: conflictMessage, onSuccess: () => setComment('') },
                  )
                }
              >
                {L.actions.moveTo(L.states[state])}
              </Button>
            ))}
          </Box>
        </>
      )}
      {dialog}
    </SheetCard>
  );
}

/** The desk's handling: assignee, priority, category. */
function HandlingCard({ ticket }: { ticket: Ticket }) {
  const patch = usePatchTicket();
  const { run } = useMutationFeedback();
  const save = (body: Parameters<typeof patch.mutate>[0]['body']) => run(patch, { id: ticket.id, body }, { success: L.done.saved });
  return (
    <SheetCard title={L.sheet.handling}>
      <TextField
        select
        size="small"
        label={L.fields.assignee}
        value={ticket.assignee?.id ?? ''}
        onChange={(e) => save({ assignee: e.target.value === '' ? null : Number(e.target.value) })}
      >
        <MenuItem value="">{L.unassigned}</MenuItem>
        {ticket.assignees.map((p) => (
          <MenuItem key={p.id} value={p.id}>
            {name(p)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={L.fields.priority}
        value={ticket.priority}
        onChange={(e) => save({ priority: Number(e.target.value) as TicketPriority })}
      >
        {TICKET_PRIORITIES.map((p) => (
          <MenuItem key={p} value={p}>
            {L.priorities[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={L.fields.category}
        value={ticket.category}
        onChange={(e) => save({ category: e.target.value as TicketCategory })}
      >
        {TICKET_CATEGORIES.map((c) => (
          <MenuItem key={c} value={c}>
            {L.categories[c]}
          </MenuItem>
        ))}
      </TextField>
    </SheetCard>
  );
}

/**
 * The desk's files: the upload widget on the ticket's files, each file added or removed saved at
 * once (PATCH documents, in their order); a refused save puts the ticket's files back.
 */
function FilesEditor({ ticket }: { ticket: Ticket }) {
  const patch = usePatchTicket();
  const { run } = useMutationFeedback();
  const [files, setFiles] = useState<Upload[]>(() => ticket.documents.map((d) => d.upload));
  const change = (next: Upload[]) => {
    setFiles(next);
    run(
      patch,
      { id: ticket.id, body: { documents: next.map((u) => u.id) } },
      { success: L.done.saved, onError: () => setFiles(ticket.documents.map((d) => d.upload)) },
    );
  };
  return <UploadWidget mode={TICKET_UPLOAD_MODE} multiple value={files} onChange={change} />;
}

/** The thread: messages, and for the desk its internal notes; a form to write. */
function CommentsCard({ ticket }: { ticket: Ticket }) {
  const comment = useCommentTicket();
  const { run } = useMutationFeedback();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    run(
      comment,
      { id: ticket.id, body, internal },
      {
        success: L.done.commented,
        onSuccess: () => {
          setBody('');
          setInternal(false);
        },
        onError: (e) => setError(e instanceof ApiError ? (Object.values(e.errors)[0]?.[0] ?? e.message) : e.message),
      },
    );
  };
  return (
    <SheetCard title={L.sheet.comments}>
      {ticket.comments.length === 0 && <Typography color="textSecondary">{L.sheet.noComment}</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {ticket.comments.map((c) => (
          <Box
            component="li"
            key={c.id}
            sx={{
              p: 1.5,
              borderRadius: 2,
              bgcolor: c.internal ? 'warning.light' : 'action.hover',
              color: c.internal ? 'warning.contrastText' : undefined,
            }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 0.5 }}>
              <Typography variant="subtitle2" component="span">
                {name(c.author)}
              </Typography>
              <Typography variant="caption" component="span">
                {formatDateTime(c.createdAt)}
              </Typography>
              {c.internal && <Chip size="small" label={L.sheet.internalBadge} />}
            </Box>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{c.body}</Typography>
          </Box>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1 }}>
        <TextField
          label={L.sheet.comment}
          multiline
          minRows={3}
          value={body}
          error={Boolean(error)}
          helperText={error ?? undefined}
          onChange={(e) => setBody(e.target.value)}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
          {ticket.staff ? (
            <FormControlLabel
              control={<Checkbox checked={internal} onChange={(e) => setInternal(e.target.checked)} />}
              label={L.sheet.internal}
            />
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" disabled={comment.isPending}>
            {L.actions.send}
          </Button>
        </Box>
      </Box>
    </SheetCard>
  );
}

function TicketSheet({ ticket }: { ticket: Ticket }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/tickets/view" startIcon={<ArrowBack />}>
          {L.actions.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {L.sheet.title(ticket.id)} · {ticket.title}
        </Typography>
        <StateChip state={ticket.state} />
        <PriorityChip priority={ticket.priority} />
        {ticket.staff && <HistoryButton slug={`ticket-${ticket.id}`} />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <SheetCard title={L.sheet.details}>
            <FactList
              items={[
                [L.fields.espace, ticket.espace.name],
                [L.fields.category, L.categories[ticket.category]],
                [L.fields.reporter, name(ticket.reporter)],
                [L.fields.company, ticket.company?.name],
                [L.fields.assignee, name(ticket.assignee)],
                [L.fields.createdAt, formatDateTime(ticket.createdAt)],
                [L.fields.updatedAt, formatDateTime(ticket.updatedAt)],
                [L.fields.closedAt, ticket.closedAt ? formatDateTime(ticket.closedAt) : null],
              ]}
            />
            <RichTextView value={ticket.description} />
          </SheetCard>
          <SheetCard title={L.fields.files}>
            {ticket.staff ? (
              <FilesEditor ticket={ticket} />
            ) : ticket.documents.length === 0 ? (
              <Typography color="textSecondary">{L.sheet.noFile}</Typography>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
                {ticket.documents.map((d) =>
                  d.upload.mimeType.startsWith('image/') ? (
                    <Link key={d.id} href={d.upload.path} target="_blank" rel="noopener">
                      <Box
                        component="img"
                        src={d.upload.path}
                        alt={d.upload.originalName}
                        sx={{ width: 160, height: 100, objectFit: 'cover', borderRadius: 1 }}
                      />
                    </Link>
                  ) : (
                    <Link key={d.id} href={d.upload.path} target="_blank" rel="noopener">
                      {d.upload.originalName}
                    </Link>
                  ),
                )}
              </Box>
            )}
          </SheetCard>
          <CommentsCard ticket={ticket} />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <StateCard ticket={ticket} />
          {ticket.staff && <HandlingCard ticket={ticket} />}
        </Box>
      </Box>
    </Box>
  );
}

/** /tickets/{id}: the sheet, its thread and its state change. */
export function TicketPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const ticket = useTicket(valid ? id : 0, valid);
  if (!valid) return <ErrorView status={404} />;
  if (ticket.error) return <ErrorView status={ticket.error instanceof ApiError ? ticket.error.status : 500} />;
  if (!ticket.data) return <PageLoader />;
  return <TicketSheet ticket={ticket.data} />;
}
