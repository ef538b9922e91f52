import { DOCUMENT_LABELS as L } from '@hubgrade/domain/documents/labels';
import { DOCUMENT_UPLOAD_MODE } from '@hubgrade/domain/documents/rules';
import type { Document } from '@hubgrade/domain/documents/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAddDocumentVersion, useDocument, useRemoveDocument } from '../api/documents.ts';
import { DocumentFormDialog } from './document-form-dialog.tsx';
import { DownloadButton } from './download-button.tsx';
import { shareText } from './share-text.ts';

/** Staff send a new file: it becomes the current version once sent with the button. */
function NewVersion({ document }: { document: Document }) {
  const [files, setFiles] = useState<Upload[]>([]);
  const add = useAddDocumentVersion();
  const { run } = useMutationFeedback();
  const file = files[0];
  return (
    <SheetCard title={L.sheet.newVersion}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography color="textSecondary">{L.sheet.newVersionIntro}</Typography>
        <UploadWidget mode={DOCUMENT_UPLOAD_MODE} label={L.fields.file} value={files} onChange={setFiles} />
        <Box>
          <Button
            variant="contained"
            disabled={!file}
            loading={add.isPending}
            onClick={() =>
              file && run(add, { id: document.id, file: file.id }, { success: L.done.versionAdded, onSuccess: () => setFiles([]) })
            }
          >
            {L.actions.addVersion}
          </Button>
        </Box>
      </Box>
    </SheetCard>
  );
}

function Sheet({ document }: { document: Document }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const remove = useRemoveDocument();
  const { run, dialog } = useMutationFeedback();
  const destroy = () =>
    run(remove, document.id, {
      confirm: { message: L.confirmDelete(document.title), confirmLabel: L.actions.delete },
      success: L.done.deleted,
      onSuccess: () => navigate('/documents', { replace: true }),
    });
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/documents" startIcon={<ArrowBack />}>
          {L.actions.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {document.title}
        </Typography>
        <DownloadButton file={document.file} />
        {document.manage && (
          <>
            <HistoryButton slug={`document-${document.id}`} />
            <Button startIcon={<Delete />} color="error" onClick={destroy}>
              {L.actions.delete}
            </Button>
            <Button variant="contained" startIcon={<Edit />} onClick={() => setEditing(true)}>
              {L.form.editTitle}
            </Button>
          </>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
        <SheetCard title={L.sheet.details}>
          <FactList
            items={[
              [L.fields.audience, shareText(document.share)],
              [L.fields.version, document.version],
              [L.fields.file, document.file.originalName],
              [L.fields.createdAt, formatDateTime(document.createdAt)],
              [L.fields.updatedAt, formatDateTime(document.updatedAt)],
            ]}
          />
        </SheetCard>
        <SheetCard title={L.sheet.versions}>
          <List dense disablePadding aria-label={L.sheet.versions}>
            {document.versions.map((v) => (
              <ListItem key={v.id} disableGutters secondaryAction={<DownloadButton file={v.file} />} sx={{ pr: 16 }}>
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                      {`${L.fields.version} ${v.number}`}
                      {v.number === document.version && <Chip size="small" color="success" label={L.sheet.current} />}
                    </Box>
                  }
                  secondary={`${v.file.originalName} · ${formatDateTime(v.createdAt)}${v.author ? ` · ${v.author.firstName} ${v.author.lastName}` : ''}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </SheetCard>
        {document.manage && <NewVersion document={document} />}
      </Box>
      {editing && <DocumentFormDialog document={document} onClose={() => setEditing(false)} />}
      {dialog}
    </Box>
  );
}

/** /documents/{id}: a document's sheet and versions; staff edit, version and delete it. */
export function DocumentPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const document = useDocument(id, valid);
  if (!valid) return <ErrorView status={404} />;
  if (document.isPending) return <CircularProgress aria-label={L.sheet.details} />;
  if (document.isError) return <ErrorView status={document.error instanceof ApiError ? document.error.status : 500} />;
  return <Sheet key={document.data.id} document={document.data} />;
}
