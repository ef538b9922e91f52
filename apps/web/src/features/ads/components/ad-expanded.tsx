import { CONTRACT_TYPE_LABELS, AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 220 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 0.25, fontSize: 14 }}>{children}</Box>
    </Box>
  );
}

const line = (value: string | null | undefined) => (value ? <span>{value}</span> : null);

/** The expanded row of the ads table: the ad, its landlord and, when rented, the contract and its tenant. */
export function AdExpanded({ ad, landlordWord, tenantWord }: { ad: AdRow; landlordWord: string; tenantWord: string }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Card title={L.expanded.ad}>
        {line(ad.adSeoH1)}
        {line([ad.adAddress, ad.adZipcode, ad.adCity].filter(Boolean).join(', '))}
        <span>{`${L.fields.adAreaSquare} : ${ad.adAreaSquare}`}</span>
        <span>{`${L.fields.adSlug} : ${ad.adSlug}`}</span>
      </Card>
      <Card title={landlordWord}>
        <Link href={`/membres/${ad.userId}`} target="_blank" rel="noopener">{`${ad.userFirstName} ${ad.userLastName}`}</Link>
        {line(ad.userCompany)}
        {line(ad.userEmail)}
        {line(ad.userMobile)}
      </Card>
      <Card title={L.expanded.booking}>
        {ad.adBookingId === null ? (
          <Typography variant="body2" color="textSecondary">
            {L.expanded.noBooking}
          </Typography>
        ) : (
          <>
            <Link href={`/bookings/${ad.adBookingId}`} target="_blank" rel="noopener">{`${L.actions.contract} n° ${ad.adBookingId}`}</Link>
            {ad.adBookingType !== null &&
              line(`${L.expanded.bookingType} : ${CONTRACT_TYPE_LABELS[ad.adBookingType as 1 | 4] ?? ad.adBookingType}`)}
            {ad.adBookingSignDate && line(`${L.expanded.bookingSign} ${formatDate(ad.adBookingSignDate)}`)}
            {ad.adBookingEnd && line(`${L.expanded.bookingEnd} : ${formatDate(ad.adBookingEnd)}`)}
          </>
        )}
      </Card>
      {ad.adBookingSenderId !== null && (
        <Card title={tenantWord}>
          <Link href={`/membres/${ad.adBookingSenderId}`} target="_blank" rel="noopener">
            {`${ad.adBookingSenderFirstName ?? ''} ${ad.adBookingSenderLastName ?? ''}`}
          </Link>
          {line(ad.adBookingSenderCompany)}
          {line(ad.adBookingSenderEmail)}
          {line(ad.adBookingSenderMobile)}
        </Card>
      )}
    </Box>
  );
}
