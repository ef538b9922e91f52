import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { isReadyToSign, nextSigner, SIGNING_PARTIES, type SigningParty } from '@hubgrade/domain/inventory/rules';
import type { Inventory } from '@hubgrade/domain/inventory/schemas';
import { SIGNATURE_LABELS } from '@hubgrade/domain/signatures/labels';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Draw from '@mui/icons-material/Draw';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
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
import { formatDateTime } from '../../../lib/format.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { SignaturePadField } from '../../../ui/signature-pad.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { openInventoryPdf, useSignInventory } from '../api/inventory.ts';

/** The dialog where a party types their name and draws their signature, on the staff member's device. */
function SignDialog({ report, party, onClose }: { report: Inventory; party: SigningParty; onClose: () => void }) {
  const [name, setName] = useState('');
  const [drawing, setDrawing] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const sign = useSignInventory();
  const { run, dialog } = useMutationFeedback();
  const nameError = tried && name.trim().length < 2 ? SIGNATURE_LABELS.nameRequired : undefined;
  const submit = () => {
    setTried(true);
    if (name.trim().length < 2 || drawing === null) return;
    void run(
      sign,
      { id: report.id, body: { party, name: name.trim(), signature: drawing } },
      { success: L.signing.done, onSuccess: onClose },
    );
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{L.signing.sign(party)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
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
        {tried && drawing === null && <Alert severity="error">{SIGNATURE_LABELS.signatureRequired}</Alert>}
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
              {next === party && (
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
