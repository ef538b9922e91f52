import type { PartyWords } from '@hubgrade/domain/brands/vocabulary';
import { MESSAGE_LABELS as L } from '@hubgrade/domain/messages/labels';
import type { MessageRow } from '@hubgrade/domain/messages/schemas';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format.ts';
import { userTypeIsNot } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { MessageStateChip } from './state-chip.tsx';

const column = dataTableColumns<MessageRow>();

/** Clicks on a link inside a row open the link, not the row. */
const stop = (event: { stopPropagation(): void }) => event.stopPropagation();

function PartyCell({ id, name, company, sender }: { id: number; name: string; company: string | null; sender: boolean }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Link href={`/membres/${id}`} target="_blank" rel="noopener" onClick={stop} sx={{ fontWeight: sender ? 600 : undefined }}>
        {name}
      </Link>
      {company && (
        <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
          {company}
        </Box>
      )}
    </Box>
  );
}

/**
 * The columns of spec §2.8: ID, date, ad, landlord, tenant, state (the actions are the row menu).
 * The landlord and tenant headers use the brand's words; on a member's sheet the member's own
 * column is hidden (userType 1 hides the landlord, 2 the tenant). The author's name is in bold.
 */
export function messageColumns(words: PartyWords) {
  return column.columns([
    column.accessor('message_id', {
      header: L.columns.id,
      sortDescFirst: true,
      meta: { sortKey: 'message_id', kind: 'id', href: (row: MessageRow) => `/messages/${row.message_id}` },
    }),
    column.accessor('date', { header: L.columns.date, meta: { kind: 'date' }, cell: (c) => formatDateTime(c.getValue()) }),
    column.accessor('ad_title', {
      header: L.columns.ad,
      meta: { kind: 'title' },
      cell: (c) => (
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          <Link component={RouterLink} to={`/annonces/${c.row.original.ad_id}`} onClick={stop}>
            {c.getValue()}
          </Link>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
            {c.row.original.ad_city}
          </Box>
        </Box>
      ),
    }),
    column.accessor('loueur_last_name', {
      id: 'landlord',
      header: words.landlord,
      meta: { visibleWhen: userTypeIsNot(1), kind: 'name' },
      cell: (c) => {
        const row = c.row.original;
        return (
          <PartyCell
            id={row.loueur_id}
            name={`${row.loueur_first_name} ${row.loueur_last_name}`}
            company={row.loueur_company}
            sender={row.message_sender === row.loueur_id}
          />
        );
      },
    }),
    column.accessor('locataire_last_name', {
      id: 'tenant',
      header: words.tenant,
      meta: { visibleWhen: userTypeIsNot(2), kind: 'name' },
      cell: (c) => {
        const row = c.row.original;
        return (
          <PartyCell
            id={row.locataire_id}
            name={`${row.locataire_first_name} ${row.locataire_last_name}`}
            company={row.locataire_company}
            sender={row.message_sender === row.locataire_id}
          />
        );
      },
    }),
    column.accessor('message_state', {
      header: L.columns.state,
      meta: { kind: 'status' },
      cell: (c) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <MessageStateChip state={c.getValue()} />
          {c.row.original.archived && <Chip size="small" label={L.archived} />}
        </Box>
      ),
    }),
  ]);
}
