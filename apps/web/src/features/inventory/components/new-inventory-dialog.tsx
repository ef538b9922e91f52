import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCreateInventory, useInventoryOptions } from '../api/inventory.ts';

/** Choose a contract without an entry report, create its report and open it. */
export function NewInventoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const options = useInventoryOptions(open);
  const create = useCreateInventory();
  const { run, dialog } = useMutationFeedback();
  const navigate = useNavigate();
  const [contract, setContract] = useState('');
  const contracts = options.data?.contracts ?? [];
  return (
    <>
      <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
        <DialogTitle>{L.actions.createEntry}</DialogTitle>
        <DialogContent sx={{ pt: 1 }}>
          <TextField
            select
            fullWidth
            sx={{ mt: 1 }}
            label={L.fields.contract}
            helperText={L.chooseContract}
            value={contract}
            onChange={(e) => setContract(e.target.value)}
          >
            {contracts.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>
                {c.name}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{L.actions.cancel}</Button>
          <Button
            variant="contained"
            disabled={contract === '' || create.isPending}
            onClick={() =>
              run(create, Number(contract), {
                success: L.created,
                onSuccess: (report) => {
                  onClose();
                  void navigate(`/edl/${report.id}`);
                },
              })
            }
          >
            {L.actions.createEntry}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
