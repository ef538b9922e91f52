import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { breaksSingleFileRule, isTooLarge, UPLOAD_RULES, type UploadMode } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { ApiError } from '../../lib/api-error.ts';
import { removeUpload, sendUpload } from '../../lib/upload-api.ts';
import { UploadPreview } from './upload-preview.tsx';

export interface UploadWidgetProps {
  /** PDF only, ticket attachments (JPG, PNG, PDF) or images (JPG, PNG, WEBP). */
  mode: UploadMode;
  /** Several files; otherwise one, and a drop of several is refused. */
  multiple?: boolean;
  /** The files already sent, as the upload API described them. */
  value: Upload[];
  onChange: (value: Upload[]) => void;
  label?: string;
  disabled?: boolean;
  /** On a phone, open the camera (the back one: "environment") rather than the file chooser. */
  capture?: 'environment' | 'user';
}

/** A refusal from the API (400) says what is wrong; anything else gets the spec's general text. */
function uploadFailure(error: unknown): string {
  return error instanceof ApiError && error.status === 400 ? error.message : UPLOAD_LABELS.uploadFailed;
}

/**
 * The upload widget of members-bookings-feed §2.16: drop or click, previews, delete, the
 * single-file rule, the size checked before sending (the type is checked by the server, on the
 * content), and for a single PDF a replace control that only offers .pdf files.
 */
export function UploadWidget({ mode, multiple = false, value, onChange, label, disabled = false, capture }: UploadWidgetProps) {
  const rule = UPLOAD_RULES[mode];
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(0);
  const [removing, setRemoving] = useState<number | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;

  const full = !multiple && value.length > 0;

  /** Sends the files one after the other; each success is added at once, so a failure loses nothing sent. */
  async function send(files: File[], replacing?: Upload): Promise<void> {
    setMessage(null);
    const tooLarge = files.find((file) => isTooLarge(mode, file.size));
    if (tooLarge) {
      setMessage(UPLOAD_LABELS.tooLarge[mode]);
      return;
    }
    setSending((n) => n + files.length);
    for (const file of files) {
      try {
        const upload = await sendUpload(mode, file);
        if (replacing) {
          latest.current = [upload];
          onChange(latest.current);
          await removeUpload(replacing.id).catch(() => undefined);
        } else {
          latest.current = [...latest.current, upload];
          onChange(latest.current);
        }
      } catch (error) {
        setMessage(uploadFailure(error));
      } finally {
        setSending((n) => n - 1);
      }
    }
  }

  function onDrop(accepted: File[], rejected: FileRejection[]) {
    if (breaksSingleFileRule(multiple, accepted.length + rejected.length)) {
      setMessage(UPLOAD_LABELS.singleFile);
      return;
    }
    if (rejected.length > 0) {
      setMessage(UPLOAD_LABELS.wrongType[mode]);
      return;
    }
    void send(accepted);
  }

  async function remove(upload: Upload) {
    setMessage(null);
    setRemoving(upload.id);
    try {
      await removeUpload(upload.id);
      latest.current = latest.current.filter((u) => u.id !== upload.id);
      onChange(latest.current);
    } catch {
      setMessage(UPLOAD_LABELS.deleteFailed);
    } finally {
      setRemoving(null);
    }
  }

  function onReplace(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    const current = value[0];
    if (!file || !current) return;
    void send([file], current);
  }

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    onDrop,
    accept: Object.fromEntries(Object.entries(rule.accept).map(([type, extensions]) => [type, [...extensions]])),
    multiple,
    disabled: disabled || full || sending > 0,
    // The single-file rule and the size limit have their own messages: the widget checks them itself.
    maxFiles: 0,
  });

  const dropText = multiple ? UPLOAD_LABELS.dropzoneMultiple[mode] : UPLOAD_LABELS.dropzone[mode];

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {label && (
        <Typography variant="subtitle2" component="p">
          {label}
        </Typography>
      )}
      {/* Outside the drop zone: a focusable input inside a button would be a control within a control. */}
      {!full && <input {...getInputProps(capture ? { capture } : undefined)} data-testid={`upload-input-${mode}`} />}
      {!full && (
        <Box
          // Named by what it shows (the invitation and the accepted files), as WCAG 2.5.3 asks.
          {...getRootProps({ role: 'button' })}
          data-testid={`upload-dropzone-${mode}`}
          sx={(theme) => ({
            border: '2px dashed',
            borderColor: isDragActive ? 'primary.main' : 'divider',
            borderRadius: 2,
            p: 3,
            textAlign: 'center',
            cursor: disabled ? 'default' : 'pointer',
            bgcolor: isDragActive ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
            transition: theme.transitions.create(['border-color', 'background-color']),
            outline: 'none',
            '&:focus-visible': { borderColor: 'primary.main' },
            opacity: disabled ? 0.6 : 1,
          })}
        >
          <CloudUploadOutlined color="primary" sx={{ fontSize: 36 }} />
          <Typography>{isDragActive ? UPLOAD_LABELS.dropNow : dropText}</Typography>
          <Typography variant="caption" color="textSecondary">
            {UPLOAD_LABELS.hint[mode]}
          </Typography>
        </Box>
      )}
      {sending > 0 && (
        <Box>
          <Typography variant="caption" color="textSecondary">
            {UPLOAD_LABELS.uploading}
          </Typography>
          <LinearProgress />
        </Box>
      )}
      {message && (
        <Alert severity="error" onClose={() => setMessage(null)}>
          {message}
        </Alert>
      )}
      {value.length > 0 && (
        <Box
          component="ul"
          aria-label={UPLOAD_LABELS.files}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
        >
          {value.map((upload) => (
            <Box component="li" key={upload.id} sx={{ maxWidth: '100%' }}>
              <UploadPreview upload={upload} onRemove={() => void remove(upload)} removing={removing === upload.id} disabled={disabled} />
            </Box>
          ))}
        </Box>
      )}
      {mode === 'pdf' && full && (
        <Box>
          <input
            ref={replaceInput}
            type="file"
            accept=".pdf,application/pdf"
            hidden
            onChange={onReplace}
            data-testid="upload-replace-pdf"
          />
          <Button
            variant="outlined"
            size="small"
            startIcon={<SwapHoriz />}
            disabled={disabled || sending > 0}
            onClick={() => replaceInput.current?.click()}
          >
            {UPLOAD_LABELS.replacePdf}
          </Button>
        </Box>
      )}
    </Box>
  );
}
