import { AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import {
  type AdActor,
  availableStart,
  canBoost,
  canDelete,
  canRemoveBoost,
  canSeeAdHistory,
  canTakeOffline,
  canTakeOnline,
  isAvailable,
  isBoosted,
  isOnline,
  offlineIsOneWay,
  unavailableStart,
  type Verdict,
} from '@hubgrade/domain/ads/rules';
import type { AdRow } from '@hubgrade/domain/ads/schemas';
import { isAdmin } from '@hubgrade/domain/auth/roles';
import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import Bolt from '@mui/icons-material/Bolt';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditCalendar from '@mui/icons-material/EditCalendar';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventBusy from '@mui/icons-material/EventBusy';
import FlashOff from '@mui/icons-material/FlashOff';
import History from '@mui/icons-material/History';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Public from '@mui/icons-material/Public';
import PublicOff from '@mui/icons-material/PublicOff';
import Visibility from '@mui/icons-material/Visibility';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { HistoryDialog } from '../../../ui/history-dialog.tsx';
import { conflictMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAdAvailability, useAdBoost, useAdState, useDeleteAd } from '../api/ads.ts';
import { AvailabilityDialog } from './availability-dialog.tsx';
import { BoostDialog } from './boost-dialog.tsx';

/** The actor as the rules of §4 see them: the signed-in user's roles in the host's deployment. */
export function useAdActor(): AdActor {
  const { brand } = useBrand();
  const user = useCurrentUser().data;
  return { roles: user?.roles ?? [], brandId: brand?.id ?? null };
}

/** The reason of a state refusal (409), null when allowed or refused to the role. */
const stateRefusal = (verdict: Verdict): string | null => (!verdict.ok && verdict.status === 409 ? verdict.message : null);

/**
 * The actions of an ad (tables-and-sheets §2.1), each offered only when the rules of §4 allow it,
 * with the dialogs they open. An action the ad's state refuses (409: no signed mandate, a running
 * contract…) gives its reason through `unavailable`: the menu and the sheet show it disabled with
 * it. A refusal for the user's role (403) hides the action. `onDeleted` runs after a deletion (the sheet leaves itself).
 */
export function useAdActions(options: { onDeleted?: () => void; withSheetLink?: boolean } = {}): {
  actions: RowAction<AdRow>[];
  dialogs: ReactNode;
} {
  const actor = useAdActor();
  const navigate = useNavigate();
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const [boosting, setBoosting] = useState<AdRow | null>(null);
  const [dating, setDating] = useState<AdRow | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const state = useAdState();
  const availability = useAdAvailability();
  const boost = useAdBoost();
  const remove = useDeleteAd();
  const now = new Date();
  const today = parisDay(now);

  // A refusal of the rules (409) says why in French; anything else is the generic error.
  const done = (success: string) => ({ success, error: conflictMessage });
  const setAvailability = (ad: AdRow, value: string, success: string) => run(availability, { id: ad.adId, value }, done(success));
  const online = (ad: AdRow) =>
    canTakeOnline({ state: ad.adAdState, mandate: ad.mandate, wrongPhoto: ad.wrongPhoto, bookingState: ad.adBookingState }, actor);
  const offline = (ad: AdRow) => canTakeOffline({ state: ad.adAdState, bookingState: ad.adBookingState }, actor);
  const boosted = (ad: AdRow) => ad.isBoost && isBoosted(ad.dateExpBoost, now);
  const boostable = (ad: AdRow) =>
    canBoost({ state: ad.adAdState, boostUntil: boosted(ad) ? ad.dateExpBoost : null, bookingState: ad.adBookingState }, actor, now);

  const actions: RowAction<AdRow>[] = [
    ...(options.withSheetLink === false
      ? []
      : [{ label: L.actions.sheet, icon: <Visibility fontSize="small" />, onClick: (ad: AdRow) => navigate(`/annonces/${ad.adId}`) }]),
    {
      label: L.actions.publicPage,
      icon: <OpenInNew fontSize="small" />,
      onClick: (ad) => window.open(ad.adPublicUrl, '_blank', 'noopener'),
    },
    {
      label: L.actions.takeOnline,
      icon: <Public fontSize="small" />,
      visible: (ad) => online(ad).ok,
      // An offline ad that cannot go online says why (its mandate, its photos, its contract).
      unavailable: (ad) => (isOnline(ad.adAdState) ? null : stateRefusal(online(ad))),
      onClick: (ad) => run(state, { id: ad.adId, adState: 7 }, done(L.done.takeOnline)),
    },
    {
      label: L.actions.takeOffline,
      icon: <PublicOff fontSize="small" />,
      visible: (ad) => offline(ad).ok,
      unavailable: (ad) => (isOnline(ad.adAdState) ? stateRefusal(offline(ad)) : null),
      onClick: (ad) => {
        const oneWay = offlineIsOneWay({ mandate: ad.mandate, wrongPhoto: ad.wrongPhoto }, actor);
        return run(
          state,
          { id: ad.adId, adState: 6 },
          {
            ...done(L.done.takeOffline),
            confirm: {
              title: L.offlineConfirm.title,
              message: oneWay ? L.offlineConfirm.oneWay(oneWay) : L.offlineConfirm.message,
              confirmLabel: L.actions.takeOffline,
              destructive: oneWay !== null,
            },
          },
        );
      },
    },
    {
      label: L.actions.makeUnavailable,
      icon: <EventBusy fontSize="small" />,
      visible: (ad) => isAvailable(ad.adAvailabilityStart, today),
      onClick: (ad) => setAvailability(ad, unavailableStart(today), L.done.makeUnavailable),
    },
    {
      label: L.actions.makeAvailable,
      icon: <EventAvailable fontSize="small" />,
      visible: (ad) => !isAvailable(ad.adAvailabilityStart, today),
      onClick: (ad) => setAvailability(ad, availableStart(today), L.done.makeAvailable),
    },
    { label: L.actions.pickAvailability, icon: <EditCalendar fontSize="small" />, onClick: (ad) => setDating(ad) },
    {
      label: L.actions.boost,
      icon: <Bolt fontSize="small" />,
      visible: (ad) => boostable(ad).ok,
      // An online ad not boosted yet that its contract holds says so.
      unavailable: (ad) => (isOnline(ad.adAdState) && !boosted(ad) ? stateRefusal(boostable(ad)) : null),
      onClick: (ad) => setBoosting(ad),
    },
    {
      label: L.actions.removeBoost,
      icon: <FlashOff fontSize="small" />,
      visible: (ad) => ad.isBoost && canRemoveBoost({ boostUntil: ad.dateExpBoost }, actor, now).ok,
      onClick: (ad) => run(boost, { id: ad.adId, value: false }, done(L.done.removeBoost)),
    },
    {
      label: L.actions.history,
      icon: <History fontSize="small" />,
      visible: () => canSeeAdHistory(actor),
      onClick: (ad) => setHistoryOf(ad.adId),
    },
    {
      label: L.actions.delete,
      icon: <DeleteOutline fontSize="small" />,
      destructive: true,
      visible: (ad) => isAdmin(actor.roles) && canDelete({ bookingState: ad.adBookingState }).ok,
      unavailable: (ad) => (isAdmin(actor.roles) ? stateRefusal(canDelete({ bookingState: ad.adBookingState })) : null),
      onClick: (ad) =>
        run(remove, ad.adId, {
          ...done(L.done.delete),
          confirm: {
            title: L.deleteConfirm.title,
            message: L.deleteConfirm.message(ad.adTitle),
            confirmLabel: L.actions.delete,
            destructive: true,
          },
          onSuccess: () => options.onDeleted?.(),
        }),
    },
  ];

  const dialogs = (
    <>
      {confirmDialog}
      <BoostDialog
        key={boosting?.adId ?? 'none'}
        open={boosting !== null}
        onClose={() => setBoosting(null)}
        onConfirm={(duration) => {
          if (boosting) run(boost, { id: boosting.adId, value: true, duration }, done(L.done.boost));
          setBoosting(null);
        }}
      />
      <AvailabilityDialog
        key={dating?.adId ?? 'none'}
        open={dating !== null}
        onClose={() => setDating(null)}
        onConfirm={(day) => {
          if (dating) setAvailability(dating, day, L.done.availability);
          setDating(null);
        }}
      />
      <HistoryDialog slug={historyOf === null ? null : `ad-${historyOf}`} open={historyOf !== null} onClose={() => setHistoryOf(null)} />
    </>
  );
  return { actions, dialogs };
}
