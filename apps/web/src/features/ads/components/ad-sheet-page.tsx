import { AD_CATEGORY_LABELS, CONTRACT_TYPE_LABELS, AD_LABELS as L } from '@hubgrade/domain/ads/labels';
import { canSeeAdHistory } from '@hubgrade/domain/ads/rules';
import type { AdSheet } from '@hubgrade/domain/ads/schemas';
import type { ContractState } from '@hubgrade/domain/contracts/rules';
import { CONTRACT_STATE_LABELS } from '@hubgrade/domain/contracts/states';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand, useBrandWords } from '../../../lib/brand.ts';
import { formatCents, formatDate } from '../../../lib/format.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { ActionButton } from '../../../ui/unavailable-action.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';
import { standardError, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useAd, useAdPhotos } from '../api/ads.ts';
import { AdStateCell, AvailabilityCell, BoostCell, MandateCell, WrongPhotoCell } from './ad-cells.tsx';
import { AdEditFormView } from './ad-edit-form.tsx';
import { useAdActions, useAdActor } from './use-ad-actions.tsx';

/** What the app puts into the ad sheet from other areas: the ad's labels (app/screens/ads.ts). */
export interface AdSheetSlots {
  Labels: ComponentType<{ id: number; brandId: number | null }>;
}

function Sheet({ ad, Labels }: { ad: AdSheet } & AdSheetSlots) {
  const navigate = useNavigate();
  const { brand } = useBrand();
  const words = useBrandWords();
  const branded = brand !== null;
  const actor = useAdActor();
  const { run } = useMutationFeedback();
  const [editing, setEditing] = useState(false);
  const photos = useAdPhotos();
  const { actions, dialogs } = useAdActions({ withSheetLink: false, onDeleted: () => navigate('/annonces') });

  const information: [string, ReactNode][] = [
    [L.fields.adTitle, ad.adTitle],
    [L.fields.adSeoH1, ad.adSeoH1],
    [L.fields.adSeo, ad.adSeo],
    [L.fields.description, <RichTextView key="description" value={ad.description} />],
    [L.fields.adCategory, AD_CATEGORY_LABELS[ad.adCategory as 1 | 2 | 3]],
    [
      words.landlord,
      <Link
        key="landlord"
        component={RouterLink}
        to={`/membres/${ad.userId}`}
      >{`${ad.userFirstName} ${ad.userLastName} – ${ad.userEmail}`}</Link>,
    ],
    [
      L.fields.adGroup,
      ad.adGroupId ? (
        <Link key="group" component={RouterLink} to={`/groupes-annonces/${ad.adGroupId}`}>
          {ad.adGroupName}
        </Link>
      ) : null,
    ],
    ...(ad.siteName ? ([[L.fields.site, ad.siteName]] as [string, ReactNode][]) : []),
    [L.fields.adAddress, [ad.adAddress, ad.adZipcode, ad.adCity].filter(Boolean).join(', ')],
    [L.fields.adRent, formatCents(ad.adRent)],
    ...(ad.dailyRent !== null ? ([[L.fields.dailyRent, formatCents(ad.dailyRent)]] as [string, ReactNode][]) : []),
    [L.fields.adCapacity, ad.adCapacity],
    [L.fields.adAreaSquare, ad.adAreaSquare],
    [L.fields.contractTypes, ad.contractTypes.map((t) => CONTRACT_TYPE_LABELS[t as 1 | 4] ?? t).join(', ')],
    [L.fields.adAdState, <AdStateCell key="state" ad={ad} />],
    [L.fields.adAvailabilityStart, <AvailabilityCell key="availability" start={ad.adAvailabilityStart} />],
    ...(branded
      ? []
      : ([
          [L.fields.mandate, <MandateCell key="mandate" mandate={ad.mandate} />],
          [L.fields.wrongPhoto, ad.wrongPhoto ? <WrongPhotoCell key="photo" wrongPhoto /> : L.photoOk],
          [L.fields.isBoost, ad.isBoost ? <BoostCell key="boost" ad={ad} /> : L.notBoosted],
        ] as [string, ReactNode][])),
    [L.fields.adSlug, ad.adSlug],
    [L.fields.createdAt, formatDate(ad.createdAt)],
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/annonces" startIcon={<ArrowBack />} size="small">
          {L.sheet.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mt: 1 }}>
          {L.sheet.title(ad.adId)}
        </Typography>
        <Typography color="textSecondary">{ad.adTitle}</Typography>
      </Box>
      {/* Top-aligned: a button with its reason under it does not stretch its neighbours. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
        <Button variant="outlined" size="small" startIcon={<OpenInNew />} href={ad.adPublicUrl} target="_blank" rel="noopener">
          {L.sheet.publicLink}
        </Button>
        {actions
          .filter((a) => a.label !== L.actions.publicPage && a.label !== L.actions.history)
          .map((action) => ({ action, unavailable: action.unavailable?.(ad) ?? null }))
          // An action the ad's state refuses stays on the sheet, disabled, with its reason.
          .filter(({ action, unavailable }) => unavailable !== null || !action.visible || action.visible(ad))
          .map(({ action, unavailable }) => (
            <ActionButton
              key={action.label}
              size="small"
              variant="outlined"
              color={action.destructive ? 'error' : 'primary'}
              startIcon={action.icon}
              unavailable={unavailable}
              sx={{ maxWidth: 320 }}
              onClick={() => action.onClick(ad)}
            >
              {action.label}
            </ActionButton>
          ))}
        {canSeeAdHistory(actor) && <HistoryButton slug={`ad-${ad.adId}`} />}
      </Box>
      <SheetCard
        title={L.sheet.information}
        action={
          !editing && (
            <Button startIcon={<Edit />} onClick={() => setEditing(true)}>
              {L.actions.edit}
            </Button>
          )
        }
      >
        {editing ? <AdEditFormView ad={ad} branded={branded} onDone={() => setEditing(false)} /> : <FactList items={information} />}
      </SheetCard>
      <Suspense fallback={null}>
        <Labels id={ad.adId} brandId={ad.brandId} />
      </Suspense>
      <SheetCard title={L.sheet.photos}>
        <UploadWidget
          mode="image"
          multiple
          value={ad.photos}
          label={L.fields.photos}
          disabled={photos.isPending}
          onChange={(next) =>
            run(photos, { id: ad.adId, uploadIds: next.map((p) => p.id) }, { success: L.sheet.photosSaved, error: standardError })
          }
        />
      </SheetCard>
      <SheetCard title={L.sheet.contract}>
        {ad.adBookingId === null ? (
          <Typography color="textSecondary">{L.sheet.noContract}</Typography>
        ) : (
          <FactList
            items={[
              [
                L.actions.contract,
                <Link key="contract" href={`/bookings/${ad.adBookingId}`} target="_blank" rel="noopener">{`n° ${ad.adBookingId}`}</Link>,
              ],
              [
                L.fields.adAdState,
                ad.adBookingContractState === null ? null : CONTRACT_STATE_LABELS[ad.adBookingContractState as ContractState],
              ],
              [
                words.tenant,
                [ad.adBookingSenderFirstName, ad.adBookingSenderLastName, ad.adBookingSenderCompany && `(${ad.adBookingSenderCompany})`]
                  .filter(Boolean)
                  .join(' '),
              ],
              [
                L.expanded.bookingType,
                ad.adBookingType === null ? null : (CONTRACT_TYPE_LABELS[ad.adBookingType as 1 | 4] ?? ad.adBookingType),
              ],
              [L.expanded.bookingSign, ad.adBookingSignDate ? formatDate(ad.adBookingSignDate) : null],
              [L.expanded.bookingEnd, ad.adBookingEnd ? formatDate(ad.adBookingEnd) : null],
            ]}
          />
        )}
      </SheetCard>
      {dialogs}
    </Box>
  );
}

/** /annonces/{id}: the ad sheet, its edit form, photos, contract, history and public page. */
export function AdSheetPage({ Labels }: AdSheetSlots) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const ad = useAd(valid ? id : 0);
  if (!valid) return <ErrorView status={404} />;
  if (ad.isPending) return <PageLoader />;
  if (ad.isError) {
    if (ad.error instanceof ApiError && ad.error.status === 404) return <ErrorView status={404} />;
    return <Alert severity="error">{ad.error.message}</Alert>;
  }
  return <Sheet ad={ad.data} Labels={Labels} />;
}
