import { isAdmin, isBrandAdmin, isSuperAdmin } from '@hubgrade/domain/auth/roles';
import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { LEGAL_LABELS } from '@hubgrade/domain/legal/labels';
import { LEGAL_PAGE_KINDS } from '@hubgrade/domain/legal/rules';
import { SETTINGS_LABELS as L } from '@hubgrade/domain/settings/labels';
import type { Settings } from '@hubgrade/domain/settings/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand } from '../../../lib/brand.ts';
import { useBrandParam } from '../../../lib/brand-param.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { BrandSelect } from '../../../ui/brand-select.tsx';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSaveSettings, useSettings } from '../api/settings.ts';
import { bodyOf, formFieldOf, formOf, type SettingsForm } from './settings-form-values.ts';
import {
  BookingsSection,
  MailSection,
  SecuritySection,
  SellerSection,
  SiteSection,
  TerraceSection,
  VatSection,
} from './settings-sections.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** The brand administrators and the super admin write the settings; office administrators read them. */

/** The other pages of the settings: the notifications a user receives, and the brand's legal pages. */
function Links({ brandQuery }: { brandQuery: string }) {
  return (
    <SheetCard title={L.sections.legal}>
      <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.75 }}>
        {LEGAL_PAGE_KINDS.map((kind) => (
          <li key={kind}>
            <Link component={RouterLink} to={`/${kind}${brandQuery}`}>
              {LEGAL_LABELS.titles[kind]}
            </Link>
          </li>
        ))}
        <li>
          <Link component={RouterLink} to="/settings/notifications">
            {L.notificationSettings}
          </Link>
        </li>
      </Box>
    </SheetCard>
  );
}

function SettingsEditor({ settings, editable }: { settings: Settings; editable: boolean }) {
  const form = useForm<SettingsForm>({ defaultValues: formOf(settings) });
  const save = useSaveSettings(settings.brandId);
  const { run, dialog } = useMutationFeedback();
  const disabled = !editable;
  const props = { control: form.control, disabled };

  const submit = form.handleSubmit((values) =>
    run(save, bodyOf(values), {
      success: L.saved,
      onSuccess: (saved) => form.reset(formOf(saved)),
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status !== 400) return;
        for (const [path, messages] of Object.entries(error.errors)) {
          const field = formFieldOf(path);
          if (field && messages[0]) form.setError(field, { type: 'server', message: messages[0] }, { shouldFocus: true });
        }
      },
    }),
  );

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {disabled && <Alert severity="info">{L.readOnly}</Alert>}
      <SellerSection {...props} />
      <VatSection {...props} />
      <BookingsSection {...props} />
      <TerraceSection {...props} />
      <MailSection {...props} defaultMailFrom={settings.defaultMailFrom} />
      <SiteSection {...props} sites={settings.sites} />
      <SecuritySection {...props} />
      {editable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {L.save}
          </Button>
          {settings.updatedAt && (
            <Typography variant="body2" color="textSecondary">
              {LEGAL_LABELS.updatedAt(formatDateTime(settings.updatedAt))}
            </Typography>
          )}
        </Box>
      )}
      {dialog}
    </Box>
  );
}

function StaffSettings({ user }: { user: AuthUser }) {
  const host = useBrand();
  const [brandId, chooseBrand] = useBrandParam(user.brand?.id ?? null, host.brand?.id ?? null);
  const settings = useSettings(brandId, true);
  const choosing = user.brand === null && isSuperAdmin(user.roles);
  const brandQuery = choosing ? `?marque=${brandId}` : '';
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={L.title} intro={L.intro} />
      {user.brand === null && settings.data && (
        <BrandSelect label={L.brand} mainPlatform={L.mainPlatform} brands={settings.data.brands} value={brandId} onChange={chooseBrand} />
      )}
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <ErrorView status={settings.error instanceof ApiError ? settings.error.status : 500} />
      ) : (
        <SettingsEditor key={`${brandId}-${settings.data.updatedAt}`} settings={settings.data} editable={isBrandAdmin(user.roles)} />
      )}
      <TwoFactorSection />
      <Links brandQuery={brandQuery} />
    </Box>
  );
}

/** /settings: the brand's settings for its administrators; a member's links to their notifications and the legal pages. */
export function SettingsPage() {
  const user = useCurrentUser();
  if (!user.data) return <PageLoader />;
  if (isAdmin(user.data.roles)) return <StaffSettings user={user.data} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <PageHeader title={L.title} intro={L.memberIntro} />
      <TwoFactorSection />
      <Links brandQuery="" />
    </Box>
  );
}
