import { ROLE_LABELS, ROLES, type Role } from '@hubgrade/domain/auth/roles';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import type { Member } from '@hubgrade/domain/members/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSetRoles } from '../api/members.ts';
import { RoleChips } from './member-cells.tsx';

const EDITABLE = ROLES.filter((role) => role !== 'ROLE_USER');

/** The member's roles: chips for everyone, ticks and a save button for a super administrator (the API enforces it). */
export function MemberRoles({ member, editable }: { member: Member; editable: boolean }) {
  const [roles, setRoles] = useState<Role[]>(member.roles);
  const save = useSetRoles();
  const { run } = useMutationFeedback();
  if (!editable) return <RoleChips roles={member.roles} />;
  const changed = [...roles].sort().join() !== [...member.roles].sort().join();
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap' }}>
        {EDITABLE.map((role) => (
          <FormControlLabel
            key={role}
            label={ROLE_LABELS[role]}
            control={
              <Checkbox
                checked={roles.includes(role)}
                onChange={(event) => setRoles((current) => (event.target.checked ? [...current, role] : current.filter((r) => r !== role)))}
              />
            }
          />
        ))}
      </Box>
      <Button
        variant="outlined"
        size="small"
        sx={{ justifySelf: 'start' }}
        disabled={!changed || save.isPending}
        onClick={() =>
          run(
            save,
            { id: member.id, roles: roles.filter((r) => r !== 'ROLE_USER') },
            { onSuccess: (answer) => setRoles(answer.roles), success: MEMBER_LABELS.done.roles },
          )
        }
      >
        {MEMBER_LABELS.sheet.saveRoles}
      </Button>
    </Box>
  );
}
