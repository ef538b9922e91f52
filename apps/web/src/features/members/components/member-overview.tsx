import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { useMemberOverview } from '../api/members.ts';

const L = MEMBER_LABELS.expanded;
const CONTRACT_TYPES: Record<number, string> = { 1: 'Bail flexible', 4: 'Bail commercial 3/6/9' };

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 200 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Counts({ items }: { items: [string, number][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}>
      {items.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The expandable row of the global user table (members-bookings-feed §2.2, unbranded only). */
export function MemberOverview({ userId }: { userId: number }) {
  const overview = useMemberOverview(userId);
  if (overview.isPending) return <CircularProgress size={24} aria-label={MEMBER_LABELS.sheet.open} />;
  if (overview.isError) return <Alert severity="error">{L.loadError}</Alert>;
  const o = overview.data;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {o.userAccountType === 1 && (
        <>
          <Block title={L.ads}>
            <Counts
              items={[
                [L.adsOffline, o.ads.offline],
                [L.adsOnline, o.ads.online],
                [L.adsAvailable, o.ads.available],
                [L.total, o.ads.total],
              ]}
            />
          </Block>
          <Block title={L.contracts}>
            <Counts
              items={[
                [L.contractsOngoing, o.contracts.ongoing],
                [L.contractsDone, o.contracts.done],
                [L.total, o.contracts.total],
              ]}
            />
          </Block>
        </>
      )}
      {o.userAccountType === 2 && (
        <>
          <Block title={L.currentContract}>
            {o.currentContract ? (
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Typography>{`#${o.currentContract.id}`}</Typography>
                <Typography>{`${L.startDate} : ${formatDate(o.currentContract.startDate)}`}</Typography>
                <Typography>{`${L.contractType} : ${CONTRACT_TYPES[o.currentContract.contractType] ?? o.currentContract.contractType}`}</Typography>
                <Button
                  size="small"
                  variant="outlined"
                  component={RouterLink}
                  to={
                    o.currentContract.kind === 'platform'
                      ? `/bookings/${o.currentContract.id}`
                      : `/bookings-coworking/${o.currentContract.id}`
                  }
                  sx={{ justifySelf: 'start' }}
                >
                  {L.contractSheet}
                </Button>
              </Box>
            ) : (
              <Typography color="textSecondary">{L.noContract}</Typography>
            )}
          </Block>
          {o.renter && (
            <Block title={L.renter}>
              <Box sx={{ display: 'grid', gap: 0.5 }}>
                <Typography>{`#${o.renter.id} ${o.renter.firstName} ${o.renter.lastName}`}</Typography>
                {o.renter.company && <Typography>{o.renter.company}</Typography>}
                <Typography>{o.renter.email}</Typography>
                {o.renter.mobile && <Typography>{o.renter.mobile}</Typography>}
                <Button size="small" variant="outlined" component={RouterLink} to={`/membres/${o.renter.id}`} sx={{ justifySelf: 'start' }}>
                  {L.userSheet}
                </Button>
              </Box>
            </Block>
          )}
        </>
      )}
      <Block title={L.prospect}>
        {o.userSellsyProspectId && o.prospectUrl ? (
          <Box sx={{ display: 'grid', gap: 0.5 }}>
            <Typography>{o.userSellsyProspectId}</Typography>
            <Button
              size="small"
              variant="outlined"
              href={o.prospectUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ justifySelf: 'start' }}
            >
              {L.prospectSheet}
            </Button>
          </Box>
        ) : (
          <Typography color="textSecondary">{L.noProspect}</Typography>
        )}
      </Block>
    </Box>
  );
}
