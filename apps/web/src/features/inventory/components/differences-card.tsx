import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { type Difference, type ItemCondition, inventoryDifferences } from '@hubgrade/domain/inventory/rules';
import type { InventoryRoom } from '@hubgrade/domain/inventory/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { comparedOf, type DraftRoom } from './report-draft.ts';

const shown = (value: Difference['entry']) =>
  value === null ? '—' : typeof value === 'number' ? String(value) : L.conditions[value as ItemCondition];

/** What the exit report records differently from the entry report, as the visit goes. */
export function DifferencesCard({ rooms, entry }: { rooms: DraftRoom[]; entry: InventoryRoom[] }) {
  const differences = inventoryDifferences(comparedOf(rooms), entry);
  return (
    <SheetCard title={L.differences.title} id="differences">
      {differences.length === 0 ? (
        <Alert severity="success">{L.differences.none}</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }} data-testid="differences">
          {differences.map((d) => (
            <Box
              component="li"
              key={`${d.room}-${d.item}-${d.kind}`}
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
            >
              <Chip size="small" color={d.kind === 'missing' ? 'error' : 'warning'} label={L.differences.kinds[d.kind]} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {d.room} · {d.item}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {shown(d.entry)} → {shown(d.exit)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </SheetCard>
  );
}
