import { MESSAGE_STATE_LABELS } from '@hubgrade/domain/messages/labels';
import type { MessageState } from '@hubgrade/domain/messages/rules';
import Chip from '@mui/material/Chip';

const COLORS = { 1: 'warning', 2: 'error', 3: 'info', 4: 'success' } as const satisfies Record<MessageState, string>;

/** The state of a message: En attente, Refusé, Non lu, Lu (spec §4). */
export function MessageStateChip({ state }: { state: MessageState }) {
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={MESSAGE_STATE_LABELS[state]} data-testid="message-state" />;
}
