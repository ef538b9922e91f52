import type { PartyWords } from '@hubgrade/domain/brands/vocabulary';
import { CONTRACT_LABELS as L } from '@hubgrade/domain/contracts/labels';
import type { ContractRow } from '@hubgrade/domain/contracts/schemas';
import EventOutlined from '@mui/icons-material/EventOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatCents, formatDate, formatDateTime } from '../../../lib/format.ts';

const E = L.expanded;
const day = (value: string | null) => (value ? formatDate(`${value}T12:00:00Z`) : E.none);
const yesNo = (value: boolean) => (value ? E.yes : E.no);

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.25, fontSize: 14 }}>{children}</Box>
    </Box>
  );
}

/** The expanded row of tables §2.3: tenant, space, site, extra information, last invoice, dates. */
export function ContractExpanded({ contract: c, words, onAddEnd }: { contract: ContractRow; words: PartyWords; onAddEnd?: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 1 }}>
      <Block title={words.tenant}>
        <span>
          {c.senderFirstName} {c.senderLastName}
        </span>
        {c.senderCompany && <span>{c.senderCompany}</span>}
        <span>{c.senderEmail}</span>
        {c.senderMobile && <span>{c.senderMobile}</span>}
      </Block>
      {c.kind === 'platform' && (
        <Block title={words.landlord}>
          {c.userId !== null ? (
            <>
              <span>
                {c.userFirstName} {c.userLastName}
              </span>
              {c.userCompany && <span>{c.userCompany}</span>}
              {c.userEmail && <span>{c.userEmail}</span>}
            </>
          ) : (
            <span>{c.landlordName ?? E.none}</span>
          )}
        </Block>
      )}
      {c.openSpaceId !== null && (
        <Block title={E.space}>
          <span>{c.openSpaceName}</span>
          <span>{E.contractSeats(c.openSpaceContractCapacity ?? 0)}</span>
          <span>{E.reservationSeats(c.openSpaceReservationCapacity ?? 0)}</span>
          <span>{E.hours(c.openSpaceOpeningHour ?? '', c.openSpaceClosingHour ?? '')}</span>
        </Block>
      )}
      {c.spaceId !== null && (
        <Block title={E.site}>
          <span>
            #{c.spaceId} {c.spaceName}
          </span>
          <span>
            {c.spaceAddress}, {c.spaceZipcode} {c.spaceCity}
          </span>
        </Block>
      )}
      <Block title={E.extra}>
        <span>
          {E.tacitRenewal} : {yesNo(c.tacitRenewal)}
        </span>
        <span>
          {E.seats} : {c.posteCount}
        </span>
        <span>
          {E.accesses} : {c.countKey}
        </span>
        <span>
          {E.domiciliation} : {yesNo(c.domiciliation)}
        </span>
        <span>
          {E.mandate} : {c.mandateDate && c.mandateIp ? E.mandateSigned(formatDateTime(c.mandateDate), c.mandateIp) : E.none}
          {c.mandateDateRemoved ? ` — ${E.mandateRemoved(formatDate(c.mandateDateRemoved))}` : ''}
        </span>
      </Block>
      <Block title={E.lastInvoice}>
        {c.invoiceId === null ? (
          <span>{L.noInvoice}</span>
        ) : (
          <>
            <span>
              {L.amounts.ht} : {formatCents(c.ht ?? 0)}
            </span>
            <span>
              {L.amounts.tva} : {formatCents(c.tva ?? 0)}
            </span>
            <span>
              {L.amounts.remise} : {formatCents(c.remiseHt ?? 0)}
            </span>
            <span>
              {L.amounts.ttc} : {formatCents(c.ttc ?? 0)}
            </span>
          </>
        )}
      </Block>
      <Block title={E.dates}>
        <span>
          {L.column.start} : {day(c.bookingStart)}
        </span>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {E.commitment(c.duration)}
          <Chip size="small" color={c.legalLengthDone ? 'success' : 'default'} label={c.legalLengthDone ? E.done : E.notDone} />
        </Box>
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {L.column.end} : {day(c.bookingEnd)}
          {c.bookingEnd === null && onAddEnd && (
            <Button size="small" startIcon={<EventOutlined />} onClick={onAddEnd}>
              {L.action.endDate}
            </Button>
          )}
        </Box>
      </Block>
    </Box>
  );
}
