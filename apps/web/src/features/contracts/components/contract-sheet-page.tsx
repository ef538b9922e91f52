import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import { type ContractState, contractDeleteRefusal } from '@hubgrade/domain/contracts/rules';
import type { Contract, ContractKind } from '@hubgrade/domain/contracts/schemas';
import { CONTRACT_STATE_LABELS, CONTRACT_TRANSITIONS } from '@hubgrade/domain/contracts/states';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PaymentBadge } from '../../../ui/payment-badge.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { ActionButton } from '../../../ui/unavailable-action.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useClearContractActivity, useContract, useMoveContract } from '../api/contracts.ts';
import { ContractStateChip, contractTypeLabel } from './contract-cells.tsx';
import { useContractActions } from './use-contract-actions.tsx';

const S = L.sheet;

/**
 * What the sheet shows of other areas: its invoices belong to billing, which the app puts in
 * (app/screens/contracts.ts), a feature importing no other.
 */
export interface ContractSheetSlots {
  Invoices: ComponentType<{ contractId: number }>;
}
const E = L.expanded;
const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : E.none);

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '170px 1fr', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Box>{children}</Box>
    </Box>
  );
}

function StateCard({ kind, contract }: { kind: ContractKind; contract: Contract }) {
  const move = useMoveContract();
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const from = contract.stateName as ContractState;
  const go = (to: ContractState) =>
    run(
      move,
      { kind, id: contract.id, state: to },
      {
        confirm: {
          title: S.moveTo(CONTRACT_STATE_LABELS[to]),
          message: S.moveQuestion(CONTRACT_STATE_LABELS[from], CONTRACT_STATE_LABELS[to]),
        },
        success: S.moved(CONTRACT_STATE_LABELS[to]),
        error: conflictMessage,
      },
    );
  return (
    <SheetCard title={S.state}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <ContractStateChip state={contract.stateName} />
        {contract.signedAt && <Typography variant="body2">{S.signedAt(formatDateTime(contract.signedAt))}</Typography>}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {CONTRACT_TRANSITIONS[from].map((to) => (
          <Button key={to} variant="outlined" size="small" disabled={move.isPending} onClick={() => go(to)}>
            {S.moveTo(CONTRACT_STATE_LABELS[to])}
          </Button>
        ))}
      </Box>
      <Typography variant="subtitle2" component="h3">
        {S.history}
      </Typography>
      {contract.stateHistory.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {S.noHistory}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }} data-testid="state-history">
          {contract.stateHistory.map((move) => (
            <li key={`${move.at}-${move.to}`}>
              <Typography variant="body2">
                {formatDateTime(move.at)} — {move.from === null ? '' : `${CONTRACT_STATE_LABELS[move.from as ContractState]} → `}
                {CONTRACT_STATE_LABELS[move.to as ContractState]}
                {move.by ? ` (${move.by})` : ''}
              </Typography>
            </li>
          ))}
        </Box>
      )}
      {confirmDialog}
    </SheetCard>
  );
}

