import { TWO_FACTOR_LABELS } from '@hubgrade/domain/auth/labels';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMemberTwoFactor, useResetMemberTwoFactor } from '../api/two-factor.ts';

const T = TWO_FACTOR_LABELS.member;

/**
 * On the member sheet, for the member's administrators: whether their second factor is on, and
 * its reset when they lost their phone and their recovery codes (asked first: they are mailed).
 */
export function MemberTwoFactor({ memberId, name }: { memberId: number; name: string }) {
  const status = useMemberTwoFactor(memberId);
  const reset = useResetMemberTwoFactor();
  const { run, dialog } = useMutationFeedback();
  if (!status.data) return null;
  const { enabled, enrolledAt } = status.data;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Typography color="textSecondary" sx={{ mr: 'auto' }}>
        {enabled && enrolledAt ? T.enabledSince(formatDateTime(enrolledAt)) : T.notEnabled}
      </Typography>
      {enabled && (
        <Button
          variant="outlined"
          color="error"
          disabled={reset.isPending}
          onClick={() =>
            run(reset, memberId, {
              confirm: { title: T.resetTitle, message: T.resetText(name), confirmLabel: T.resetConfirm, destructive: true },
              success: T.done,
            })
          }
        >
          {T.reset}
        </Button>
      )}
      {dialog}
    </Box>
  );
}
