import type { SignatureEvent } from '@hubgrade/domain/signatures/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { mountSignatureFrame } from './signature-frame.ts';

/** The signature frame as a React element: mounts the provider's page and forwards its events. */
export function SignatureFrameView({ link, onEvent }: { link: string; onEvent: (event: SignatureEvent) => void }) {
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    try {
      setError(null);
      return mountSignatureFrame(link, host.current, (event: SignatureEvent) => latest.current(event));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return undefined;
    }
  }, [link]);

  return (
    <Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Box ref={host} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper' }} />
    </Box>
  );
}