function ContractSheet({ kind, contract, Invoices }: { kind: ContractKind; contract: Contract } & ContractSheetSlots) {
  const { words, dialogs, openEndDate, openDocuments, download, deleteRow, mayDelete } = useContractActions(kind, {
    onDeleted: () => window.history.back(),
  });
  const c = contract;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={kind === 'platform' ? (c.offPlatform ? '/booking-hp' : '/bookings') : '/bookings-coworking'}
          startIcon={<ArrowBack />}
        >
          {S.back}
        </Button>
        <Typography variant="h4" component="h1">
          {kind === 'platform' ? L.platformTitle.slice(0, -1) : L.coworkingTitle.replace('Contrats', 'Contrat')} n°{c.id}
        </Typography>
        <ContractStateChip state={c.stateName} />
        {c.offPlatform && <Typography color="textSecondary">{S.offPlatform}</Typography>}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <SheetCard title={S.parties}>
          <Line label={words.tenant}>
            <Link component={RouterLink} to={`/membres/${c.senderId}`} target="_blank">
              {c.senderFirstName} {c.senderLastName}
            </Link>
            {c.senderCompanyId !== null && (
              <>
                {' — '}
                <Link component={RouterLink} to={`/societe/${c.senderCompanyId}`}>
                  {c.senderCompany}
                </Link>
              </>
            )}
          </Line>
          {kind === 'platform' && (
            <Line label={words.landlord}>
              {c.userId !== null ? (
                <Link component={RouterLink} to={`/membres/${c.userId}`} target="_blank">
                  {c.userFirstName} {c.userLastName}
                  {c.userCompany ? ` — ${c.userCompany}` : ''}
                </Link>
              ) : (
                (c.landlordName ?? E.none)
              )}
            </Line>
          )}
          <Line label={L.column.salesperson}>{c.commercialName ?? E.none}</Line>
        </SheetCard>
        <SheetCard title={S.space}>
          {c.ad !== null && (
            <Line label={E.ad}>
              <Link component={RouterLink} to={`/annonces/${c.ad}`}>
                {c.adTitle}
              </Link>
            </Line>
          )}
          {c.openSpaceId !== null && (
            <Line label={E.space}>
              <Link component={RouterLink} to={`/coworking/${c.openSpaceId}`}>
                {c.openSpaceName}
              </Link>
            </Line>
          )}
          {c.spaceId !== null && (
            <Line label={E.site}>
              <Link component={RouterLink} to={`/espace/${c.spaceId}`}>
                {c.spaceName}
              </Link>
              {` — ${c.spaceAddress ?? ''}, ${c.spaceZipcode ?? ''} ${c.spaceCity ?? ''}`}
            </Line>
          )}
          <Line label={L.column.city}>{c.city ?? E.none}</Line>
          <Line label={E.seats}>{c.posteCount}</Line>
        </SheetCard>
        <SheetCard title={S.dates}>
          <Line label={L.column.start}>{day(c.bookingStart)}</Line>
          <Line label={L.column.end}>
            <span data-testid="contract-end">{day(c.bookingEnd)}</span>
            {c.bookingEnd === null && (
              <Button size="small" sx={{ ml: 1 }} onClick={() => openEndDate(c)}>
                {L.action.endDate}
              </Button>
            )}
          </Line>
          <Line label={L.column.type}>{contractTypeLabel(c.contractType)}</Line>
          <Line label={E.commitment(c.duration)}>
            {day(c.contractEnd)} — {c.legalLengthDone ? E.done : E.notDone}
          </Line>
          <Line label={E.tacitRenewal}>{c.tacitRenewal ? E.yes : E.no}</Line>
        </SheetCard>
        <SheetCard title={S.amounts}>
          <Line label={words.tenantRent === 'Loyer' ? L.column.rent : words.tenantRent}>{formatCents(c.amounts.ht)}</Line>
          <Line label={L.amounts.remise}>{formatCents(c.amounts.remise)}</Line>
          <Line label={`${L.amounts.tva} (${(c.vatRate / 100).toLocaleString('fr-FR')} %)`}>{formatCents(c.amounts.tva)}</Line>
          <Line label={L.amounts.ttc}>
            <strong>{formatCents(c.amounts.ttc)}</strong>
          </Line>
          <Line label={L.column.payment}>
            <PaymentBadge mode={c.paymentMode} />
          </Line>
        </SheetCard>
        <StateCard kind={kind} contract={c} />
        <SheetCard title={S.actions}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            <Button variant="outlined" onClick={() => openDocuments(c)}>
              {L.action.documents}
            </Button>
            <Button variant="outlined" onClick={() => download(c)}>
              {L.action.download}
            </Button>
            {mayDelete && (
              <ActionButton
                variant="outlined"
                color="error"
                unavailable={contractDeleteRefusal(c.stateName)}
                sx={{ maxWidth: 320 }}
                onClick={() => deleteRow(c)}
              >
                {L.action.delete}
              </ActionButton>
            )}
          </Box>
        </SheetCard>
      </Box>
      <SheetCard title={S.invoices} id="factures">
        <Invoices contractId={c.id} />
      </SheetCard>
      {dialogs}
    </Box>
  );
}

/** The contract sheet: opening it clears the viewer's new activity on it (DELETE /bookings-notification/{id}). */
function ContractSheetPage({ kind, Invoices }: { kind: ContractKind } & ContractSheetSlots) {
  const id = Number(useParams().id);
  const contract = useContract(kind, id);
  const clear = useClearContractActivity();
  const unseen = contract.data?.newActivity === true;
  const { mutate } = clear;
  useEffect(() => {
    if (unseen) mutate(id);
  }, [unseen, id, mutate]);
  if (!Number.isInteger(id) || id <= 0) return <ErrorView status={404} />;
  if (contract.isPending) return <CircularProgress aria-label="Chargement" />;
  if (contract.isError) return <ErrorView status={contract.error instanceof ApiError ? contract.error.status : 500} />;
  return <ContractSheet kind={kind} contract={contract.data} Invoices={Invoices} />;
}

export function PlatformContractPage(slots: ContractSheetSlots) {
  return <ContractSheetPage kind="platform" {...slots} />;
}

export function CoworkingContractPage(slots: ContractSheetSlots) {
  return <ContractSheetPage kind="coworking" {...slots} />;
}
