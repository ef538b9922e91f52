import { STATEMENT_LABELS as L } from '@hubgrade/domain/statements/labels';
import type { StatementState } from '@hubgrade/domain/statements/rules';
import Chip from '@mui/material/Chip';

const COLORS: Record<StatementState, 'default' | 'info' | 'success'> = { 1: 'default', 2: 'info', 3: 'success' };

/** Brouillon, Envoyé or Payé. */
export function StatementStateChip({ state }: { state: StatementState }) {
  return <Chip size="small" label={L.states[state]} color={COLORS[state]} variant={state === 1 ? 'outlined' : 'filled'} />;
}
