import {
  ACCESS_RIGHTS,
  type AccessMap,
  type AccessRight,
  allRights,
  canToggleAll,
  canToggleRight,
  fullAccess,
  holdsAllRights,
  toggleRight,
} from '@hubgrade/domain/members/access';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { usePatchAccess } from '../api/members.ts';

const L = MEMBER_LABELS.access;

export interface RightsMember {
  userId: number;
  access: Record<string, boolean>;
  userIsOwner: boolean;
  userFirstName: string;
  userLastName: string;
}

/**
 * The access-rights panel of members-bookings-feed §2.17: a master toggle and one toggle per
 * right. Each change is sent at once (PATCH /access); the operation/invoice coupling of §4 is
 * applied before sending, and the server applies it again.
 */
export function AccessRightsPanel({ member }: { member: RightsMember }) {
  const viewer = useCurrentUser().data;
  const { run } = useMutationFeedback();
  const patch = usePatchAccess();
  const [access, setAccess] = useState<AccessMap>(() => fullAccess(member.access));
  if (member.userIsOwner) return <Alert severity="info">{MEMBER_LABELS.sheet.ownerRights}</Alert>;

  const rightsViewer = { roles: viewer?.roles ?? [], companyOwner: viewer?.userCompanyOwner ?? false, access: viewer?.access ?? {} };
  const all = holdsAllRights(access);
  const send = (next: AccessMap) => {
    const previous = access;
    setAccess(next);
    run(
      patch,
      { id: member.userId, access: next },
      { onSuccess: (answer) => setAccess(fullAccess(answer.access)), success: L.saved, onError: () => setAccess(previous) },
    );
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={all}
            disabled={!canToggleAll(rightsViewer) || patch.isPending}
            onChange={(event) => send(allRights(event.target.checked))}
          />
        }
        label={<Typography sx={{ fontWeight: 600 }}>{all ? L.disableAll : L.enableAll}</Typography>}
      />
      <Divider />
      {ACCESS_RIGHTS.map((right) => (
        <FormControlLabel
          key={right.name}
          sx={{ alignItems: 'flex-start', '& .MuiSwitch-root': { mt: -0.5 } }}
          control={
            <Switch
              checked={access[right.name]}
              disabled={!canToggleRight(rightsViewer, right.name as AccessRight) || patch.isPending}
              onChange={(event) => send(toggleRight(access, right.name, event.target.checked))}
              slotProps={{ input: { 'aria-label': right.label } }}
            />
          }
          label={
            <Box>
              <Typography>{right.label}</Typography>
              <Typography variant="body2" color="textSecondary">
                {right.description}
              </Typography>
            </Box>
          }
        />
      ))}
    </Box>
  );
}

/** "Gérer les droits de consultations" of the row menu: the panel in a 500 px modal (§9). */
export interface AccessRightsDialogProps {
  member: RightsMember | null;
  onClose: () => void;
}

export function AccessRightsDialog({ member, onClose }: AccessRightsDialogProps) {
  return (
    <Dialog open={member !== null} onClose={onClose} slotProps={{ paper: { sx: { width: 500 } } }}>
      <DialogTitle>
        {L.title}
        {member && (
          <Typography component="span" color="textSecondary" sx={{ display: 'block' }}>
            {`${member.userFirstName} ${member.userLastName}`}
          </Typography>
        )}
      </DialogTitle>
      <DialogContent>{member && <AccessRightsPanel key={member.userId} member={member} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
