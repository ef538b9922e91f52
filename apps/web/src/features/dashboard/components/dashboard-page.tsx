import { isSuperAdmin, ROLE_LABELS } from '@hubgrade/domain/auth/roles';
import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { MAILBOX_LABELS } from '@hubgrade/domain/mailbox/labels';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import ArrowForward from '@mui/icons-material/ArrowForward';
import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';

function ProfileRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.25 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

function Profile({ user, brandName }: { user: AuthUser; brandName: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {SHELL_LABELS.profile}
      </Typography>
      <ProfileRow label={SHELL_LABELS.email}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </ProfileRow>
      <ProfileRow label={SHELL_LABELS.roles}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {user.roles.map((role) => (
            <Chip
              key={role}
              label={ROLE_LABELS[role]}
              size="small"
              color={role === 'ROLE_USER' ? 'default' : 'primary'}
              variant="outlined"
            />
          ))}
        </Box>
      </ProfileRow>
      {user.companyName && (
        <ProfileRow label={SHELL_LABELS.company}>
          <Typography variant="body2">{user.companyName}</Typography>
        </ProfileRow>
      )}
      <ProfileRow label={SHELL_LABELS.brand}>
        <Typography variant="body2">{user.brand?.name ?? brandName}</Typography>
      </ProfileRow>
    </Paper>
  );
}

/** The signed-in landing page (/) until the dashboard's widgets exist. */
export function DashboardPage() {
  const { data: user } = useCurrentUser();
  const brand = useBrand();
  if (!user) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Paper
        sx={(theme) => ({
          p: { xs: 3, md: 5 },
          borderRadius: 3,
          color: 'primary.contrastText',
          background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})`,
        })}
        elevation={0}
      >
        <Typography variant="overline" sx={{ opacity: 0.85 }}>
          {SHELL_LABELS.dashboard}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mt: 0.5 }}>
          {SHELL_LABELS.welcome(user.firstName)}
        </Typography>
        <Typography sx={{ mt: 1, opacity: 0.9, maxWidth: 640 }}>{SHELL_LABELS.welcomeText}</Typography>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
        <Profile user={user} brandName={brand.brand ? brand.name : SHELL_LABELS.mainPlatform} />
        {isSuperAdmin(user.roles) && (
          <Paper variant="outlined" sx={{ p: 3, borderRadius: 3, display: 'grid', gap: 1.5 }}>
            <Typography variant="overline" color="text.secondary">
              {SHELL_LABELS.devTools}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <MailOutline color="primary" />
              <Typography variant="h6" component="h2">
                {MAILBOX_LABELS.title}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary">
              {SHELL_LABELS.mailboxHint}
            </Typography>
            <Button component={Link} to="/dev/mails" endIcon={<ArrowForward />} sx={{ justifySelf: 'start' }}>
              {MAILBOX_LABELS.title}
            </Button>
          </Paper>
        )}
      </Box>
    </Box>
  );
}
