import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { canDeleteContract } from '@hubgrade/domain/contracts/permissions';
import { contractDeleteRefusal, contractEndDateRefusal } from '@hubgrade/domain/contracts/rules';
import type { ContractKind, ContractRow } from '@hubgrade/domain/contracts/schemas';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Description from '@mui/icons-material/Description';
import Download from '@mui/icons-material/Download';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderOpen from '@mui/icons-material/FolderOpen';
import OpenInNew from '@mui/icons-material/OpenInNew';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import WarningAmber from '@mui/icons-material/WarningAmber';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrandWords } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { openUpload } from '../../../ui/upload/use-object-url.ts';
import { fieldRefusal, standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { fetchContractFile, useDeleteContract, usePatchContract } from '../api/contracts.ts';
import { DocumentsDialog } from './documents-dialog.tsx';
import { EndDateDialog } from './end-date-dialog.tsx';

export const contractPage = (kind: ContractKind, id: number) => (kind === 'platform' ? `/bookings/${id}` : `/bookings-coworking/${id}`);

/** The brand's words for the two parties (Prestataire and Client on brand 9). */
export function usePartyWords() {
  return useBrandWords();
}

/**
 * The row menu of the contracts tables (tables §2.2, §2.3) and its dialogs, shared by the sheet:
 * see, end date (disabled once one exists), invoice warning, download, invoices, documents, delete.
 */
export function useContractActions(kind: ContractKind, options: { onDeleted?: () => void } = {}) {
  const words = usePartyWords();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const patch = usePatchContract();
  const remove = useDeleteContract();
  const [ending, setEnding] = useState<ContractRow | null>(null);
  const [endError, setEndError] = useState<string | null>(null);
  const stopEnding = () => {
    setEnding(null);
    setEndError(null);
  };
  const [documents, setDocuments] = useState<ContractRow | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  // The server decides; offering the action to those it refuses would only sign them out (shell §6, 403).
  const mayDelete = canDeleteContract(useCurrentUser().data?.roles ?? []);

  const download = async (row: ContractRow) => {
    try {
      const path = await fetchContractFile(kind, row.id);
      if (!path) return setDownloadFailed(true);
      await openUpload(path);
    } catch {
      setDownloadFailed(true);
    }
  };

  const deleteRow = (row: ContractRow) =>
    run(
      remove,
      { kind, id: row.id },
      {
        confirm: { title: L.deleteTitle, message: L.deleteQuestion, confirmLabel: L.action.delete, destructive: true },
        onSuccess: options.onDeleted,
        success: L.done.delete,
        error: (error) => {
          const status = error instanceof ApiError ? error.status : 0;
          // tables §8: a refusal of rights has its own words; the coworking table says "Permission refusée" on 403.
          if (status === 403 && kind === 'coworking') return L.permissionDenied;
          if (status === 401 || status === 403) return L.noRights;
          return status === 409 ? error.message : undefined;
        },
      },
    );

  const actions: RowAction<ContractRow>[] = [
    { label: L.action.open, icon: <OpenInNew fontSize="small" />, onClick: (row) => window.open(contractPage(kind, row.id), '_blank') },
    // An end date is set once, a signed contract is ended rather than deleted: both show disabled with the reason.
    {
      label: L.action.endDate,
      icon: <EventOutlined fontSize="small" />,
      unavailable: (row) => contractEndDateRefusal(row.bookingEnd),
      onClick: setEnding,
    },
    {
      label: L.action.warningOn,
      icon: <WarningAmber fontSize="small" />,
      visible: (row) => !row.invoiceWarning,
      onClick: (row) =>
        run(patch, { kind, id: row.id, patch: { invoiceWarning: true } }, { success: L.done.warningOn, error: standardError }),
    },
    {
      label: L.action.warningOff,
      icon: <WarningAmber fontSize="small" />,
      visible: (row) => row.invoiceWarning,
      onClick: (row) =>
        run(patch, { kind, id: row.id, patch: { invoiceWarning: false } }, { success: L.done.warningOff, error: standardError }),
    },
    { label: L.action.download, icon: <Download fontSize="small" />, onClick: download },
    {
      label: L.action.invoices,
      icon: <ReceiptLong fontSize="small" />,
      onClick: (row) => navigate(`${contractPage(kind, row.id)}#factures`),
    },
    { label: L.action.documents, icon: <FolderOpen fontSize="small" />, onClick: setDocuments },
    {
      label: L.action.delete,
      icon: <DeleteOutlined fontSize="small" />,
      destructive: true,
      visible: () => mayDelete,
      unavailable: (row) => (mayDelete ? contractDeleteRefusal(row.stateName) : null),
      onClick: deleteRow,
    },
  ];

  const dialogs: ReactNode = (
    <>
      <EndDateDialog
        key={ending?.id ?? 'none'}
        open={ending !== null}
        start={ending?.bookingStart ?? ''}
        pending={patch.isPending}
        error={endError}
        onEdit={() => setEndError(null)}
        onCancel={() => {
          stopEnding();
          snackbar.cancel();
        }}
        onSubmit={(bookingEnd) => {
          const row = ending;
          if (!row) return;
          patch.mutate(
            { kind, id: row.id, patch: { bookingEnd } },
            {
              // tables §5: the change counts only when the answer carries the end date.
              onSuccess: (answer) => {
                stopEnding();
                if (answer.bookingEnd) snackbar.success({ message: L.done.endDate });
                else snackbar.error();
              },
              onError: (error) => {
                // A refused date (400) stays in the dialog with the server's words beside it, to be corrected.
                const refusal = fieldRefusal(error);
                if (refusal !== null) return setEndError(refusal);
                stopEnding();
                snackbar.error(error instanceof ApiError && error.status === 409 ? { message: error.message } : undefined);
              },
            },
          );
        }}
      />
      <DocumentsDialog contract={documents} words={words} onClose={() => setDocuments(null)} />
      <Dialog open={downloadFailed} onClose={() => setDownloadFailed(false)}>
        <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Description color="error" /> {L.downloadError}
        </DialogTitle>
        <DialogActions>
          <Button onClick={() => setDownloadFailed(false)}>OK</Button>
        </DialogActions>
      </Dialog>
      {confirmDialog}
    </>
  );

  return { actions, dialogs, words, openEndDate: setEnding, openDocuments: setDocuments, download, deleteRow, mayDelete };
}
