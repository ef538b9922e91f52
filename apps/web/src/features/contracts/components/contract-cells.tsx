import { INVOICE_STATE_LABELS, INVOICE_STATE_TONES } from '@hubgrade/domain/billing/labels';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type { ContractState } from '@hubgrade/domain/contracts/rules';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import Chip, { type ChipProps } from '@mui/material/Chip';

const STATE_COLORS: Record<ContractState, ChipProps['color']> = {
  0: 'default',
  1: 'info',
  2: 'warning',
  3: 'primary',
  4: 'success',
  5: 'warning',
  6: 'default',
};

export function ContractStateChip({ state }: { state: number }) {
  const s = state as ContractState;
  return (
    <Chip
      size="small"
      color={STATE_COLORS[s]}
      variant={s === 6 ? 'outlined' : 'filled'}
      label={CONTRACT_STATE_LABELS[s]}
      data-testid="contract-state"
    />
  );
}

/** The state of a contract's last invoice, or that it has none yet. */
export function InvoiceStateChip({ state }: { state: number | null }) {
  if (state === null) return <span>{L.noInvoice}</span>;
  return <Chip size="small" color={INVOICE_STATE_TONES[state] ?? 'warning'} variant="outlined" label={INVOICE_STATE_LABELS[state]} />;
}

export function contractTypeLabel(type: number): string {
  return L.contractTypes[type] ?? String(type);
}
