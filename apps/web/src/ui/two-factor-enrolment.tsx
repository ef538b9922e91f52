import { TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import type { TwoFactorSetup } from '@hubgrade/domain/auth/schemas';
import { formatTotpKey, isTotpCode, normalizeTotpCode } from '@hubgrade/domain/auth/two-factor';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { OneTimeCodeField } from './one-time-code-field.tsx';

interface Props {
  setup: TwoFactorSetup;
  /** Sends the first code; the caller's mutation says how it went. */
  onConfirm: (code: string) => void;
  pending: boolean;
  /** The API's refusal of the code, in French. */
  error: string | null;
  onCancel?: () => void;
}

/** Enrolment: the QR code to scan, the key written out for manual entry, and the first code that confirms it. */
export function TwoFactorEnrolment({ setup, onConfirm, pending, error, onCancel }: Props) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) {
      setFormatError(T.codeOnlyFormat);
      return;
    }
    setFormatError(null);
    onConfirm(normalizeTotpCode(code));
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.scanTitle}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box
          component="img"
          src={setup.qrCode}
          alt={T.qrAlt}
          width={180}
          height={180}
          sx={{ bgcolor: '#fff', p: 1, borderRadius: 1, border: 1, borderColor: 'divider', flexShrink: 0 }}
        />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Typography variant="body2" color="textSecondary">
            {T.manualKey}
          </Typography>
          <Typography
            data-testid="totp-key"
            sx={{ fontFamily: 'monospace', fontSize: '1.05rem', wordBreak: 'break-word', userSelect: 'all', mt: 0.5 }}
          >
            {formatTotpKey(setup.secret)}
          </Typography>
        </Box>
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {T.confirmTitle}
      </Typography>
      <OneTimeCodeField label={T.code} value={code} onChange={setCode} error={formatError ?? error} autoFocus={false} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={pending}>
            {T.cancel}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={pending}>
          {T.confirm}
        </Button>
      </Box>
    </Box>
  );
}
