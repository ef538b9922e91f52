import { LABEL_LABELS as L } from '@hubgrade/domain/labels/labels';
import { LABELS_PER_MERGE_MAX } from '@hubgrade/domain/labels/rules';
import type { Label } from '@hubgrade/domain/labels/schemas';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useLabels, useMergeLabels } from '../api/labels.ts';
import { LabelChip } from './label-chip.tsx';

/**
 * Merge: the labels chosen (of one brand: the table's, or the first one picked for a super admin
 * looking at every brand), then the one that stays. The API moves the ads and pages to it and
 * deletes the others in one transaction.
 */
export function LabelMergeDialog({ brand, onClose }: { brand?: number; onClose: () => void }) {
  const options = useLabels({ itemsPerPage: 100, sortBy: 'name', sortDesc: false, ...(brand === undefined ? {} : { brand }) });
  const merge = useMergeLabels();
  const { run } = useMutationFeedback();
  const [chosen, setChosen] = useState<Label[]>([]);
  const [keep, setKeep] = useState<number | ''>('');
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();
  const first = chosen[0];
  // Labels of another brand cannot merge: once one is chosen, only its brand's are offered.
  const offered = (options.data?.items ?? []).filter((l) => !first || l.brand === first.brand);
  const kept = chosen.some((l) => l.id === keep) ? keep : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (chosen.length < 2 || kept === '') {
      setFailure(L.refusals.mergeChoice);
      return;
    }
    run(
      merge,
      { labels: chosen.map((l) => l.id), keep: kept },
      { success: L.done.merged(chosen.length - 1), onSuccess: onClose, onError: (error) => setFailure(error.message) },
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.form.mergeTitle}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
          <DialogContentText>{L.form.mergeIntro}</DialogContentText>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Autocomplete
            multiple
            options={offered}
            value={chosen}
            loading={options.isPending}
            getOptionLabel={(l) => l.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            getOptionDisabled={() => chosen.length >= LABELS_PER_MERGE_MAX}
            onChange={(_event, value) => setChosen(value)}
            renderValue={(value, getItemProps) =>
              value.map((l, index) => {
                const { key, ...item } = getItemProps({ index });
                return (
                  <Box component="span" key={key} {...item} sx={{ display: 'inline-flex', m: 0.25 }}>
                    <LabelChip label={l} />
                  </Box>
                );
              })
            }
            renderInput={(params) => <TextField {...params} label={L.fields.mergeChoice} />}
          />
          <TextField
            select
            label={L.fields.keep}
            value={kept}
            disabled={chosen.length === 0}
            onChange={(event) => setKeep(Number(event.target.value))}
          >
            {chosen.map((l) => (
              <MenuItem key={l.id} value={l.id}>
                {l.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button type="submit" variant="contained" loading={merge.isPending}>
            {L.actions.merge}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
