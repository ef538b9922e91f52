import { isAdmin } from '@hubgrade/domain/auth/roles';
import { INTEGRATION_LABELS } from '@hubgrade/domain/integrations/labels';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { type MemberAction, memberActionRefusal, memberActions, slackAvailable, welcomrAvailable } from '@hubgrade/domain/members/rules';
import type { MemberRow } from '@hubgrade/domain/members/schemas';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import LockReset from '@mui/icons-material/LockReset';
import Print from '@mui/icons-material/Print';
import Send from '@mui/icons-material/Send';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Star from '@mui/icons-material/Star';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import Tag from '@mui/icons-material/Tag';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { HistoryDialog, useCanSeeHistory } from '../../../ui/history-dialog.tsx';
import { lazyDialog } from '../../../ui/lazy-dialog.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { type IntegrationAction, useIntegrationAction } from '../api/integrations.ts';
import {
  useDeleteMember,
  useDisableMember,
  usePatchMember,
  useSendPasswordReset,
  useToggleAccessCompany,
  useToggleShoppingRights,
} from '../api/members.ts';
import type { AccessRightsDialogProps } from './access-rights-panel.tsx';

/** The rights dialog loads with its first opening: the table draws without it. */
const AccessRightsDialog = lazyDialog<AccessRightsDialogProps>(
  () => import('./access-rights-panel.tsx').then((m) => m.AccessRightsDialog),
  (props) => props.member !== null,
);

const A = MEMBER_LABELS.actions;
const C = MEMBER_LABELS.confirm;
const D = MEMBER_LABELS.done;

/** §8: the door service's refusals in the words of the spec; the server's own message otherwise. */
function integrationMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === 404) return INTEGRATION_LABELS.welcomrUserNotFound;
  if (error.status === 400 && (Object.keys(error.errors).some((k) => /mobile|phone/i.test(k)) || /téléphone/i.test(error.message))) {
    return INTEGRATION_LABELS.welcomrPhoneFormat;
  }
  return error.message;
}

const ICONS: Record<MemberAction, ReactNode> = {
  sheet: <AccountCircle fontSize="small" />,
  history: <History fontSize="small" />,
  suggestion: <Send fontSize="small" />,
  enable: <CheckCircle fontSize="small" />,
  disable: <Block fontSize="small" />,
  welcomrActivate: <Key fontSize="small" />,
  welcomrResend: <Tag fontSize="small" />,
  welcomrDeactivate: <Key fontSize="small" />,
  papercutCreate: <Print fontSize="small" />,
  papercutDisable: <Print fontSize="small" />,
  slackInvite: <Send fontSize="small" />,
  setOwner: <Star fontSize="small" />,
  grantEmployeeManagement: <SupervisorAccount fontSize="small" />,
  revokeEmployeeManagement: <SupervisorAccount fontSize="small" />,
  consultationRights: <VisibilityIcon fontSize="small" />,
  grantShopping: <ShoppingCart fontSize="small" />,
  revokeShopping: <ShoppingCart fontSize="small" />,
  resetPassword: <LockReset fontSize="small" />,
  delete: <Delete fontSize="small" />,
};

/** Actions that change an account: administrators only (the API refuses the others, and a 403 signs them out). */
const ADMIN_ONLY = new Set<MemberAction>([
  'enable',
  'disable',
  'welcomrActivate',
  'welcomrResend',
  'welcomrDeactivate',
  'slackInvite',
  'setOwner',
  'grantEmployeeManagement',
  'revokeEmployeeManagement',
  'grantShopping',
  'revokeShopping',
  'delete',
]);

/**
 * The user row menu of members-bookings-feed §2.4 with each action's visibility rule (§6, from
 * the domain's memberActions), the reason the server would refuse it (memberActionRefusal) and
 * its call (§7). `dialogs` must be rendered by the host table.
 */
