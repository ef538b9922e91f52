import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import { campaignEditable, insertMergeField, MERGE_FIELDS, type MergeField } from '@hubgrade/domain/emailing/rules';
import type { Campaign, Segment } from '@hubgrade/domain/emailing/schemas';
import { fromParisLocal, toParisLocal } from '@hubgrade/domain/feed/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { LazyRichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import {
  useCampaign,
  useRemoveCampaign,
  useSaveCampaign,
  useSegmentCount,
  useSendCampaign,
  useTestCampaign,
  useUnscheduleCampaign,
} from '../api/emailing.ts';
import { CampaignProgress } from './campaign-progress.tsx';
import { SegmentFields } from './segment-fields.tsx';

const EMPTY_SEGMENT: Segment = { sites: [], companies: [], accountTypes: [] };

/** The draft's form and its actions: save, test, send now, schedule, unschedule, delete. Each action saves what was typed first. */
function CampaignEditor({ campaign, onClose, onSaved }: { campaign: Campaign | null; onClose: () => void; onSaved: (id: number) => void }) {
  const [subject, setSubject] = useState(campaign?.subject ?? '');
  const [body, setBody] = useState(campaign?.body ?? '');
  const [segment, setSegment] = useState<Segment>(campaign?.segment ?? EMPTY_SEGMENT);
  const [sendAt, setSendAt] = useState(campaign?.scheduledAt ? toParisLocal(campaign.scheduledAt) : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const count = useSegmentCount(segment).data?.count ?? 0;
  const save = useSaveCampaign();
  const test = useTestCampaign();
  const send = useSendCampaign();
  const unschedule = useUnscheduleCampaign();
  const remove = useRemoveCampaign();
  const { run, confirm, dialog } = useMutationFeedback();
  const busy = save.isPending || test.isPending || send.isPending;

  const onError = (error: Error) => {
    setErrors(fieldErrors(error));
    setFailure(error.message);
  };
  /** Saves, then runs `next` with the saved campaign: one message then says how both went. */
  const saveThen = (next?: (saved: Campaign) => void) => {
    setFailure(null);
    setErrors({});
    run(
      save,
      { id: campaign?.id ?? null, body: { subject, body, segment } },
      {
        success: next ? false : L.done.saved,
        onError,
        onSuccess: (saved) => {
          onSaved(saved.id);
          next?.(saved);
        },
      },
    );
  };
  const sendTest = () => saveThen((saved) => run(test, saved.id, { success: (r) => L.done.tested(r.to) }));
  const sendNow = async () => {
    if (!(await confirm({ message: L.confirmSend(count), confirmLabel: L.actions.sendNow }))) return;
    saveThen((saved) => run(send, { id: saved.id, scheduledAt: null }, { success: L.done.sending, onError }));
  };
  const schedule = () => {
    const at = fromParisLocal(sendAt);
    if (!at) {
      setErrors({ scheduledAt: L.refusals.required });
      return;
    }
    saveThen((saved) => run(send, { id: saved.id, scheduledAt: at }, { success: L.done.scheduled, onError }));
  };
  const insert = (field: MergeField) => setBody((html) => insertMergeField(html, field));

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {campaign?.state === 'scheduled' && campaign.scheduledAt && (
          <Alert severity="info">{`${L.states.scheduled} : ${formatDateTime(campaign.scheduledAt)}`}</Alert>
        )}
        <TextField
          required
          autoFocus
          label={L.fields.subject}
          value={subject}
          error={Boolean(errors.subject)}
          helperText={errors.subject || undefined}
          onChange={(event) => setSubject(event.target.value)}
        />
        <LazyRichTextEditor
          label={L.fields.body}
          value={body}
          onChange={setBody}
          error={Boolean(errors.body)}
          helperText={errors.body || undefined}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="textSecondary">
            {L.mergeHint}
          </Typography>
          {(Object.keys(MERGE_FIELDS) as MergeField[]).map((field) => (
            <Chip
              key={field}
              label={`${L.mergeFields[field]} ${MERGE_FIELDS[field]}`}
              onClick={() => insert(field)}
              aria-label={L.insertField(L.mergeFields[field])}
            />
          ))}
        </Box>
        <Typography variant="h6" component="h3">
          {L.form.segment}
        </Typography>
        <SegmentFields value={segment} onChange={setSegment} />
        {errors.segment && <Alert severity="error">{errors.segment}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
          <TextField
            type="datetime-local"
            label={L.fields.sendAt}
            value={sendAt}
            error={Boolean(errors.scheduledAt)}
            helperText={errors.scheduledAt || undefined}
            onChange={(event) => setSendAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={schedule} disabled={busy} sx={{ mt: 1 }}>
            {L.actions.schedule}
          </Button>
          {campaign?.state === 'scheduled' && (
            <Button onClick={() => run(unschedule, campaign.id, { success: L.done.unscheduled })} sx={{ mt: 1 }}>
              {L.actions.unschedule}
            </Button>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {campaign && (
          <Button
            color="error"
            sx={{ mr: 'auto' }}
            onClick={() =>
              run(remove, campaign.id, {
                confirm: { message: L.confirmDelete(campaign.subject), confirmLabel: L.actions.delete },
                success: L.done.deleted,
                onSuccess: onClose,
              })
            }
          >
            {L.actions.delete}
          </Button>
        )}
        <Button onClick={onClose}>{L.actions.cancel}</Button>
        <Button onClick={sendTest} disabled={busy}>
          {L.actions.test}
        </Button>
        <Button variant="outlined" onClick={() => saveThen()} loading={save.isPending}>
          {L.actions.save}
        </Button>
        <Button variant="contained" onClick={() => void sendNow()} disabled={busy || count === 0}>
          {L.actions.sendNow}
        </Button>
      </DialogActions>
      {dialog}
    </>
  );
}

/** A campaign started or sent: what went, to whom, and its progress. */
function CampaignSummary({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip label={L.states[campaign.state]} color={campaign.state === 'sent' ? 'success' : 'warning'} variant="outlined" />
          {campaign.startedAt && <Typography color="textSecondary">{formatDateTime(campaign.startedAt)}</Typography>}
        </Box>
        <CampaignProgress campaign={campaign} />
        <Typography variant="h6" component="h3">
          {campaign.subject}
        </Typography>
        <RichTextView value={campaign.body} />
        <SegmentFields value={campaign.segment} onChange={() => undefined} disabled />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.actions.cancel}</Button>
      </DialogActions>
    </>
  );
}

/** A campaign in a dialog: the editor while it has not started, its progress after. `id` null: a new one. */
export function CampaignDialog({ id, onClose, onSaved }: { id: number | null; onClose: () => void; onSaved: (id: number) => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const campaign = useCampaign(id);
  const loaded = id === null ? null : campaign.data;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{id === null ? L.form.createTitle : (loaded?.subject ?? L.form.editTitle)}</DialogTitle>
      {id !== null && campaign.isError && <Alert severity="error">{campaign.error.message}</Alert>}
      {id !== null && campaign.isPending && <LinearProgress aria-label={L.form.editTitle} />}
      {(id === null || loaded) &&
        (loaded && !campaignEditable(loaded.state) ? (
          <CampaignSummary campaign={loaded} onClose={onClose} />
        ) : (
          <CampaignEditor key={loaded?.id ?? 'new'} campaign={loaded ?? null} onClose={onClose} onSaved={onSaved} />
        ))}
    </Dialog>
  );
}
