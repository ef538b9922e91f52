import { AD_GROUP_LABELS as G, AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import type { AdGroup } from '@hubgrade/domain/ads/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateAdGroup, useRenameAdGroup } from '../api/groups.ts';
import { LandlordSelect } from './landlord-select.tsx';

/** Creates a group for a landlord, or renames one (`group` given). */
export function AdGroupDialog({
  open,
  onClose,
  group,
  brandId,
  landlordWord,
}: {
  open: boolean;
  onClose: () => void;
  group: AdGroup | null;
  brandId: number | null;
  landlordWord: string;
}) {
  const titleId = useId();
  const { run } = useMutationFeedback();
  const create = useCreateAdGroup();
  const rename = useRenameAdGroup();
  const [name, setName] = useState(group?.name ?? '');
  const [title, setTitle] = useState(group?.title ?? '');
  const [userId, setUserId] = useState<number | null>(group?.userId ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const valid = name.trim() !== '' && (group !== null || userId !== null);

  const done = {
    onSuccess: onClose,
    onError: (error: Error) => {
      if (error instanceof ApiError) setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0] ?? ''])));
    },
    error: standardError,
  };
  const save = () => {
    if (group) run(rename, { id: group.id, name: name.trim(), title: title.trim() || null }, { ...done, success: G.renamed });
    else if (userId !== null) run(create, { name: name.trim(), title: title.trim() || null, userId }, { ...done, success: G.created });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{group ? G.dialogRename : G.dialogCreate}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {!group && (
            <LandlordSelect
              brandId={brandId}
              label={landlordWord}
              value={userId}
              onChange={setUserId}
              error={'userId' in errors}
              helperText={errors.userId}
            />
          )}
          <TextField
            label={G.fields.name}
            value={name}
            onChange={(e) => setName(e.target.value)}
            required
            error={'name' in errors}
            helperText={errors.name}
          />
          <TextField label={G.fields.title} value={title} onChange={(e) => setTitle(e.target.value)} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.actions.cancel}</Button>
        <Button variant="contained" disabled={!valid || create.isPending || rename.isPending} onClick={save}>
          {L.actions.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
