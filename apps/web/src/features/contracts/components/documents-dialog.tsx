import type { PartyWords } from '@hubgrade/domain/brands/vocabulary';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type { ContractDocumentSide, ContractKind, ContractRow, DocumentFile, UserDocumentKind } from '@hubgrade/domain/contracts/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { openUpload } from '../../../ui/upload/use-object-url.ts';
import { standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAddContractDocument, useContractDocuments, useSetUserDocument, useUserDocuments } from '../api/documents.ts';

const D = L.documents;

function FileLink({ file }: { file: DocumentFile | null }) {
  const snackbar = useSnackbar();
  if (!file) return <Typography color="textSecondary">{L.missingDocument}</Typography>;
  return (
    <Link
      component="button"
      type="button"
      onClick={() => openUpload(file.path).catch(() => snackbar.error({ message: L.missingDocument }))}
      sx={{ textAlign: 'left' }}
    >
      {file.name}
    </Link>
  );
}

/** One uploaded file waiting to be attached; attaching clears it. */
function Attach({ onAttach, pending }: { onAttach: (upload: Upload) => void; pending: boolean }) {
  const [files, setFiles] = useState<Upload[]>([]);
  const file = files[0];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <UploadWidget mode="pdf" value={files} onChange={setFiles} label={D.add} />
      {file && (
        <Button
          size="small"
          variant="outlined"
          disabled={pending}
          onClick={() => {
            onAttach(file);
            setFiles([]);
          }}
        >
          {D.attach}
        </Button>
      )}
    </Box>
  );
}

/** Identity proof and KBIS of one party (GET /documents/users/{userId}), each replaceable by an upload. */
function PartyDocuments({ userId, who }: { userId: number; who: string }) {
  const documents = useUserDocuments(userId);
  const setDocument = useSetUserDocument();
  const { run } = useMutationFeedback();
  const docs = documents.data?.[0];
  const attach = (kind: UserDocumentKind) => (upload: Upload) =>
    run(setDocument, { userId, kind, uploadId: upload.id }, { success: L.done.documentAttached, error: standardError });
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {who}
      </Typography>
      {documents.isPending ? (
        <CircularProgress size={20} />
      ) : documents.isError ? (
        <Typography color="error">{L.missingDocument}</Typography>
      ) : (
        (['pieceIdentite', 'kbis'] as const).map((kind) => (
          <Box key={kind} sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1, alignItems: 'start' }}>
            <Typography variant="body2">{kind === 'kbis' ? L.kbis : L.identityProof}</Typography>
            <Box sx={{ display: 'grid', gap: 0.5 }} data-testid={`document-${kind}`}>
              <FileLink file={docs?.[kind] ?? null} />
              <Attach onAttach={attach(kind)} pending={setDocument.isPending} />
            </Box>
          </Box>
        ))
      )}
    </Box>
  );
}

function BookingDocuments({ kind, id, words }: { kind: ContractKind; id: number; words: PartyWords }) {
  const documents = useContractDocuments(kind, id);
  const add = useAddContractDocument();
  const { run } = useMutationFeedback();
  const sides: ContractDocumentSide[] = kind === 'platform' ? ['landlord', 'tenant'] : ['tenant'];
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {L.bookingDocuments}
      </Typography>
      {sides.map((side) => (
        <Box key={side} sx={{ display: 'grid', gridTemplateColumns: '140px 1fr', gap: 1 }}>
          <Typography variant="body2">{side === 'landlord' ? words.landlord : words.tenant}</Typography>
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            {documents.data?.[side].length === 0 && <Typography color="textSecondary">{D.none}</Typography>}
            {documents.data?.[side].map((doc) => (
              <FileLink key={doc.id} file={doc} />
            ))}
            <Attach
              pending={add.isPending}
              onAttach={(upload) =>
                run(add, { kind, id, side, uploadId: upload.id }, { success: L.done.documentAttached, error: standardError })
              }
            />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The contract documents dialog of tables §2.11: each party's identity proof and KBIS, and the booking documents per side. */
export function DocumentsDialog({ contract, words, onClose }: { contract: ContractRow | null; words: PartyWords; onClose: () => void }) {
  return (
    <Dialog open={contract !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{L.documentsTitle}</DialogTitle>
      {contract && (
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {contract.userId !== null && (
            <PartyDocuments
              userId={contract.userId}
              who={D.of(words.landlord, `${contract.userFirstName ?? ''} ${contract.userLastName ?? ''}`)}
            />
          )}
          <PartyDocuments userId={contract.senderId} who={D.of(words.tenant, `${contract.senderFirstName} ${contract.senderLastName}`)} />
          <Divider />
          <BookingDocuments kind={contract.kind} id={contract.id} words={words} />
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.form.cancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
