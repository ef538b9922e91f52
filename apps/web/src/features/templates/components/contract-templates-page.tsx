import { isBrandAdmin } from '@hubgrade/domain/auth/roles';
import { TEMPLATE_LABELS as L } from '@hubgrade/domain/templates/labels';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TemplatesPanel } from './templates-panel.tsx';

/** /contrats "Contrats": the signature (contract) templates, and the way to the platform contracts. */
export function ContractTemplatesPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!isBrandAdmin(user.roles)) return <ErrorView status={403} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={L.contractsTitle} intro={L.contractsIntro} />
      <Box>
        <Button component={RouterLink} to="/bookings" endIcon={<ArrowForward />}>
          {L.platformContractsLink}
        </Button>
      </Box>
      <TemplatesPanel family="signature" />
    </Box>
  );
}
