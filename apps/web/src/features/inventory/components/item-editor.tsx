import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { ITEM_CONDITIONS, type ItemCondition, isItemFilled } from '@hubgrade/domain/inventory/rules';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import ExpandMore from '@mui/icons-material/ExpandMore';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { UploadPreview } from '../../../ui/upload/upload-preview.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { type DraftItem, numberOf } from './report-draft.ts';

interface ItemEditorProps {
  item: DraftItem;
  onChange: (item: DraftItem) => void;
  onRemove: () => void;
  readOnly: boolean;
  /** The visit on a phone: large touch targets, the camera for photos. */
  touch: boolean;
  exit: boolean;
}

const nothing = () => undefined;

/** One expandable item row (§2.21): condition, number, observations, photos at entry (read-only) and now. */
export function ItemEditor({ item, onChange, onRemove, readOnly, touch, exit }: ItemEditorProps) {
  const filled = isItemFilled({ ...item, number: numberOf(item.number) });
  const set = (patch: Partial<DraftItem>) => onChange({ ...item, ...patch });
  const title = item.name || L.fields.name;
  return (
    <Accordion disableGutters variant="outlined" defaultExpanded={item.added} data-testid="inventory-item">
      <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: touch ? 64 : 48 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flexWrap: 'wrap' }}>
          {filled ? <CheckCircle color="success" fontSize="small" /> : <RadioButtonUnchecked color="disabled" fontSize="small" />}
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <Typography variant="body2" color="textSecondary">
            {item.condition ? L.conditions[item.condition] : L.noCondition}
            {item.number ? ` · ${item.number}` : ''}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        {item.added && (
          <TextField label={L.fields.name} value={item.name} disabled={readOnly} onChange={(e) => set({ name: e.target.value })} required />
        )}
        {exit && item.entry && (
          <Box sx={{ display: 'grid', gap: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="entry-values">
            <Typography variant="subtitle2">{L.fields.atEntry}</Typography>
            <Typography variant="body2">
              {item.entry.condition ? L.conditions[item.entry.condition] : L.noCondition}
              {item.entry.number !== null ? ` · ${L.fields.number} : ${item.entry.number}` : ''}
              {item.entry.commentary ? ` · ${item.entry.commentary}` : ''}
            </Typography>
            {item.entry.photos.length > 0 && (
              <Box
                component="ul"
                aria-label={L.fields.entryPhotos}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}
              >
                {item.entry.photos.map((photo) => (
                  <Box component="li" key={photo.id} sx={{ maxWidth: '100%' }}>
                    <UploadPreview upload={photo} onRemove={nothing} removing={false} disabled />
                  </Box>
                ))}
              </Box>
            )}
          </Box>
        )}
        <ToggleButtonGroup
          exclusive
          value={item.condition}
          disabled={readOnly}
          onChange={(_e, condition: ItemCondition | null) => set({ condition })}
          aria-label={L.fields.condition}
          sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 } }}
        >
          {ITEM_CONDITIONS.map((c) => (
            <ToggleButton key={c} value={c} sx={{ minHeight: touch ? 48 : 36, px: 2, flex: touch ? '1 1 40%' : undefined }}>
              {L.conditions[c]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            label={L.fields.number}
            value={item.number}
            disabled={readOnly}
            onChange={(e) => set({ number: e.target.value.replace(/\D/g, '') })}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            sx={{ width: 140 }}
          />
          <FormControlLabel
            control={<Switch checked={item.multiple} disabled={readOnly} onChange={(e) => set({ multiple: e.target.checked })} />}
            label={L.fields.multiple}
          />
        </Box>
        <TextField
          label={L.fields.commentary}
          value={item.commentary}
          disabled={readOnly}
          multiline
          minRows={2}
          onChange={(e) => set({ commentary: e.target.value })}
        />
        <UploadWidget
          mode="ticket"
          multiple
          label={exit ? L.fields.exitPhotos : L.fields.photos}
          value={item.photos}
          onChange={(photos) => set({ photos })}
          disabled={readOnly}
          capture={touch ? 'environment' : undefined}
        />
        {item.added && !readOnly && (
          <Button color="error" startIcon={<Delete />} onClick={onRemove} sx={{ justifySelf: 'start', minHeight: touch ? 48 : undefined }}>
            {L.actions.remove}
          </Button>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
