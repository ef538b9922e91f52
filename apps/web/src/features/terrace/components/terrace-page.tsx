import { isAdmin } from '@hubgrade/domain/auth/roles';
import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import type { TerraceReservation } from '@hubgrade/domain/terrace/schemas';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useTerrace, useTerraces } from '../api/terrace.ts';
import { BookingDialog } from './booking-dialog.tsx';
import { DayCard } from './day-card.tsx';
import { RestrictionsCard } from './restrictions-card.tsx';
import { SettingsCard } from './settings-card.tsx';
import { todayInParis, weekdayFrom } from './terrace-dates.ts';

/**
 * /terrasse: the terrace of a site (one per site, chosen in the URL), its settings, closures and
 * capacity changes (administrators edit them), the day's bookings and the booking dialog (§2.9).
 */
export function TerracePage() {
  const [params, setParams] = useSearchParams();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const terraces = useTerraces();
  const chosen = Number(params.get('terrasse')) || terraces.data?.[0]?.id;
  const date = params.get('date') ?? weekdayFrom(todayInParis());
  const terrace = useTerrace(chosen);
  const [booking, setBooking] = useState(false);
  const [editing, setEditing] = useState<TerraceReservation | undefined>();
  const item = terraces.data?.find((t) => t.id === chosen);
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        current.set(key, value);
        return current;
      },
      { replace: true },
    );

  if (terraces.isError) return <ErrorView status={(terraces.error as { status?: number }).status ?? 500} />;
  if (terraces.isPending) return <PageLoader />;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {L.title}
        </Typography>
        {terraces.data.length > 0 && (
          <TextField
            select
            size="small"
            label={L.site}
            value={chosen ?? ''}
            onChange={(e) => set('terrasse', e.target.value)}
            sx={{ minWidth: 260 }}
          >
            {terraces.data.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.siteName}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {terrace.isError && <ErrorView status={(terrace.error as { status?: number }).status ?? 500} />}
      {terrace.isPending && chosen !== undefined && <PageLoader />}
      {terrace.data && item && (
        <>
          <DayCard
            terraceId={terrace.data.id}
            date={date}
            onDate={(d) => set('date', d)}
            onBook={() => setBooking(true)}
            onEdit={setEditing}
          />
          <SettingsCard key={`${terrace.data.id}-${terrace.dataUpdatedAt}`} terrace={terrace.data} editable={admin} />
          <RestrictionsCard terraceId={terrace.data.id} kind="closure" restrictions={terrace.data.restrictions} editable={admin} />
          <RestrictionsCard terraceId={terrace.data.id} kind="capacity" restrictions={terrace.data.restrictions} editable={admin} />
          {booking && <BookingDialog terrace={item} day={date} onClose={() => setBooking(false)} />}
          {editing && <BookingDialog key={editing.id} terrace={item} day={date} editing={editing} onClose={() => setEditing(undefined)} />}
        </>
      )}
    </Stack>
  );
}
