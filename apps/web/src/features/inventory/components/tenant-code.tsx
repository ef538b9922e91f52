import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import type { Inventory } from '@hubgrade/domain/inventory/schemas';
import { resendAt } from '@hubgrade/domain/one-time-code/rules';
import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { OneTimeCodeField } from '../../../ui/one-time-code-field.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSendInventoryCode } from '../api/inventory.ts';

/** Seconds left before a new code may be asked for, counted down while shown. */
function useSecondsUntil(at: Date | null): number {
  const [now, setNow] = useState(() => Date.now());
  const left = at ? Math.max(0, Math.ceil((at.getTime() - now) / 1000)) : 0;
  useEffect(() => {
    if (left === 0) return;
    const timer = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return left;
}

interface TenantCodeProps {
  report: Inventory;
  value: string;
  onChange: (code: string) => void;
  error?: string;
}

/** Where the tenant's code went, « Renvoyer le code » once the delay is over, and the field the tenant types it in. */
export function TenantCode({ report, value, onChange, error }: TenantCodeProps) {
  const send = useSendInventoryCode();
  const { run, dialog } = useMutationFeedback();
  const sent = report.tenantCode;
  const wait = useSecondsUntil(sent ? resendAt(sent.sentAt) : null);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <MarkEmailRead color="success" fontSize="small" />
        <Typography sx={{ flex: 1, minWidth: 200 }}>{sent ? L.signing.codeSent(sent.sentTo) : L.signing.codeFirst}</Typography>
        <Button
          size="small"
          disabled={wait > 0 || send.isPending}
          onClick={() => void run(send, report.id, { success: (answer) => L.signing.codeSent(answer.sentTo) })}
          sx={{ minHeight: 44 }}
        >
          {!sent ? L.signing.sendCode : wait > 0 ? L.signing.resendIn(wait) : L.signing.resendCode}
        </Button>
      </Box>
      <OneTimeCodeField label={L.signing.code} value={value} onChange={onChange} error={error} autoFocus={false} />
      {!error && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -1 }}>
          {L.signing.codeHelp}
        </Typography>
      )}
      {dialog}
    </Box>
  );
}
