import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import {
  PANEL_BLOCKS,
  PANEL_DEFAULT_BLOCKS,
  PANEL_ORIENTATIONS,
  type PanelBlock,
  type PanelOrientation,
  screenPath,
} from '@hubgrade/domain/panels/rules';
import type { Panel } from '@hubgrade/domain/panels/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreatePanel, useDeletePanel, usePanel, usePanelOptions, useRegenerateSecret, useUpdatePanel } from '../api/panels.ts';

interface Draft {
  espace: number | '';
  name: string;
  orientation: PanelOrientation;
  blocks: PanelBlock[];
  announcement: string;
}

const draftOf = (p: Panel | undefined): Draft =>
  p
    ? { espace: p.espace.id, name: p.name, orientation: p.orientation, blocks: p.blocks, announcement: p.announcement }
    : { espace: '', name: '', orientation: 'landscape', blocks: [...PANEL_DEFAULT_BLOCKS], announcement: '' };

/** /panneau/nouveau and /panneau/{id}: a panel's site, name, orientation, blocks and announcement, and its screen's secret address. */
export function PanelPage() {
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const panel = usePanel(id ?? 0, id !== null);
  if (id !== null && !panel.data) return <PageLoader />;
  return <PanelEditor key={panel.data?.updatedAt ?? 'new'} panel={panel.data} />;
}

function PanelEditor({ panel }: { panel: Panel | undefined }) {
  const navigate = useNavigate();
  const options = usePanelOptions();
  const create = useCreatePanel();
  const update = useUpdatePanel();
  const remove = useDeletePanel();
  const regenerate = useRegenerateSecret();
  const { run, dialog } = useMutationFeedback();
  const [draft, setDraft] = useState<Draft>(() => draftOf(panel));
  const [refusal, setRefusal] = useState<string | null>(null);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const toggle = (block: PanelBlock) =>
    set({ blocks: draft.blocks.includes(block) ? draft.blocks.filter((b) => b !== block) : [...draft.blocks, block] });
  const address = panel ? `${window.location.origin}${screenPath(panel.secret)}` : '';

  const save = () => {
    const body = { ...draft, espace: Number(draft.espace) };
    setRefusal(null);
    const onError = (error: Error) => setRefusal(fieldRefusal(error));
    if (panel) return run(update, { id: panel.id, body }, { success: L.done.saved, onError });
    return run(create, body, { success: L.done.created, onError, onSuccess: (p) => navigate(`/panneau/${p.id}`) });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <PageHeader title={panel ? L.editTitle.replace('{name}', panel.name) : L.newPanel} intro={L.listIntro} />
      <SheetCard title={L.settings}>
        <Box
          component="form"
          sx={{ display: 'grid', gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField select required label={L.fields.espace} value={draft.espace} onChange={(e) => set({ espace: Number(e.target.value) })}>
            {(options.data?.espaces ?? []).map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label={L.fields.name}
            value={draft.name}
            onChange={(e) => set({ name: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            select
            label={L.fields.orientation}
            value={draft.orientation}
            onChange={(e) => set({ orientation: e.target.value as PanelOrientation })}
          >
            {PANEL_ORIENTATIONS.map((o) => (
              <MenuItem key={o} value={o}>
                {L.orientations[o]}
              </MenuItem>
            ))}
          </TextField>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{L.fields.blocks}</FormLabel>
            <FormGroup row>
              {PANEL_BLOCKS.map((b) => (
                <FormControlLabel
                  key={b}
                  control={<Checkbox checked={draft.blocks.includes(b)} onChange={() => toggle(b)} />}
                  label={L.blocks[b]}
                />
              ))}
            </FormGroup>
            {draft.blocks.length === 0 ? <FormHelperText error>{L.refusals.blocksRequired}</FormHelperText> : null}
          </Box>
          <TextField
            multiline
            minRows={3}
            label={L.fields.announcement}
            helperText={L.fields.announcementHelp}
            value={draft.announcement}
            onChange={(e) => set({ announcement: e.target.value })}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {refusal ? <Typography color="error">{refusal}</Typography> : null}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={draft.espace === '' || !draft.name.trim() || draft.blocks.length === 0}>
              {panel ? L.actions.save : L.actions.create}
            </Button>
            {panel ? (
              <Button
                color="error"
                onClick={() =>
                  void run(remove, panel.id, {
                    confirm: { message: L.actions.deleteConfirm, destructive: true, confirmLabel: L.actions.delete },
                    success: L.done.deleted,
                    onSuccess: () => navigate('/panneau'),
                  })
                }
              >
                {L.actions.delete}
              </Button>
            ) : null}
          </Box>
        </Box>
      </SheetCard>
      {panel ? (
        <SheetCard title={L.fields.screenUrl}>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField label={L.fields.screenUrl} value={address} slotProps={{ htmlInput: { readOnly: true } }} />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="contained" href={screenPath(panel.secret)} target="_blank" rel="noopener">
                {L.actions.open}
              </Button>
              <Button variant="outlined" onClick={() => void navigator.clipboard?.writeText(address)}>
                {L.actions.copy}
              </Button>
              <Button
                color="error"
                onClick={() =>
                  void run(regenerate, panel.id, {
                    confirm: { message: L.actions.regenerateConfirm, destructive: true },
                    success: L.done.regenerated,
                  })
                }
              >
                {L.actions.regenerate}
              </Button>
            </Box>
          </Box>
        </SheetCard>
      ) : null}
      {dialog}
    </Box>
  );
}
