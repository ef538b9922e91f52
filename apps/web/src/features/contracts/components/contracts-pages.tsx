import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { SCREEN_TITLES as T } from '@hubgrade/domain/shell/screen-labels';
import { SIDEBAR_LABELS } from '@hubgrade/domain/shell/sidebar-labels';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { ContractsTable } from './contracts-table.tsx';
import { OffPlatformDialog } from './off-platform-dialog.tsx';

// The headings are the screens' titles, which name the sidebar's group and entry (Contrats › Plateforme: "Contrats plateforme").

/** /bookings: platform contracts (tables §2.2). */
export function PlatformContractsPage() {
  return <ContractsTable kind="platform" title={T.platformContracts} intro={L.intro.platform} />;
}

/** /bookings-coworking: coworking contracts (tables §2.3). */
export function CoworkingContractsPage() {
  return <ContractsTable kind="coworking" title={T.coworkingContracts} intro={L.intro.coworking} />;
}

/** /booking-hp: the platform table on off-platform contracts, with their creation form. */
export function OffPlatformContractsPage() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ContractsTable
        kind="platform"
        offPlatform
        title={T.offPlatformContracts}
        intro={L.intro.offPlatform}
        headerAction={
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {L.action.create}
          </Button>
        }
      />
      <OffPlatformDialog open={creating} onClose={() => setCreating(false)} />
    </>
  );
}

/** /booking-sepa: the contracts whose payment badge is Auto, on both sides. */
export function SepaContractsPage() {
  const [kind, setKind] = useState<'platform' | 'coworking'>('platform');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs value={kind} onChange={(_, value) => setKind(value)} aria-label={T.sepaContracts}>
        <Tab value="platform" label={SIDEBAR_LABELS.platformContracts} />
        <Tab value="coworking" label={SIDEBAR_LABELS.coworkingContracts} />
      </Tabs>
      <ContractsTable key={kind} kind={kind} paymentMode="Auto" title={T.sepaContracts} intro={L.intro.sepa} />
    </Box>
  );
}
