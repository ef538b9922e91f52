import { TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import { isTotpCode, normalizeTotpCode } from '@hubgrade/domain/auth/two-factor';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { OneTimeCodeField } from '../../../ui/one-time-code-field.tsx';
import { RecoveryCodesView } from '../../../ui/recovery-codes.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { TwoFactorEnrolment } from '../../../ui/two-factor-enrolment.tsx';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRegenerateRecoveryCodes,
  useStartTwoFactor,
  useTwoFactor,
} from '../api/two-factor.ts';

/** The code's refusal as the field shows it: its own message for a 400, the API's otherwise (locked, required). */
function codeRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError)) return error ? String((error as Error).message) : null;
  return error.errors.code?.[0] ?? error.message;
}

function useFullScreen() {
  return useMediaQuery(useTheme().breakpoints.down('sm'));
}

/** Enable: the key to scan, its first code, then the recovery codes, shown this once. */
function EnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const snackbar = useSnackbar();
  const { mutate } = start;
  useEffect(() => mutate(), [mutate]);
  const codes = confirm.data?.recoveryCodes;
  return (
    <Dialog
      open={open}
      onClose={codes ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={useFullScreen()}
      aria-labelledby="enrol-title"
    >
      <DialogTitle id="enrol-title">{codes ? T.recoveryTitle : T.enable}</DialogTitle>
      <DialogContent>
        {codes ? (
          <RecoveryCodesView codes={codes} onDone={onClose} />
        ) : start.data ? (
          <TwoFactorEnrolment
            setup={start.data}
            pending={confirm.isPending}
            error={codeRefusal(confirm.error)}
            onCancel={onClose}
            onConfirm={(code) => confirm.mutate(code, { onSuccess: () => snackbar.success({ message: T.enabled }) })}
          />
        ) : start.error ? (
          <Alert severity="error">{start.error.message}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={T.enable} />
          </Box>
        )}
      </DialogContent>
      {start.error && !codes && (
        <DialogActions>
          <Button onClick={onClose}>{T.close}</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

type CodeAction = 'disable' | 'regenerate';

/** Disable or regenerate: a confirmation that asks for a current code of the app. */
function CodeDialog({ action, onClose }: { action: CodeAction; onClose: () => void }) {
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | null>(null);
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateRecoveryCodes();
  const snackbar = useSnackbar();
  const mutation = action === 'disable' ? disable : regenerate;
  const codes = regenerate.data?.recoveryCodes;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) {
      setFormatError(T.codeOnlyFormat);
      return;
    }
    setFormatError(null);
    if (action === 'disable') {
      disable.mutate(normalizeTotpCode(code), {
        onSuccess: () => {
          snackbar.success({ message: T.disabled });
          onClose();
        },
      });
    } else regenerate.mutate(normalizeTotpCode(code));
  };

  return (
    <Dialog open onClose={codes ? undefined : onClose} fullWidth maxWidth="sm" fullScreen={useFullScreen()} aria-labelledby="code-title">
      <DialogTitle id="code-title">{codes ? T.recoveryTitle : action === 'disable' ? T.disableTitle : T.regenerateTitle}</DialogTitle>
      {codes ? (
        <DialogContent>
          <RecoveryCodesView codes={codes} onDone={onClose} />
        </DialogContent>
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: 0 }}>
            <Typography>{action === 'disable' ? T.disableText : T.regenerateText}</Typography>
            <OneTimeCodeField label={T.currentCode} value={code} onChange={setCode} error={formatError ?? codeRefusal(mutation.error)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={mutation.isPending}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" color={action === 'disable' ? 'error' : 'primary'} loading={mutation.isPending}>
              {action === 'disable' ? T.disable : T.regenerate}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}

/** « Double authentification » of the signed-in user's own account: enable, disable, new recovery codes. */
export function TwoFactorSection() {
  const status = useTwoFactor();
  const [enrolling, setEnrolling] = useState(0);
  const [action, setAction] = useState<CodeAction | null>(null);
  const data = status.data;
  return (
    <SheetCard title={T.section} id="double-authentification">
      <Typography color="textSecondary">{T.intro}</Typography>
      {status.isError ? (
        <Alert severity="error">{status.error.message}</Alert>
      ) : !data ? (
        <CircularProgress size={24} aria-label={T.section} />
      ) : (
        <>
          <Box data-testid="two-factor-state">
            <Typography sx={{ fontWeight: 600 }}>
              {data.enabled && data.enrolledAt ? T.enabledSince(formatDate(data.enrolledAt)) : T.disabledState}
            </Typography>
            {data.enabled && <Typography variant="body2">{T.recoveryLeft(data.recoveryCodesLeft)}</Typography>}
            {data.required && (
              <Typography variant="body2" color="textSecondary">
                {T.requiredNote}
              </Typography>
            )}
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {data.enabled ? (
              <>
                <Button variant="outlined" onClick={() => setAction('regenerate')}>
                  {T.regenerate}
                </Button>
                {!data.required && (
                  <Button variant="outlined" color="error" onClick={() => setAction('disable')}>
                    {T.disable}
                  </Button>
                )}
              </>
            ) : (
              <Button variant="contained" onClick={() => setEnrolling((n) => n + 1)}>
                {T.enable}
              </Button>
            )}
          </Box>
        </>
      )}
      {enrolling > 0 && <EnrolDialog key={enrolling} open onClose={() => setEnrolling(0)} />}
      {action && <CodeDialog key={action} action={action} onClose={() => setAction(null)} />}
    </SheetCard>
  );
}
