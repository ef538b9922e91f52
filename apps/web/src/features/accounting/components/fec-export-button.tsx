import { ACCOUNTING_LABELS as L } from '@hubgrade/domain/accounting/labels';
import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { downloadFec, useFecYears } from '../api/operations.ts';

/** « Export FEC »: a fiscal year to choose, then the file saved under its legal name. */
export function FecExportButton() {
  const [open, setOpen] = useState(false);
  const [year, setYear] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const years = useFecYears(open).data?.years ?? [];
  const chosen = year ?? years[0] ?? null;
  const snackbar = useSnackbar();
  const titleId = useId();

  const download = async () => {
    if (chosen === null) return;
    setBusy(true);
    try {
      await downloadFec(chosen);
      setOpen(false);
    } catch (error) {
      snackbar.error({ message: error instanceof Error && error.message ? error.message : L.fecFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<FileDownload />} onClick={() => setOpen(true)}>
        {L.exportFec}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId}>{L.fecTitle}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{L.fecText}</DialogContentText>
          <TextField select size="small" label={L.fecYear} value={chosen ?? ''} onChange={(event) => setYear(Number(event.target.value))}>
            {years.map((y) => (
              <MenuItem key={y} value={y}>
                {L.fiscalYear(y)}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{L.cancel}</Button>
          <Button variant="contained" disabled={chosen === null || busy} onClick={() => void download()}>
            {L.fecDownload}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
