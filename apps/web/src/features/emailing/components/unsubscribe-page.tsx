import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useUnsubscribe } from '../api/emailing.ts';

/**
 * /desabonnement/{token}: the page a campaign mail's link opens, signed out. The member confirms
 * with a button (a mail scanner that follows links unsubscribes nobody).
 */
export function UnsubscribePage() {
  const { token = '' } = useParams();
  const unsubscribe = useUnsubscribe();
  const refused = unsubscribe.error instanceof ApiError && (unsubscribe.error.status === 404 || unsubscribe.error.status === 400);
  return (
    <Paper component="main" variant="outlined" sx={{ maxWidth: 640, mx: 'auto', p: { xs: 2, md: 4 }, display: 'grid', gap: 2 }}>
      <Typography variant="h4" component="h1">
        {L.unsubscribe.title}
      </Typography>
      {unsubscribe.isSuccess ? (
        <Alert severity="success">{L.unsubscribe.done(unsubscribe.data.email)}</Alert>
      ) : (
        <>
          <Typography>{L.unsubscribe.intro}</Typography>
          {unsubscribe.isError && <Alert severity="error">{refused ? L.unsubscribe.unknown : unsubscribe.error.message}</Alert>}
          <div>
            <Button variant="contained" loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
              {L.unsubscribe.confirm}
            </Button>
          </div>
        </>
      )}
    </Paper>
  );
}
