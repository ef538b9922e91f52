import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { isReadyToSign, nextSigner, SIGNING_PARTIES, type SigningParty } from '@hubgrade/domain/inventory/rules';
import type { Inventory } from '@hubgrade/domain/inventory/schemas';
import { ONE_TIME_CODE_LABELS as CODE_LABELS } from '@hubgrade/domain/one-time-code/labels';
import { isCodeShape } from '@hubgrade/domain/one-time-code/rules';
import { SIGNATURE_LABELS } from '@hubgrade/domain/signatures/labels';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Draw from '@mui/icons-material/Draw';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { fieldErrors } from '../../../lib/field-errors.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { SignaturePadField } from '../../../ui/signature-pad.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { openInventoryPdf, useSendInventoryCode, useSignInventory } from '../api/inventory.ts';
import { TenantCode } from './tenant-code.tsx';

/**
 * The dialog where a party types their name and draws their signature, on the staff member's
 * device; the tenant also types the code mailed to them. A refusal is shown under its field, and
 * what was typed and drawn stays.
 */
function SignDialog({ report, party, onClose }: { report: Inventory; party: SigningParty; onClose: () => void }) {
  const [name, setName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const sign = useSignInventory();
  const { run, dialog } = useMutationFeedback();
  const withCode = party === 'tenant';
  // « 123 456 » as read out from the mail is the code 123456.
  const typedCode = code.replace(/\s+/g, '');
  const nameError = refused.name ?? (tried && name.trim().length < 2 ? SIGNATURE_LABELS.nameRequired : undefined);
  const codeError = refused.code ?? (tried && withCode && !isCodeShape(typedCode) ? CODE_LABELS.shape : undefined);
  const submit = () => {
    setTried(true);
    setRefused({});
    if (name.trim().length < 2 || drawing === null || (withCode && !isCodeShape(typedCode))) return;
    const body = { party, name: name.trim(), signature: drawing, ...(withCode ? { code: typedCode } : {}) };
    void run(
      sign,
      { id: report.id, body },
      { success: L.signing.done, onSuccess: onClose, onError: (error) => setRefused(fieldErrors(error)) },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{L.signing.sign(party)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {withCode && (
          <TenantCode
            report={report}
            value={code}
            onChange={(typed) => {
              setCode(typed);
              setRefused(({ code: _, ...others }) => others);
            }}
            error={codeError}
          />
        )}
        <TextField
          label={L.signing.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={!!nameError}
          helperText={nameError}
          required
        />
        <Typography variant="body2" color="textSecondary">
          {L.signing.drawn}
        </Typography>
        <SignaturePadField label={L.signing.drawn} clearLabel={L.signing.clear} onChange={setDrawing} />
        {((tried && drawing === null) || refused.signature) && (
          <Alert severity="error">{refused.signature ?? SIGNATURE_LABELS.signatureRequired}</Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.actions.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={sign.isPending} sx={{ minHeight: 44 }}>
          {L.signing.confirm}
        </Button>
      </DialogActions>
      {dialog}
    </Dialog>
  );
}

/**
 * The tenant's turn starts with the code mailed to them: « Envoyer le code au locataire » sends it
 * and opens the signature; once sent, « Signer (locataire) » opens it again.
 */
function TenantButton({ report, disabled, touch, onOpen }: { report: Inventory; disabled: boolean; touch: boolean; onOpen: () => void }) {
  const send = useSendInventoryCode();
  const { run, dialog } = useMutationFeedback();
  const sent = report.tenantCode !== null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={sent ? <Draw /> : <Send />}
        disabled={disabled || send.isPending}
        onClick={() =>
          sent ? onOpen() : void run(send, report.id, { success: (answer) => L.signing.codeSent(answer.sentTo), onSuccess: onOpen })
        }
        sx={{ ml: { sm: 'auto' }, minHeight: touch ? 48 : undefined, width: { xs: '100%', sm: 'auto' } }}
      >
        {sent ? L.signing.sign('tenant') : L.signing.sendCode}
      </Button>
      {dialog}
    </>
  );
}

/** Who signed and when, the next party's button once every item has a condition, and the signed PDF. */
export function SignaturesCard({ report, touch }: { report: Inventory; touch: boolean }) {
  const [signing, setSigning] = useState<SigningParty | null>(null);
  const next = report.state === 'draft' && report.exitReport === null ? nextSigner(report.signatures.map((s) => s.party)) : null;
  const ready = isReadyToSign(report.rooms);
  return (
    <SheetCard
      title={L.signing.title}
      id="signatures"
      action={
        report.state === 'signed' && (
          <Button startIcon={<PictureAsPdf />} onClick={() => void openInventoryPdf(report.id)} sx={{ whiteSpace: 'nowrap' }}>
            {L.signing.download}
          </Button>
        )
      }
    >
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {report.state === 'draft' && <Typography color="textSecondary">{L.signing.intro}</Typography>}
        {SIGNING_PARTIES.map((party) => {
          const signature = report.signatures.find((s) => s.party === party);
          return (
            <Box key={party} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              {signature ? <CheckCircle color="success" fontSize="small" /> : <HourglassEmpty color="disabled" fontSize="small" />}
              <Typography sx={{ fontWeight: 600 }}>{L.signing.parties[party]}</Typography>
              <Typography color="textSecondary">
                {signature ? L.signing.signed(signature.name, formatDateTime(signature.signedAt)) : L.signing.waiting}
              </Typography>
              {next === party && party === 'tenant' && (
                <TenantButton report={report} disabled={!ready} touch={touch} onOpen={() => setSigning(party)} />
              )}
              {next === party && party === 'staff' && (
                <Button
                  variant="contained"
                  startIcon={<Draw />}
                  disabled={!ready}
                  onClick={() => setSigning(party)}
                  sx={{ ml: { sm: 'auto' }, minHeight: touch ? 48 : undefined, width: { xs: '100%', sm: 'auto' } }}
                >
                  {L.signing.sign(party)}
                </Button>
              )}
            </Box>
          );
        })}
        {next !== null && !ready && <Alert severity="info">{L.refusals.notReady}</Alert>}
      </Box>
      {signing && <SignDialog report={report} party={signing} onClose={() => setSigning(null)} />}
    </SheetCard>
  );
}
