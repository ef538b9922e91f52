import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { Alert, Button, DialogActions, DialogContent } from '@mui/material';

/** The closing state of a form dialog: the success message and a single Close button. */
export function DialogSuccess({ message, testId, onClose }: { message: string; testId: string; onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Alert severity="success" data-testid={testId}>
          {message}
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {SHELL_LABELS.close}
        </Button>
      </DialogActions>
    </>
  );
}
