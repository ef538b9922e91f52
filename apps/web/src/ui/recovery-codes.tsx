import { TWO_FACTOR_LABELS as T } from '@hubgrade/domain/auth/labels';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { saveBlob } from '../lib/save-file.ts';

/** The recovery codes, shown this once: to copy or download before going on. */
export function RecoveryCodesView({ codes, onDone, doneLabel = T.done }: { codes: string[]; onDone: () => void; doneLabel?: string }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    await navigator.clipboard?.writeText(text);
    setCopied(true);
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Alert severity="warning">{T.recoveryIntro}</Alert>
      <Box
        component="ol"
        data-testid="recovery-codes"
        aria-label={T.recoveryTitle}
        sx={{
          m: 0,
          p: 1.5,
          listStylePosition: 'inside',
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button startIcon={<ContentCopy />} variant="outlined" onClick={copy}>
          {copied ? T.copied : T.copy}
        </Button>
        <Button
          startIcon={<Download />}
          variant="outlined"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), T.downloadName)}
        >
          {T.download}
        </Button>
        <Button variant="contained" onClick={onDone} sx={{ ml: { sm: 'auto' } }}>
          {doneLabel}
        </Button>
      </Box>
    </Box>
  );
}
