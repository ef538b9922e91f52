import { errorMessage, SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useBootFrameGone } from '../lib/boot-frame.ts';

/** The error screen of spec shell §2.6: code, subtitle, message by code, way back to the dashboard. */
export function ErrorView({ status }: { status: number }) {
  useBootFrameGone();
  return (
    <Box
      role="alert"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: { xs: 6, md: 10 }, px: 2 }}
    >
      <Typography
        component="p"
        // The brand colour as text would fall below 3:1 for a light brand (the default orange): the theme's secondary text colour reads.
        sx={{ fontSize: { xs: 72, md: 112 }, fontWeight: 800, lineHeight: 1, color: 'text.secondary', letterSpacing: '-0.04em' }}
        aria-hidden
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1">
        {SHELL_LABELS.errorTitle(status)}
      </Typography>
      <Typography variant="h6" component="p" color="textSecondary">
        {SHELL_LABELS.errorSubtitle}
      </Typography>
      <Typography sx={{ maxWidth: 520 }} color="textSecondary">
        {errorMessage(status)}
      </Typography>
      <Button component={Link} to="/" variant="contained" size="large" startIcon={<ArrowBack />} sx={{ mt: 1 }}>
        {SHELL_LABELS.backToDashboard}
      </Button>
    </Box>
  );
}
