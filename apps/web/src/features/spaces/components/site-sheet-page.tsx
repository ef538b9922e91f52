import { isAdmin } from '@hubgrade/domain/auth/roles';
import { COWORKING_LABELS, SPACE_LABELS as L, MEETING_ROOM_LABELS } from '@hubgrade/domain/spaces/labels';
import type { Space } from '@hubgrade/domain/spaces/site-schemas';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatCents } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSetSitePhotos, useSite } from '../api/sites.ts';
import { NameWithColor } from './name-with-color.tsx';
import { SheetFrame, SheetLoader } from './sheet-frame.tsx';
import { SiteEditDialog } from './site-dialog.tsx';

const F = L.fields;

/** What the site hosts, one line each: a link to its sheet and a short description. */
function Hosted({ items, empty }: { items: { key: number; to?: string; name: ReactNode; detail: string }[]; empty: string }) {
  if (items.length === 0) return <Typography color="textSecondary">{empty}</Typography>;
  return (
    <List dense disablePadding>
      {items.map((item) => (
        <ListItem key={item.key} disableGutters>
          <ListItemText
            primary={
              item.to ? (
                <Link component={RouterLink} to={item.to}>
                  {item.name}
                </Link>
              ) : (
                item.name
              )
            }
            secondary={item.detail}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Photos({ site, admin }: { site: Space; admin: boolean }) {
  const photos = useSetSitePhotos(site.id);
  const { run } = useMutationFeedback();
  return (
    <SheetCard title={F.photos}>
      <UploadWidget
        mode="image"
        multiple
        value={site.photos}
        label={F.photos}
        disabled={!admin || photos.isPending}
        onChange={(next) =>
          run(
            photos,
            next.map((p) => p.id),
            { success: L.done.photos, error: standardError },
          )
        }
      />
    </SheetCard>
  );
}

function Sheet({ site }: { site: Space }) {
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState(false);
  return (
    <SheetFrame back={{ to: '/espace', label: L.back }} title={site.name} history={`site-${site.id}`}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetCard
          title={L.title}
          action={
            admin ? (
              <Button size="small" startIcon={<Edit />} onClick={() => setEditing(true)}>
                {L.edit}
              </Button>
            ) : undefined
          }
        >
          <FactList
            items={[
              [F.id, site.id],
              [F.name, site.name],
              [F.address, `${site.address}, ${site.zipcode} ${site.city}`],
              [F.brand, site.brandName ?? L.platform],
            ]}
          />
        </SheetCard>
        <SheetCard title={F.openingHours}>
          <FactList
            items={L.weekdays.map((day, i) => [
              day,
              site.openingHours[i] ? `${site.openingHours[i]?.opens} – ${site.openingHours[i]?.closes}` : L.closed,
            ])}
          />
        </SheetCard>
        <SheetCard title={F.coworkingSpaces}>
          <Hosted
            empty={L.none}
            items={site.coworkingSpaces.map((s) => ({
              key: s.id,
              to: `/coworking/${s.id}`,
              name: <NameWithColor name={s.name} color={s.color} />,
              detail: `${COWORKING_LABELS.fields.contractCapacity} : ${s.contractCapacity} · ${COWORKING_LABELS.fields.reservationCapacity} : ${s.reservationCapacity}`,
            }))}
          />
        </SheetCard>
        <SheetCard title={F.meetingRooms}>
          <Hosted
            empty={L.none}
            items={site.meetingRooms.map((r) => ({
              key: r.id,
              to: `/sdr/${r.id}`,
              name: <NameWithColor name={r.name} color={r.color} />,
              detail: `${MEETING_ROOM_LABELS.people(r.capacity)} · ${MEETING_ROOM_LABELS.types[r.sdrType === 2 ? 2 : 1]}`,
            }))}
          />
        </SheetCard>
        <SheetCard title={F.keys}>
          <Hosted
            empty={L.keysNone}
            items={site.keys.map((k) => ({ key: k.id, to: `/keys/${k.id}`, name: k.name, detail: formatCents(k.price) }))}
          />
        </SheetCard>
        <Photos site={site} admin={admin} />
      </Box>
      <SiteEditDialog site={site} open={editing} onClose={() => setEditing(false)} />
    </SheetFrame>
  );
}

/** /espace/{id}: the site sheet. */
export function SiteSheetPage() {
  return <SheetLoader loadingLabel={L.loading} useRecord={useSite} render={(site) => <Sheet key={site.id} site={site} />} />;
}