export function useMemberActions(options: { companyView: boolean }): { actions: RowAction<MemberRow>[]; dialogs: ReactNode } {
  const { brand, configuration } = useBrand();
  const viewer = useCurrentUser().data;
  const canSeeHistory = useCanSeeHistory();
  const navigate = useNavigate();
  const { run: feedback, dialog: confirmDialog } = useMutationFeedback();
  const [historySlug, setHistorySlug] = useState<string | null>(null);
  const [rightsOf, setRightsOf] = useState<MemberRow | null>(null);
  const patch = usePatchMember();
  const remove = useDeleteMember();
  const disable = useDisableMember();
  const reset = useSendPasswordReset();
  const accessCompany = useToggleAccessCompany();
  const shopping = useToggleShoppingRights();
  const integration = useIntegrationAction();

  const roles = viewer?.roles ?? [];
  const admin = isAdmin(roles);
  const context = {
    brandId: brand?.id ?? null,
    companyView: options.companyView,
    canSeeHistory,
    welcomr: welcomrAvailable({ brandId: brand?.id ?? null, brandModules: configuration?.modules ?? [], roles }),
    slack: slackAvailable(configuration?.flags),
  };
  const runIntegration = (action: IntegrationAction, row: MemberRow) =>
    feedback(integration, { action, target: row }, { error: integrationMessage });
  const fullName = (row: MemberRow) => `${row.userFirstName} ${row.userLastName}`;

  const run: Record<MemberAction, (row: MemberRow) => void> = {
    sheet: (row) => navigate(`/membres/${row.userId}`),
    history: (row) => setHistorySlug(`user-${row.userId}`),
    suggestion: (row) => navigate(`/suggestions?user=${row.userId}`),
    // §4: the row shows the account enabled even if the server's answer is not a success.
    enable: (row) => feedback(patch, { id: row.userId, patch: { enabled: true } }, { success: D.enable }),
    disable: (row) =>
      feedback(disable, row.userId, {
        confirm: { title: C.disableTitle, message: C.disable(fullName(row)), confirmLabel: A.disable, destructive: true },
        success: D.disable,
      }),
    welcomrActivate: (row) => runIntegration('welcomrActivate', row),
    welcomrResend: (row) => runIntegration('welcomrResend', row),
    welcomrDeactivate: (row) => runIntegration('welcomrDeactivate', row),
    papercutCreate: (row) => runIntegration('papercutCreate', row),
    papercutDisable: (row) => runIntegration('papercutDisable', row),
    slackInvite: (row) => runIntegration('slackInvite', row),
    setOwner: (row) =>
      feedback(
        patch,
        { id: row.userId, patch: { companyOwner: true } },
        { confirm: { title: C.setOwnerTitle, message: C.setOwner(fullName(row)), confirmLabel: A.setOwner }, success: D.setOwner },
      ),
    grantEmployeeManagement: (row) => feedback(accessCompany, row.userId, { success: D.grantEmployeeManagement }),
    revokeEmployeeManagement: (row) => feedback(accessCompany, row.userId, { success: D.revokeEmployeeManagement }),
    consultationRights: (row) => setRightsOf(row),
    grantShopping: (row) => feedback(shopping, row.userId, { success: D.grantShopping }),
    revokeShopping: (row) => feedback(shopping, row.userId, { success: D.revokeShopping }),
    resetPassword: (row) =>
      feedback(
        reset,
        { email: row.userEmail, brand: row.brandId },
        { confirm: { title: C.resetPasswordTitle, message: C.resetPassword, confirmLabel: A.resetPassword }, success: D.resetPassword },
      ),
    delete: (row) =>
      feedback(remove, row.userId, {
        confirm: { title: C.deleteTitle, message: C.delete, confirmLabel: A.delete, destructive: true },
        success: D.delete,
      }),
  };

  const applies = (action: MemberAction, row: MemberRow) =>
    (admin || !ADMIN_ONLY.has(action)) &&
    memberActions(
      {
        accountType: row.userAccountType,
        enabled: row.userEnabled,
        companyId: row.companyId,
        companyOwner: row.userIsOwner,
        accessCompany: row.accessCompany,
        shoppingRights: row.shoppingRights,
        welcomrActive: row.welcomrState,
        papercut: row.papercut,
        slackInviteSent: row.slackInviteSent,
      },
      context,
    ).includes(action);

  const actions: RowAction<MemberRow>[] = Object.entries(run).map(([name, onClick]) => {
    const action = name as MemberAction;
    return {
      label: A[action],
      icon: ICONS[action],
      destructive: action === 'delete' || action === 'disable',
      onClick,
      visible: (row: MemberRow) => applies(action, row),
      // One's own account, or one ranked above: the action shows disabled, with the server's reason.
      unavailable: (row: MemberRow) =>
        applies(action, row) ? memberActionRefusal(action, { id: row.userId, roles: row.roles }, { id: viewer?.id ?? null, roles }) : null,
    };
  });

  const dialogs = (
    <>
      {confirmDialog}
      <HistoryDialog slug={historySlug} open={historySlug !== null} onClose={() => setHistorySlug(null)} />
      <AccessRightsDialog member={rightsOf} onClose={() => setRightsOf(null)} />
    </>
  );
  return { actions, dialogs };
}
