import { SPACE_LABELS as L } from '@hubgrade/domain/spaces/labels';
import { summariseWeek } from '@hubgrade/domain/spaces/opening-hours';
import type { SpaceRow } from '@hubgrade/domain/spaces/site-schemas';
import { unbranded } from '../../../ui/data-table/column-visibility.ts';
import { dataTableColumns } from '../../../ui/data-table/features.ts';

const column = dataTableColumns<SpaceRow>();
const SHORT_DAYS = L.weekdays.map((day) => `${day.slice(0, 3)}.`);

/** The week in one line of a cell: "Lun.–Ven. 08:00–19:00, Sam. 09:00–13:00". */
export const weekSummary = (site: Pick<SpaceRow, 'openingHours'>) => summariseWeek(site.openingHours, SHORT_DAYS, L.closed);

/** /espace: name (links to the sheet), address, city, hours, what the site hosts, and the brand for the main platform. */
export const SITE_COLUMNS = column.columns([
  column.accessor('name', {
    header: L.fields.name,
    meta: { sortKey: 'name', kind: 'name', href: (site: SpaceRow) => `/espace/${site.id}` },
  }),
  column.accessor('address', { header: L.fields.address, meta: { kind: 'address' } }),
  column.accessor((site) => `${site.zipcode} ${site.city}`, { id: 'city', header: L.fields.city, meta: { sortKey: 'city', kind: 'name' } }),
  column.accessor((site) => weekSummary(site), { id: 'openingHours', header: L.fields.openingHours, meta: { kind: 'text' } }),
  column.accessor((site) => L.counts(site.coworkingCount, site.meetingRoomCount), {
    id: 'hosted',
    header: L.fields.hosts,
    meta: { kind: 'text' },
  }),
  column.accessor((site) => site.brandName ?? L.platform, {
    id: 'brand',
    header: L.fields.brand,
    meta: { kind: 'name', visibleWhen: unbranded },
  }),
]);
