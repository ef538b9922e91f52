import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import { slotStatus } from '@hubgrade/domain/panels/rules';
import type { PanelScreen } from '@hubgrade/domain/panels/schemas';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatHour } from '../../../lib/format.ts';
import { isRefusal, usePanelScreen } from '../api/panels.ts';
import { useScreenStream } from '../api/screen-stream.ts';

const DAY = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const CLOCK = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** The time now by the server's clock (the TV's may be wrong), ticking every second. */
function useServerNow(serverNow: string | undefined): Date {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (serverNow) setOffset(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  return new Date(now.getTime() + offset);
}

const panelSx = { bgcolor: 'rgba(255,255,255,0.06)', borderRadius: 3, p: { xs: 2, md: 3 }, minWidth: 0 } as const;

function Rooms({ rooms, now }: { rooms: PanelScreen['rooms']; now: Date }) {
  return (
    <Box component="section" aria-labelledby="screen-rooms" sx={panelSx}>
      <Typography id="screen-rooms" component="h2" sx={{ fontSize: { xs: 24, md: 36 }, fontWeight: 700, mb: 2 }}>
        {L.screen.rooms}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {rooms.map((room) => (
          <Box key={room.id} sx={{ borderLeft: `8px solid ${room.color}`, pl: 2 }}>
            <Typography component="h3" sx={{ fontSize: { xs: 20, md: 28 }, fontWeight: 600 }}>
              {room.name}
            </Typography>
            {room.bookings.length === 0 ? (
              <Typography sx={{ fontSize: { xs: 16, md: 22 }, color: 'grey.400' }}>{L.screen.noBookings}</Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {room.bookings.map((b) => {
                  const status = slotStatus(b.start, b.end, now);
                  return (
                    <Box
                      component="li"
                      key={b.id}
                      data-testid="screen-booking"
                      sx={{
                        display: 'flex',
                        gap: 2,
                        fontSize: { xs: 18, md: 26 },
                        opacity: status === 'past' ? 0.55 : 1,
                        alignItems: 'baseline',
                      }}
                    >
                      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                        {formatHour(b.start)}–{formatHour(b.end)}
                      </Box>
                      <Box component="span" sx={{ fontStyle: b.private ? 'italic' : 'normal', overflowWrap: 'anywhere' }}>
                        {b.subject}
                      </Box>
                      {status === 'now' ? (
                        <Box component="span" sx={{ bgcolor: '#2e7d32', color: '#fff', px: 1, borderRadius: 1, fontSize: '0.7em' }}>
                          {L.screen.now}
                        </Box>
                      ) : null}
                    </Box>
                  );
                })}
              </Box>
            )}
          </Box>
        ))}
        {rooms.length === 0 ? <Typography sx={{ fontSize: 22, color: 'grey.400' }}>{L.screen.noBookings}</Typography> : null}
      </Box>
    </Box>
  );
}

function Feed({ feed }: { feed: PanelScreen['feed'] }) {
  return (
    <Box component="section" aria-labelledby="screen-feed" sx={panelSx}>
      <Typography id="screen-feed" component="h2" sx={{ fontSize: { xs: 24, md: 36 }, fontWeight: 700, mb: 2 }}>
        {L.screen.feed}
      </Typography>
      {feed.length === 0 ? <Typography sx={{ fontSize: 22, color: 'grey.400' }}>{L.screen.noFeed}</Typography> : null}
      <Box sx={{ display: 'grid', gap: 2 }}>
        {feed.map((m) => (
          <Box key={m.id}>
            <Typography component="h3" sx={{ fontSize: { xs: 20, md: 28 }, fontWeight: 600 }}>
              {m.important ? (
                <Box
                  component="span"
                  sx={{ bgcolor: '#c62828', color: '#fff', px: 1, mr: 1, borderRadius: 1, fontSize: '0.7em', verticalAlign: 'middle' }}
                >
                  {L.screen.important}
                </Box>
              ) : null}
              {m.title}
            </Typography>
            <Typography sx={{ fontSize: { xs: 16, md: 22 }, color: 'grey.300' }}>{m.excerpt}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * /project/screen/{secret}: what a lobby TV shows, full screen and without signing in. It reads its
 * content again as soon as its socket says it changed, when the network comes back, and every 30 s
 * should a signal be lost, keeping the last content on screen during a cut.
 */
export function ScreenPage() {
  const { id: secret = '' } = useParams();
  const screen = usePanelScreen(secret);
  const now = useServerNow(screen.data?.now);
  const data = screen.data;
  const gone = secret === '' || isRefusal(screen.error);
  // An address refused for good has nothing more to listen to.
  useScreenStream(gone ? '' : secret);

  useEffect(() => {
    document.title = data ? `${data.name} · ${data.espace}` : L.screen.loading;
  }, [data]);

  if (gone || (!data && screen.isError)) {
    return (
      <Box sx={{ minHeight: '90dvh', display: 'grid', placeItems: 'center', bgcolor: '#0d1b2a', color: '#fff', p: 4, borderRadius: 2 }}>
        <Typography component="h1" sx={{ fontSize: { xs: 24, md: 40 }, textAlign: 'center' }}>
          {gone ? L.screen.notFound : L.screen.offline}
        </Typography>
      </Box>
    );
  }
  if (!data) {
    return (
      <Box sx={{ minHeight: '90dvh', display: 'grid', placeItems: 'center' }}>
        <Typography>{L.screen.loading}</Typography>
      </Box>
    );
  }
  const portrait = data.orientation === 'portrait';
  const has = (b: PanelScreen['blocks'][number]) => data.blocks.includes(b);
  return (
    <Box
      sx={{
        m: { xs: -2, md: -4 },
        minHeight: '100dvh',
        bgcolor: '#0d1b2a',
        color: '#fff',
        p: { xs: 2, md: 4 },
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateRows: 'auto 1fr auto',
      }}
    >
      <Box component="header" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end', gap: 2, flexWrap: 'wrap' }}>
        <Box>
          <Typography component="h1" sx={{ fontSize: { xs: 28, md: 48 }, fontWeight: 700, lineHeight: 1.1 }}>
            {data.espace}
          </Typography>
          <Typography sx={{ fontSize: { xs: 18, md: 28 }, color: 'grey.300', textTransform: 'capitalize' }}>{DAY.format(now)}</Typography>
        </Box>
        {has('clock') ? (
          <Typography
            aria-label="Heure"
            data-testid="screen-clock"
            sx={{ fontSize: { xs: 48, md: 96 }, fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1 }}
          >
            {CLOCK.format(now)}
          </Typography>
        ) : null}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: portrait ? '1fr' : 'repeat(auto-fit, minmax(420px, 1fr))' },
          alignContent: 'start',
        }}
      >
        {has('rooms') ? <Rooms rooms={data.rooms} now={now} /> : null}
        {has('feed') ? <Feed feed={data.feed} /> : null}
      </Box>
      {has('announcements') && (data.announcement.title || data.announcement.message) ? (
        <Box component="section" aria-labelledby="screen-announcement" sx={{ ...panelSx, bgcolor: '#1b3a5c' }}>
          <Typography id="screen-announcement" component="h2" sx={{ fontSize: { xs: 22, md: 32 }, fontWeight: 700 }}>
            {data.announcement.title || L.screen.announcements}
          </Typography>
          <Typography sx={{ fontSize: { xs: 18, md: 28 }, whiteSpace: 'pre-line' }}>{data.announcement.message}</Typography>
        </Box>
      ) : null}
      {screen.isError ? (
        <Typography
          role="status"
          sx={{ position: 'fixed', bottom: 8, right: 16, bgcolor: '#b71c1c', color: '#fff', px: 2, py: 0.5, borderRadius: 1 }}
        >
          {L.screen.offline}
        </Typography>
      ) : null}
    </Box>
  );
}
