import { isAdmin } from '@hubgrade/domain/auth/roles';
import { isModuleVisible } from '@hubgrade/domain/brands/modules';
import { LABEL_LABELS } from '@hubgrade/domain/labels/labels';
import { LABELS_PER_RECORD_MAX } from '@hubgrade/domain/labels/rules';
import type { LabelTag } from '@hubgrade/domain/labels/schemas';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { fieldRefusal, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { type LabelledRecord, useBrandLabels, useRecordLabels, useSetRecordLabels } from '../api/labels.ts';
import { LabelChip } from './label-chip.tsx';

const L = LABEL_LABELS.record;

/** Labels are the administrators' of a deployment with the static pages module (as the API checks them). */
function useMayLabel(): boolean {
  const { brand, configuration } = useBrand();
  const roles = useCurrentUser().data?.roles ?? [];
  return (
    isAdmin(roles) && isModuleVisible('pagesStatiques', { brandId: brand?.id ?? null, brandModules: configuration?.modules ?? [], roles })
  );
}

function LabelChips({ labels }: { labels: LabelTag[] }) {
  if (labels.length === 0) return <Typography color="textSecondary">{L.none}</Typography>;
  return (
    <Box component="ul" aria-label={L.title} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {labels.map((label) => (
        <Box component="li" key={label.id} sx={{ display: 'flex', minWidth: 0, maxWidth: '100%' }}>
          <LabelChip label={label} />
        </Box>
      ))}
    </Box>
  );
}

/**
 * The multi-select of the brand's labels, saved as the record's whole list. A refusal stays
 * written above the choice, which is kept, until the next attempt.
 */
export function LabelPicker({
  record,
  brandId,
  value,
  onDone,
}: {
  record: LabelledRecord;
  brandId: number | null;
  value: LabelTag[];
  onDone: () => void;
}) {
  const options = useBrandLabels(brandId, true);
  const save = useSetRecordLabels();
  const { run } = useMutationFeedback();
  const [chosen, setChosen] = useState<LabelTag[]>(value);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    void run(
      save,
      { record, labels: chosen.map((label) => label.id) },
      { success: L.saved, onSuccess: onDone, onError: (error) => setFailure(fieldRefusal(error) ?? error.message) },
    );
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Autocomplete
        multiple
        filterSelectedOptions
        disableCloseOnSelect
        options={options.data?.items ?? []}
        value={chosen}
        loading={options.isPending}
        noOptionsText={L.noOptions}
        getOptionLabel={(label) => label.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        getOptionDisabled={() => chosen.length >= LABELS_PER_RECORD_MAX}
        onChange={(_event, next) => setChosen(next)}
        renderOption={({ key, ...item }, label) => (
          <Box component="li" key={key} {...item}>
            <LabelChip label={label} />
          </Box>
        )}
        renderValue={(labels, getItemProps) =>
          labels.map((label, index) => {
            const { key, ...item } = getItemProps({ index });
            return <LabelChip key={key} {...item} label={label} sx={{ m: 0.25 }} />;
          })
        }
        renderInput={(params) => <TextField {...params} label={L.picker} helperText={L.pickerHelp} />}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {L.save}
        </Button>
        <Button onClick={onDone}>{L.cancel}</Button>
      </Box>
    </Box>
  );
}

/** The card of a record's labels: its chips, and the picker that changes them. */
export function RecordLabelsCard({ record, brandId }: { record: LabelledRecord; brandId: number | null }) {
  const current = useRecordLabels(record);
  const [editing, setEditing] = useState(false);
  return (
    <SheetCard
      title={L.title}
      action={
        !editing &&
        current.isSuccess && (
          <Button startIcon={<Edit />} aria-label={L.editLabel} sx={{ whiteSpace: 'nowrap' }} onClick={() => setEditing(true)}>
            {L.edit}
          </Button>
        )
      }
    >
      {current.isPending ? (
        <CircularProgress size={24} aria-label={L.title} />
      ) : current.isError ? (
        <Alert severity="error">{current.error.message}</Alert>
      ) : editing ? (
        <LabelPicker record={record} brandId={brandId} value={current.data.items} onDone={() => setEditing(false)} />
      ) : (
        <LabelChips labels={current.data.items} />
      )}
    </SheetCard>
  );
}

/** The labels of an ad, on its sheet, for those who manage labels. */
export function AdLabels({ id, brandId }: { id: number; brandId: number | null }) {
  return useMayLabel() ? <RecordLabelsCard record={{ kind: 'ad', id }} brandId={brandId} /> : null;
}

/** The labels of a static page, on its sheet, for those who manage labels. */
export function StaticPageLabels({ id, brandId }: { id: number; brandId: number | null }) {
  return useMayLabel() ? <RecordLabelsCard record={{ kind: 'staticPage', id }} brandId={brandId} /> : null;
}
