import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A message's lines as written; an empty line is a paragraph break. */
export function MessageText({ lines }: { lines: readonly string[] }) {
  return (
    <Box data-testid="message-text">
      {lines.map((line, i) => (
        // Lines have no identity of their own: their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Typography key={i} variant="body2" sx={{ whiteSpace: 'pre-wrap', minHeight: '1.43em', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
