import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { BLOCK_KINDS, type BlockKind, mayEditBlock } from '@hubgrade/domain/seo/rules';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RunMutation } from '../../../ui/use-mutation-feedback.ts';
import { useAddBlock } from '../api/pages.ts';

const L = SEO_LABELS.blocks;

/** Adds an empty block of the chosen kind at the end of the page (the raw script only for a super admin). */
export function AddBlock({ pageId, run }: { pageId: number; run: RunMutation }) {
  const superAdmin = isSuperAdmin(useCurrentUser().data?.roles ?? []);
  const kinds = BLOCK_KINDS.filter((kind) => mayEditBlock(kind, superAdmin));
  const [kind, setKind] = useState<BlockKind>('richText');
  const add = useAddBlock();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        // Beside its button on a wide screen rather than the whole width above it.
        fullWidth={false}
        size="small"
        label={L.kind}
        value={kind}
        onChange={(e) => setKind(e.target.value as BlockKind)}
        sx={{ minWidth: 240 }}
      >
        {kinds.map((k) => (
          <MenuItem key={k} value={k}>
            {L.kinds[k]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        startIcon={<Add />}
        loading={add.isPending}
        onClick={() => run(add, { pageId, body: { kind } }, { success: L.done.added })}
      >
        {L.add}
      </Button>
    </Box>
  );
}
