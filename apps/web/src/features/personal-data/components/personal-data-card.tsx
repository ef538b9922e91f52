import { isBrandAdmin } from '@hubgrade/domain/auth/roles';
import { PERSONAL_DATA_LABELS as L } from '@hubgrade/domain/personal-data/labels';
import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { downloadPersonalDataJson, downloadPersonalDataPdf, useErasePersonalData, usePersonalDataStatus } from '../api/personal-data.ts';

/** A download as a mutation, so that it reports through the same feedback as any action. */
const download = (save: (id: number) => Promise<void>) => ({ mutateAsync: save });
const json = download(downloadPersonalDataJson);
const pdf = download(downloadPersonalDataPdf);

function Actions({ memberId, name }: { memberId: number; name: string }) {
  const status = usePersonalDataStatus(memberId);
  const erase = useErasePersonalData();
  const { run, dialog } = useMutationFeedback();
  const [busy, setBusy] = useState(false);
  const exportAs = (which: typeof json) => {
    setBusy(true);
    void run(which, memberId, { success: L.exported }).finally(() => setBusy(false));
  };
  const erasedAt = status.data?.erasedAt ?? null;
  return (
    <SheetCard title={L.title}>
      <Typography color="textSecondary">{L.intro}</Typography>
      {erasedAt && <Alert severity="info">{L.erasedOn(formatDateTime(erasedAt))}</Alert>}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography component="h3" variant="subtitle2" sx={{ width: '100%' }}>
          {L.export}
        </Typography>
        <Button variant="outlined" startIcon={<Download />} disabled={busy} onClick={() => exportAs(json)}>
          {L.exportJson}
        </Button>
        <Button variant="outlined" startIcon={<Download />} disabled={busy} onClick={() => exportAs(pdf)}>
          {L.exportPdf}
        </Button>
        {status.data && !erasedAt && (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteForever />}
            disabled={erase.isPending}
            onClick={() =>
              void run(erase, memberId, {
                confirm: { title: L.eraseTitle, message: L.eraseText(name), confirmLabel: L.eraseConfirm, destructive: true },
                success: L.erased,
              })
            }
            sx={{ ml: { sm: 'auto' } }}
          >
            {L.erase}
          </Button>
        )}
      </Box>
      {dialog}
    </SheetCard>
  );
}

/**
 * On the member sheet: export (JSON, PDF) and erasure of the member's personal data, for a super
 * administrator or an administrator of the member's brand (the API holds others out).
 */
export function PersonalDataCard({ memberId, name }: { memberId: number; name: string }) {
  const roles = useCurrentUser().data?.roles ?? [];
  if (!isBrandAdmin(roles)) return null;
  return <Actions memberId={memberId} name={name} />;
}
