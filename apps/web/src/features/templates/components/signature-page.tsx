import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import { SIGNATURE_LABELS as L } from '@hubgrade/domain/signatures/labels';
import type { SignatureEvent } from '@hubgrade/domain/signatures/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useSignature, useSignatureSettled } from '../api/signatures.ts';
import { openApiFile } from './open-file.ts';
import { SignatureFrameView } from './signature-frame-view.tsx';

const ZParams = z.object({ id: z.coerce.number().int().positive(), signatureId: z.coerce.number().int().positive() });

const EVENT_SEVERITY = { started: 'info', ping: 'info', success: 'success', error: 'error', declined: 'warning' } as const;

function SignatureView({ contractId, signatureId, contractPath }: { contractId: number; signatureId: number; contractPath: string }) {
  const signature = useSignature(contractId, signatureId);
  const settled = useSignatureSettled(contractId, signatureId);
  const snackbar = useSnackbar();
  const [last, setLast] = useState<SignatureEvent | null>(null);

  const onEvent = (event: SignatureEvent) => {
    if (event.type === 'ping') return;
    setLast(event);
    if (event.type === 'success' || event.type === 'declined') settled();
  };
  const open = (path: string) => openApiFile(path).catch(() => snackbar.error());

  if (signature.isPending) return <PageLoader />;
  if (signature.isError) return <ErrorView status={(signature.error as { status?: number }).status ?? 500} />;
  const s = signature.data;
  const isOpen = s.state === 'pending' || s.state === 'started';
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeader title={`${L.pageTitle} n°${s.contractId}`} intro={L.pageIntro} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button component={RouterLink} to={contractPath} startIcon={<ArrowBack />}>
          {L.backToContract}
        </Button>
        <Chip label={L.states[s.state]} color={s.state === 'signed' ? 'success' : s.state === 'declined' ? 'warning' : 'default'} />
        <Typography color="textSecondary">
          {s.signer.firstName} {s.signer.lastName} · {s.signer.email}
        </Typography>
        <Button startIcon={<PictureAsPdf />} onClick={() => open(s.documentPath)}>
          {L.downloadDocument}
        </Button>
        {s.signedPath && (
          <Button startIcon={<PictureAsPdf />} variant="contained" onClick={() => open(s.signedPath as string)}>
            {L.downloadSigned}
          </Button>
        )}
      </Box>
      {last && (
        <Alert severity={EVENT_SEVERITY[last.type]} role="status">
          {L.events[last.type]}
          {last.message ? ` : ${last.message}` : ''}
        </Alert>
      )}
      {s.state === 'signed' && s.signedAt && (
        <Alert severity="success">
          {CONTRACT_STATE_LABELS[3]} — {s.signerName} — {formatDateTime(s.signedAt)} — IP {s.signedIp}
        </Alert>
      )}
      {s.state === 'declined' && (
        <Alert severity="warning">
          {L.events.declined}
          {s.declineReason ? ` : ${s.declineReason}` : ''}
        </Alert>
      )}
      {isOpen && <SignatureFrameView link={s.link} onEvent={onEvent} />}
    </Box>
  );
}

/** /bookings/{id}/contrat/{signatureId} and /bookings-coworking/{id}/contrat/{signatureId}: the signature frame of a contract. */
export function SignaturePage({ kind }: { kind: 'platform' | 'coworking' }) {
  const params = ZParams.safeParse(useParams());
  if (!params.success) return <ErrorView status={404} />;
  const { id, signatureId } = params.data;
  return (
    <SignatureView
      contractId={id}
      signatureId={signatureId}
      contractPath={kind === 'platform' ? `/bookings/${id}` : `/bookings-coworking/${id}`}
    />
  );
}

export function PlatformSignaturePage() {
  return <SignaturePage kind="platform" />;
}

export function CoworkingSignaturePage() {
  return <SignaturePage kind="coworking" />;
}
