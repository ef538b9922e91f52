import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Construction from '@mui/icons-material/ConstructionOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/**
 * A route of the back-office whose screen is not built yet: it says so plainly, under the screen's
 * own title, and offers the way back to the dashboard; it never looks like an empty working screen.
 */
export function PendingScreen({ title }: { title: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Chip label={SHELL_LABELS.pendingBadge} size="small" color="warning" variant="outlined" />
      </Box>
      <Paper
        variant="outlined"
        role="status"
        sx={{
          p: { xs: 3, md: 6 },
          borderRadius: 3,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 2,
          borderStyle: 'dashed',
        }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: theme.palette.warning.main,
            bgcolor: alpha(theme.palette.warning.main, 0.12),
          })}
        >
          <Construction sx={{ fontSize: 36 }} />
        </Box>
        <Typography variant="h5" component="h2">
          {SHELL_LABELS.pendingTitle}
        </Typography>
        <Typography color="textSecondary" sx={{ maxWidth: 520 }}>
          {SHELL_LABELS.pendingText}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 520 }}>
          {SHELL_LABELS.pendingHint}
        </Typography>
        <Button component={Link} to="/" variant="contained" startIcon={<ArrowBack />} sx={{ mt: 1 }}>
          {SHELL_LABELS.backToDashboard}
        </Button>
      </Paper>
    </Box>
  );
}
