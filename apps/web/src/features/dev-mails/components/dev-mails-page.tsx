import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { MAILBOX_LABELS, MAILBOX_PAGE_LABELS as P } from '@hubgrade/domain/mailbox/labels';
import type { Mail } from '@hubgrade/domain/mailbox/schemas';
import ContentCopy from '@mui/icons-material/ContentCopy';
import History from '@mui/icons-material/History';
import LockReset from '@mui/icons-material/LockReset';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryDialog, useCanSeeHistory } from '../../../ui/history-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMails, useSendPasswordReset } from '../api/mails.ts';
import { MAIL_COLUMNS } from './mail-columns.tsx';
import { MailDetail } from './mail-detail.tsx';
import { MailDialog } from './mail-dialog.tsx';
import { MAILBOX_PAGE_SIZE, MAILBOX_PARAMS, readOpenMail } from './mailbox-params.ts';

const mailRowId = (mail: Mail) => String(mail.id);

/** `?mail={id}` opens a mail in the dialog, over whatever page of the list is shown. */
function useOpenMail() {
  const [search, setSearch] = useSearchParams();
  const id = readOpenMail(search.get('mail') ?? undefined);
  const setId = (next: number | undefined) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === undefined) params.delete('mail');
      else params.set('mail', String(next));
      return params;
    });
  return [id, setId] as const;
}

function mailAddress(id: number): string {
  return `${window.location.origin}/dev/mails?${new URLSearchParams({ mail: String(id) })}`;
}

function Mailbox() {
  const { params, update, control } = useListParams(MAILBOX_PARAMS);
  const mails = useMails({ ...params, itemsPerPage: MAILBOX_PAGE_SIZE });
  const [openId, setOpenId] = useOpenMail();
  const [historySlug, setHistorySlug] = useState<string | null>(null);
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const snackbar = useSnackbar();
  const sendReset = useSendPasswordReset();
  const canSeeHistory = useCanSeeHistory();

  const actions: RowAction<Mail>[] = [
    { label: P.open, icon: <OpenInNew fontSize="small" />, onClick: (mail) => setOpenId(mail.id) },
    {
      label: P.copyLink,
      icon: <ContentCopy fontSize="small" />,
      onClick: (mail) =>
        navigator.clipboard.writeText(mailAddress(mail.id)).then(
          () => snackbar.success({ message: P.linkCopied }),
          () => snackbar.error({ message: P.copyFailed }),
        ),
    },
    {
      label: P.recipientHistory,
      icon: <History fontSize="small" />,
      visible: (mail) => canSeeHistory && mail.recipient !== null,
      onClick: (mail) => mail.recipient && setHistorySlug(`user-${mail.recipient.id}`),
    },
    {
      label: P.sendReset,
      icon: <LockReset fontSize="small" />,
      visible: (mail) => mail.recipient !== null,
      onClick: (mail) =>
        run(
          sendReset,
          { email: mail.to, brand: mail.recipient?.brandId ?? null },
          {
            confirm: { title: P.sendResetTitle, message: P.sendResetMessage(mail.to), confirmLabel: P.send },
            success: P.resetSent(mail.to),
            error: () => P.resetFailed,
          },
        ),
    },
  ];

  const shown = mails.data?.items.find((mail) => mail.id === openId);
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {MAILBOX_LABELS.title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5, maxWidth: 720 }}>
          {P.intro}
        </Typography>
      </Box>
      <DataTable
        label={MAILBOX_LABELS.title}
        columns={MAIL_COLUMNS}
        list={mails}
        getRowId={mailRowId}
        pageSize={MAILBOX_PAGE_SIZE}
        control={control}
        emptyText={MAILBOX_LABELS.empty}
        renderExpanded={(mail) => <MailDetail id={mail.id} />}
        rowActions={actions}
        onRowClick={(mail) => setOpenId(mail.id)}
        toolbar={
          <>
            <DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={P.search} />
            {params.to && <Chip label={P.recipientFilter(params.to)} onDelete={() => update({ to: undefined })} />}
          </>
        }
      />
      <MailDialog id={openId} shown={shown} onClose={() => setOpenId(undefined)} />
      <HistoryDialog slug={historySlug} open={historySlug !== null} onClose={() => setHistorySlug(null)} />
      {confirmDialog}
    </Box>
  );
}

/** /dev/mails: the built-in mailbox, for super administrators (the API refuses everyone else). */
export function DevMailsPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!isSuperAdmin(user.roles)) return <ErrorView status={403} />;
  return <Mailbox />;
}
