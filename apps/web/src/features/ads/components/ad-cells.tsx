import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import { isAvailable, isOnline, isRented } from '@hubgrade/domain/ads/rules';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Bolt from '@mui/icons-material/Bolt';
import Chip from '@mui/material/Chip';
import { formatDate } from '../../../lib/format.ts';
import { Hint } from '../../../ui/hint.tsx';

/** tables-and-sheets §2.1: online or offline, or the contract in a tooltip when the ad is rented. */
export function AdStateCell({ ad }: { ad: AdRow }) {
  if (isRented(ad.adBookingState) && ad.adBookingId !== null) {
    const tenant = [ad.adBookingSenderFirstName, ad.adBookingSenderLastName].filter(Boolean).join(' ') || (ad.adBookingSenderCompany ?? '');
    return (
      <Hint title={L.contractTooltip(ad.adBookingId, tenant, ad.adBookingEnd ? formatDate(ad.adBookingEnd) : null)}>
        <Chip size="small" color="info" label={L.rented} />
      </Hint>
    );
  }
  return isOnline(ad.adAdState) ? (
    <Chip size="small" color="success" label={L.states.online} />
  ) : (
    <Chip size="small" variant="outlined" label={L.states.offline} />
  );
}

export function MandateCell({ mandate }: { mandate: number }) {
  const label = L.mandates[mandate as 0 | 1 | 2] ?? L.mandates[0];
  return (
    <Chip
      size="small"
      variant={mandate === 2 ? 'filled' : 'outlined'}
      color={mandate === 2 ? 'success' : mandate === 1 ? 'warning' : 'default'}
      label={label}
    />
  );
}

export function WrongPhotoCell({ wrongPhoto }: { wrongPhoto: boolean }) {
  return wrongPhoto ? <Chip size="small" color="error" label={L.wrongPhoto} /> : null;
}

export function AvailabilityCell({ start }: { start: string | null }) {
  const today = parisDay(new Date());
  if (isAvailable(start, today)) return <Chip size="small" color="success" variant="outlined" label={L.available} />;
  return <Chip size="small" color="warning" variant="outlined" label={L.availableFrom(formatDate(start as string))} />;
}

export function BoostCell({ ad }: { ad: AdRow }) {
  if (!ad.isBoost) return null;
  return (
    <Chip
      size="small"
      color="secondary"
      icon={<Bolt />}
      label={ad.dateExpBoost ? L.boostedUntil(formatDate(ad.dateExpBoost)) : L.fields.isBoost}
    />
  );
}
