import { SERVER_ERROR_LABELS as L } from '@hubgrade/domain/server-errors/labels';
import type { ServerError } from '@hubgrade/domain/server-errors/schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Under a row: the full address and message, and the stack for those who receive it. */
export function ServerErrorDetail({ error }: { error: ServerError }) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{L.fields.url} :</strong> {error.url}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        <strong>{L.fields.message} :</strong> {error.message}
      </Typography>
      {error.stack ? (
        <Box>
          <Typography variant="subtitle2" component="h3">
            {L.fields.stack}
          </Typography>
          <Box
            component="pre"
            sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre' }}
          >
            {error.stack}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
