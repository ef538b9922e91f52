import { STAFF_ROLES } from '@hubgrade/domain/auth/roles';
import { ALL_SITES, type ViewType } from '@hubgrade/domain/bookings/constants';
import { planningViewOf } from '@hubgrade/domain/bookings/planning';
import { PLANNING_LABELS as P } from '@hubgrade/domain/bookings/planning-labels';
import type { Instances, Planning } from '@hubgrade/domain/bookings/schemas';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { SCREEN_TITLES } from '@hubgrade/domain/shell/screen-labels';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { startOfWeek } from 'date-fns';
import { useEffect, useState } from 'react';
import type { SlotInfo, View } from 'react-big-calendar';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { usePlanning, useReservation } from '../api/reservations.ts';
import { ExceptionsDialog } from './exceptions-dialog.tsx';
import { fromWall, toWall } from './paris-wall-time.ts';
import { PlanningCalendar, type PlanningEvent } from './planning-calendar.tsx';
import { type Booker, type PickedSlot, ReservationDialog } from './reservation-dialog.tsx';

const DESKTOP_VIEWS: View[] = ['month', 'week', 'day', 'agenda'];
/** A phone shows one day, or the list of the week. */
const PHONE_VIEWS: View[] = ['day', 'agenda'];

/** The API's period for a calendar view: the list reads the week it shows. */
const periodOf = (view: View): ViewType => (view === 'month' ? 'month' : view === 'day' ? 'day' : 'week');

/** The wall date of a Paris day (paris-wall-time.ts). */
function wallOfDay(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** The planning's bookings as the calendar draws them: another's private booking only as busy. */
function calendarEvents(planning: Planning | undefined): PlanningEvent[] {
  return (planning?.events ?? []).map((event) => ({
    id: event.id,
    title: event.busy ? P.busy : `${event.subject ?? ''} · ${event.companyName ?? `${event.userFirstName} ${event.userLastName}`}`,
    start: toWall(event.date),
    end: toWall(event.dateEnd),
    roomId: event.sdrId,
    color: event.sdrColor,
    editable: event.editable,
  }));
}

/**
 * /planning (members-bookings-feed §2.10–§2.13): the meeting rooms' calendar by day, week or
 * month, rooms as columns in the day view. A free range picked books it; a booking one may change
 * opens it.
 */
export function PlanningPage() {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const views = phone ? PHONE_VIEWS : DESKTOP_VIEWS;
  const [params, setParams] = useSearchParams();
  // One word set with the workstation planning (`day`, `week`, `month`, `agenda`); older links' French words are read too.
  const requested = planningViewOf(params.get('vue'));
  const view: View = requested && views.includes(requested) ? requested : phone ? 'day' : 'week';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : parisDay();
  const espaceParam = Number(params.get('espace'));
  const espace = Number.isInteger(espaceParam) && espaceParam > 0 ? espaceParam : undefined;
  const me = useCurrentUser().data;
  const staff = (me?.roles ?? []).some((role) => STAFF_ROLES.includes(role));

  // The day and week views show one site (the API's first without a choice); the month and the
  // list may show every site.
  const everySite = view === 'month' || view === 'agenda';
  const planning = usePlanning({ date: day, viewType: periodOf(view), espace: espace ?? (everySite ? ALL_SITES : undefined) });
  const sites = (planning.data?.sites ?? []).map((one) => [String(one.id), one.name] as const);
  const site = planning.data?.espace ?? undefined;
  const [dialog, setDialog] = useState<{ picked?: PickedSlot } | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = useReservation(editingId);
  const [exceptions, setExceptions] = useState<Instances | null>(null);
  // The dialog offers the shown site's rooms, or the edited booking's site's.
  const editedRoom = planning.data?.rooms.find((room) => room.id === editing.data?.sdrId);
  const dialogSite = (editingId !== null ? editedRoom?.espace.id : undefined) ?? site;

  // A booking opens once it is read in full (its series, its guests).
  useEffect(() => {
    if (editing.isError) setEditingId(null);
  }, [editing.isError]);

  const update = (next: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value === undefined) merged.delete(key);
          else merged.set(key, value);
        }
        return merged;
      },
      { replace: true },
    );

  const pick = (slot: SlotInfo) => {
    const start = fromWall(slot.start);
    const end = fromWall(slot.end);
    const roomId = typeof slot.resourceId === 'number' ? slot.resourceId : undefined;
    // The month view picks whole days: the day only, its hours from the default slot.
    const wholeDays = start.minutes === 0 && end.minutes === 0 && end.day > start.day;
    setDialog({
      picked: wholeDays
        ? { day: start.day }
        : { day: start.day, from: start.minutes, to: end.day > start.day ? 24 * 60 : end.minutes, roomId },
    });
  };

  const booker: Booker | null = me
    ? {
        id: me.id,
        firstName: me.firstName,
        lastName: me.lastName,
        companyName: me.companyName,
        email: me.email,
        staff,
        brandId: me.brand?.id ?? null,
      }
    : null;
  // The list starts on the Monday of the week it reads.
  const shownDate = view === 'agenda' ? startOfWeek(wallOfDay(day), { weekStartsOn: 1 }) : wallOfDay(day);

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <PageHeader title={SCREEN_TITLES.meetingRoomPlanning} intro={P.intro} />
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, flexShrink: 0 }}>
          {sites.length > 1 && (
            <SelectFilter
              label={P.site}
              value={site === undefined ? undefined : String(site)}
              options={sites}
              allLabel={everySite ? P.allSites : undefined}
              minWidth={200}
              onChange={(next) => update({ espace: next })}
            />
          )}
          <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({})} disabled={!booker} data-testid="planning-book">
            {P.book}
          </Button>
        </Stack>
      </Stack>
      {planning.isError && <Alert severity="error">{SNACKBAR_LABELS.error}</Alert>}
      {planning.isSuccess && planning.data.rooms.length === 0 && <Alert severity="info">{P.noRooms}</Alert>}
      <LinearProgress sx={{ visibility: planning.isFetching || editing.isFetching ? 'visible' : 'hidden' }} />
      <PlanningCalendar
        events={calendarEvents(planning.data)}
        rooms={planning.data?.rooms ?? []}
        view={view}
        views={views}
        date={shownDate}
        onView={(next) => update({ vue: next })}
        onNavigate={(next) => update({ date: fromWall(next).day })}
        onPick={pick}
        onOpen={(event) => {
          if (event.editable) setEditingId(event.id);
        }}
      />
      {booker && (
        <ReservationDialog
          open={dialog !== null || (editingId !== null && editing.data !== undefined)}
          editing={editingId !== null ? (editing.data ?? null) : null}
          picked={dialog?.picked}
          espace={dialogSite}
          sites={planning.data?.sites ?? []}
          booker={booker}
          onClose={() => {
            setDialog(null);
            setEditingId(null);
          }}
          onExceptions={setExceptions}
        />
      )}
      <ExceptionsDialog instances={exceptions} onClose={() => setExceptions(null)} />
    </Stack>
  );
}
