import type { Role } from '@hubgrade/domain/auth/roles';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { memberActionRefusal } from '@hubgrade/domain/members/rules';
import type { Member } from '@hubgrade/domain/members/schemas';
import Box from '@mui/material/Box';
import { ActionButton } from '../../../ui/unavailable-action.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDisableMember, usePatchMember } from '../api/members.ts';

const A = MEMBER_LABELS.actions;

/**
 * The member sheet's "Activer le compte" / "Désactiver le compte": one of them, by the account's
 * state; disabling asks first, since the member's open sessions end at once.
 */
export function AccountSwitch({
  member,
  viewerId,
  viewerRoles,
}: {
  member: Member;
  viewerId: number | null;
  viewerRoles: readonly Role[];
}) {
  const { run, dialog } = useMutationFeedback();
  const enable = usePatchMember();
  const disable = useDisableMember();
  const name = `${member.firstName} ${member.lastName}`;
  const refusal = memberActionRefusal(member.enabled ? 'disable' : 'enable', member, { id: viewerId, roles: viewerRoles });
  return (
    <Box sx={{ justifySelf: 'start' }}>
      {member.enabled ? (
        <ActionButton
          variant="outlined"
          color="error"
          unavailable={refusal}
          disabled={disable.isPending}
          onClick={() =>
            run(disable, member.id, {
              confirm: {
                title: MEMBER_LABELS.confirm.disableTitle,
                message: MEMBER_LABELS.confirm.disable(name),
                confirmLabel: A.disable,
                destructive: true,
              },
              success: MEMBER_LABELS.done.disable,
            })
          }
        >
          {A.disable}
        </ActionButton>
      ) : (
        <ActionButton
          variant="contained"
          unavailable={refusal}
          disabled={enable.isPending}
          onClick={() => run(enable, { id: member.id, patch: { enabled: true } }, { success: MEMBER_LABELS.done.enable })}
        >
          {A.enable}
        </ActionButton>
      )}
      {dialog}
    </Box>
  );
}
