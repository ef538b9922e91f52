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
  unavailableStart,
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
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useConfirm } from '../../../ui/confirm-dialog.tsx';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { HistoryDialog } from '../../../ui/history-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useAdAvailability, useAdBoost, useAdState, useDeleteAd } from '../api/ads.ts';
import { AvailabilityDialog } from './availability-dialog.tsx';
import { BoostDialog } from './boost-dialog.tsx';

/** The actor as the rules of §4 see them: the signed-in user's roles in the host's deployment. */
export function useAdActor(): AdActor {
  const { brand } = useBrand();
  const user = useCurrentUser().data;
  return { roles: user?.roles ?? [], brandId: brand?.id ?? null };
}

/**
 * The actions of an ad (tables-and-sheets §2.1), each offered only when the rules of §4 allow it,
 * with the dialogs they open. `onDeleted` runs after a deletion (the sheet leaves itself).
 */
export function useAdActions(options: { onDeleted?: () => void; withSheetLink?: boolean } = {}): {
  actions: RowAction<AdRow>[];
  dialogs: ReactNode;
} {
  const actor = useAdActor();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [confirm, confirmDialog] = useConfirm();
  const [boosting, setBoosting] = useState<AdRow | null>(null);
  const [dating, setDating] = useState<AdRow | null>(null);
  const [historyOf, setHistoryOf] = useState<number | null>(null);
  const state = useAdState();
  const availability = useAdAvailability();
  const boost = useAdBoost();
  const remove = useDeleteAd();
  const now = new Date();
  const today = parisDay(now);

  const done = {
    onSuccess: () => snackbar.success(),
    onError: (error: Error) => snackbar.error({ message: error instanceof ApiError && error.status === 409 ? error.message : undefined }),
  };
  const setAvailability = (ad: AdRow, value: string) => availability.mutate({ id: ad.adId, value }, done);

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
      visible: (ad) => canTakeOnline({ state: ad.adAdState, mandate: ad.mandate, wrongPhoto: ad.wrongPhoto }, actor).ok,
      onClick: (ad) => state.mutate({ id: ad.adId, adState: 7 }, done),
    },
    {
      label: L.actions.takeOffline,
      icon: <PublicOff fontSize="small" />,
      visible: (ad) => canTakeOffline({ state: ad.adAdState }, actor).ok,
      onClick: async (ad) => {
        if (!(await confirm({ title: L.offlineConfirm.title, message: L.offlineConfirm.message, confirmLabel: L.actions.takeOffline }))) {
          return snackbar.cancel();
        }
        state.mutate({ id: ad.adId, adState: 6 }, done);
      },
    },
    {
      label: L.actions.makeUnavailable,
      icon: <EventBusy fontSize="small" />,
      visible: (ad) => isAvailable(ad.adAvailabilityStart, today),
      onClick: (ad) => setAvailability(ad, unavailableStart(today)),
    },
    {
      label: L.actions.makeAvailable,
      icon: <EventAvailable fontSize="small" />,
      visible: (ad) => !isAvailable(ad.adAvailabilityStart, today),
      onClick: (ad) => setAvailability(ad, availableStart(today)),
    },
    { label: L.actions.pickAvailability, icon: <EditCalendar fontSize="small" />, onClick: (ad) => setDating(ad) },
    {
      label: L.actions.boost,
      icon: <Bolt fontSize="small" />,
      visible: (ad) => canBoost({ state: ad.adAdState, boostUntil: ad.isBoost ? ad.dateExpBoost : null }, actor, now).ok,
      onClick: (ad) => setBoosting(ad),
    },
    {
      label: L.actions.removeBoost,
      icon: <FlashOff fontSize="small" />,
      visible: (ad) => ad.isBoost && canRemoveBoost({ boostUntil: ad.dateExpBoost }, actor, now).ok,
      onClick: (ad) => boost.mutate({ id: ad.adId, value: false }, done),
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
      onClick: async (ad) => {
        const confirmed = await confirm({
          title: L.deleteConfirm.title,
          message: L.deleteConfirm.message(ad.adTitle),
          confirmLabel: L.actions.delete,
          destructive: true,
        });
        if (!confirmed) return snackbar.cancel();
        remove.mutate(ad.adId, {
          onSuccess: () => {
            snackbar.success();
            options.onDeleted?.();
          },
          onError: done.onError,
        });
      },
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
          if (boosting) boost.mutate({ id: boosting.adId, value: true, duration }, done);
          setBoosting(null);
        }}
      />
      <AvailabilityDialog
        key={dating?.adId ?? 'none'}
        open={dating !== null}
        onClose={() => setDating(null)}
        onConfirm={(day) => {
          if (dating) setAvailability(dating, day);
          setDating(null);
        }}
      />
      <HistoryDialog slug={historyOf === null ? null : `ad-${historyOf}`} open={historyOf !== null} onClose={() => setHistoryOf(null)} />
    </>
  );
  return { actions, dialogs };
}
