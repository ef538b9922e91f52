import { MEETING_ROOM_LABELS as L } from '@hubgrade/domain/spaces/labels';
import type { MeetingRoom } from '@hubgrade/domain/spaces/schemas';
import { formatCents } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { NameWithColor } from './name-with-color.tsx';

const column = dataTableColumns<MeetingRoom>();
const price = (cents: number | null) => (cents === null ? L.notLet : formatCents(cents));

/** "Liste des salles de réunion": name (links to the sheet), site, type, capacity and the four prices. */
export const MEETING_ROOM_COLUMNS = column.columns([
  column.accessor('name', {
    header: L.fields.name,
    meta: { sortKey: 'name', kind: 'name', href: (room: MeetingRoom) => `/sdr/${room.id}` },
    cell: (c) => <NameWithColor name={c.getValue()} color={c.row.original.color} />,
  }),
  column.accessor((room) => room.espace.name, { id: 'espace', header: L.fields.espace, meta: { kind: 'name' } }),
  column.accessor((room) => room.sdrType.name, { id: 'sdrType', header: L.fields.sdrType, meta: { kind: 'text' } }),
  column.accessor('capacity', {
    header: L.fields.capacity,
    meta: { sortKey: 'capacity', kind: 'number' },
    cell: (c) => L.people(c.getValue()),
  }),
  column.accessor('price', { header: L.fields.price, meta: { sortKey: 'price', kind: 'money' }, cell: (c) => formatCents(c.getValue()) }),
  column.accessor('priceHalfDay', { header: L.fields.priceHalfDay, meta: { kind: 'money' }, cell: (c) => price(c.getValue()) }),
  column.accessor('priceEvening', { header: L.fields.priceEvening, meta: { kind: 'money' }, cell: (c) => price(c.getValue()) }),
  column.accessor('priceDay', { header: L.fields.priceDay, meta: { kind: 'money' }, cell: (c) => price(c.getValue()) }),
]);
