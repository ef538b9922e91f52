import type { CoworkingSpace } from '@hubgrade/domain/spaces/coworking-schemas';
import { COWORKING_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { formatCents } from '../../../lib/format.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { NameWithColor } from './name-with-color.tsx';

const column = dataTableColumns<CoworkingSpace>();

/** The daily price as the workstation booking lists it: "25,00 €/j", 0 is "Gratuit". */
export const dailyPriceText = (cents: number) => (cents === 0 ? L.free : L.perDay(formatCents(cents)));

/** /coworking: name (links to the sheet), site, seats by contract and by the day, hours, daily price. */
export const COWORKING_COLUMNS = column.columns([
  column.accessor('name', {
    header: L.fields.name,
    meta: { sortKey: 'name', kind: 'name', href: (space: CoworkingSpace) => `/coworking/${space.id}` },
    cell: (c) => <NameWithColor name={c.getValue()} color={c.row.original.color} />,
  }),
  column.accessor((space) => space.espace.name, { id: 'espace', header: L.fields.espace, meta: { kind: 'name' } }),
  column.accessor((space) => `${space.seatsHeld} / ${space.contractCapacity}`, {
    id: 'contractCapacity',
    header: L.fields.contractsHeld,
    meta: { kind: 'number' },
  }),
  column.accessor('reservationCapacity', { header: L.fields.reservationCapacity, meta: { kind: 'number' } }),
  column.accessor((space) => `${space.openingHour} – ${space.closingHour}`, {
    id: 'hours',
    header: L.fields.hours,
    meta: { kind: 'date' },
  }),
  column.accessor('dailyPrice', {
    header: L.fields.dailyPrice,
    meta: { sortKey: 'dailyPrice', kind: 'money' },
    cell: (c) => dailyPriceText(c.getValue()),
  }),
]);
