import { PLANNING_LABELS as P } from '@hubgrade/domain/bookings/planning-labels';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import { addDays, format, getDay, parse, startOfWeek } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { Calendar, type Components, dateFnsLocalizer, type Formats, type Messages, type SlotInfo, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';

/** A booking as the calendar draws it: wall times (paris-wall-time.ts), its room's colour. */
export interface PlanningEvent {
  id: number;
  title: string;
  start: Date;
  end: Date;
  roomId: number;
  color: string;
  /** The viewer may open it to change or cancel it. */
  editable: boolean;
}

export interface PlanningRoom {
  id: number;
  name: string;
}

/** French, weeks from Monday (§9). */
const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { fr },
});

const messages: Messages<PlanningEvent> = { ...P.calendar, showMore: (count) => P.calendar.showMore(count) };

/** Dates DD/MM/YYYY and hours HH:mm (§9), whatever the library's defaults. */
const HEADER: Components<PlanningEvent, PlanningRoom> = { header: ({ label }) => <span>{label}</span> };

export const formats: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: ({ start, end }) => `${format(start, 'HH:mm')} – ${format(end, 'HH:mm')}`,
  agendaTimeRangeFormat: ({ start, end }) => `${format(start, 'HH:mm')} – ${format(end, 'HH:mm')}`,
  agendaTimeFormat: 'HH:mm',
  selectRangeFormat: ({ start, end }) => `${format(start, 'HH:mm')} – ${format(end, 'HH:mm')}`,
  dayFormat: (date) => format(date, 'EEE dd/MM', { locale: fr }),
  weekdayFormat: (date) => format(date, 'EEE', { locale: fr }),
  agendaDateFormat: (date) => format(date, 'EEE dd/MM/yyyy', { locale: fr }),
  dayHeaderFormat: (date) => format(date, 'EEEE dd/MM/yyyy', { locale: fr }),
  dayRangeHeaderFormat: ({ start, end }) => `${format(start, 'dd/MM')} – ${format(end, 'dd/MM/yyyy')}`,
  // The list's range ends where the next one starts: its last day is the one before.
  agendaHeaderFormat: ({ start, end }) => `${format(start, 'dd/MM/yyyy')} – ${format(addDays(end, -1), 'dd/MM/yyyy')}`,
  monthHeaderFormat: (date) => format(date, 'MMMM yyyy', { locale: fr }),
};

/** The view opens on the working morning rather than midnight. */
const SCROLL_TO = new Date(1970, 0, 1, 8, 0);

/**
 * The meeting-room calendar (react-big-calendar): rooms as columns in the day view, events in
 * their room's colour, a free range picked to book it, an event clicked to open it.
 */
export function PlanningCalendar({
  events,
  rooms,
  view,
  views,
  date,
  onView,
  onNavigate,
  onPick,
  onOpen,
}: {
  events: PlanningEvent[];
  rooms: PlanningRoom[];
  view: View;
  views: View[];
  date: Date;
  onView: (view: View) => void;
  onNavigate: (date: Date) => void;
  onPick: (slot: SlotInfo) => void;
  onOpen: (event: PlanningEvent) => void;
}) {
  const theme = useTheme();
  const byRoom = view === 'day' && rooms.length > 0;
  return (
    <Box
      data-testid="planning-calendar"
      sx={{
        height: { xs: 'calc(100dvh - 200px)', md: 'calc(100dvh - 230px)' },
        minHeight: 520,
        minWidth: 0,
        width: '100%',
        // A phone's frame would otherwise stretch to the rooms' columns: they scroll inside instead.
        maxWidth: { xs: 'calc(100vw - 32px)', sm: 'none' },
        '& .rbc-time-view-resources .rbc-day-slot, & .rbc-time-view-resources .rbc-header': { minWidth: { xs: 110, md: 140 } },
        // Bookings always have hours: the all-day row stays empty.
        '& .rbc-time-header .rbc-allday-cell': { display: 'none' },
        // The library's stylesheet, brought to the theme's borders, type and colours.
        '& .rbc-calendar': { fontFamily: theme.typography.fontFamily, color: 'text.primary' },
        '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table, & .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
          { borderColor: 'divider' },
        '& .rbc-month-view, & .rbc-time-view': { borderRadius: 1, bgcolor: 'background.paper' },
        '& .rbc-off-range-bg': { bgcolor: 'action.hover' },
        '& .rbc-today': { bgcolor: alpha(theme.palette.primary.main, 0.06) },
        '& .rbc-header': { py: 0.75, fontWeight: 500, textTransform: 'capitalize' },
        // On a phone the period's name comes first, then the two button groups, one under the other.
        '& .rbc-toolbar': {
          gap: 1,
          mb: 1.5,
          flexDirection: { xs: 'column', md: 'row' },
          flexWrap: 'nowrap',
          alignItems: { xs: 'flex-start', md: 'center' },
        },
        '& .rbc-toolbar .rbc-toolbar-label': {
          typography: 'h6',
          textTransform: 'capitalize',
          order: { xs: -1, md: 0 },
          px: { xs: 0, md: 1 },
        },
        '& .rbc-toolbar button': { color: 'text.primary', borderColor: 'divider', fontFamily: 'inherit', textTransform: 'none' },
        '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button.rbc-active:hover': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderColor: 'primary.main',
          boxShadow: 'none',
        },
        '& .rbc-toolbar button:hover, & .rbc-toolbar button:focus': { bgcolor: 'action.hover' },
        '& .rbc-event, & .rbc-day-slot .rbc-background-event': { borderRadius: 0.75, fontSize: 13 },
        // A narrow booking clips its words rather than stacking them letter by letter.
        '& .rbc-day-slot .rbc-event-content, & .rbc-day-slot .rbc-event-label': {
          overflowWrap: 'normal',
          wordWrap: 'normal',
          overflow: 'hidden',
        },
        '& .rbc-time-gutter, & .rbc-label': { color: 'text.secondary', fontSize: 12 },
        '& .rbc-current-time-indicator': { bgcolor: 'error.main' },
        '& .rbc-slot-selection': { bgcolor: alpha(theme.palette.primary.main, 0.3), color: 'primary.contrastText' },
        '& .rbc-agenda-view': { overflowX: 'auto', fontSize: { xs: 13, md: 14 } },
        '& .rbc-agenda-view .rbc-agenda-time-cell': { whiteSpace: 'nowrap' },
      }}
    >
      <Calendar<PlanningEvent, PlanningRoom>
        localizer={localizer}
        culture="fr"
        messages={messages}
        formats={formats}
        events={events}
        view={view}
        views={views}
        date={date}
        onView={onView}
        onNavigate={onNavigate}
        selectable
        step={15}
        timeslots={4}
        scrollToTime={SCROLL_TO}
        resources={byRoom ? rooms : undefined}
        resourceIdAccessor="id"
        resourceTitleAccessor="name"
        resourceAccessor="roomId"
        onSelectSlot={onPick}
        onSelectEvent={onOpen}
        popup
        // The library's header cell is a columnheader inside a button, outside any row: a plain label instead.
        components={HEADER}
        // The list shows the week the planning reads.
        length={7}
        eventPropGetter={(event) => ({
          style: {
            backgroundColor: event.color,
            borderColor: event.color,
            color: theme.palette.getContrastText(event.color),
            cursor: event.editable ? 'pointer' : 'default',
          },
        })}
      />
    </Box>
  );
}
