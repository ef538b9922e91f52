import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import type { InventoryState } from '@hubgrade/domain/inventory/rules';
import Chip from '@mui/material/Chip';

export function InventoryStateChip({ state }: { state: InventoryState }) {
  return <Chip size="small" label={L.states[state]} color={state === 'signed' ? 'success' : 'default'} variant="outlined" />;
}
