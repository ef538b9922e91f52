import { isBrandAdmin, isSuperAdmin } from '@hubgrade/domain/auth/roles';
import type { AuthUser } from '@hubgrade/domain/auth/schemas';
import { LEGAL_LABELS as L } from '@hubgrade/domain/legal/labels';
import type { LegalPageKind } from '@hubgrade/domain/legal/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand } from '../../../lib/brand.ts';
import { useBrandParam } from '../../../lib/brand-param.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser, useSession } from '../../../lib/session.ts';
import { BrandSelect } from '../../../ui/brand-select.tsx';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { useLegalPage, usePublicLegalPage, useWritableBrands } from '../api/legal.ts';
import { LegalEditor } from './legal-editor.tsx';

/** Spec shell §6: the super admin and brand administrators write the pages; office administrators do not. */

/** The page of this host's brand as anyone reads it. */
function ReadPage({ kind }: { kind: LegalPageKind }) {
  const page = usePublicLegalPage(kind);
  if (page.isPending) return <PageLoader />;
  if (page.isError) return <ErrorView status={page.error instanceof ApiError ? page.error.status : 500} />;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {page.data.content === '' ? <Typography color="textSecondary">{L.empty}</Typography> : <RichTextView value={page.data.content} />}
      {page.data.updatedAt && (
        <Typography variant="body2" color="textSecondary">
          {L.updatedAt(formatDateTime(page.data.updatedAt))}
        </Typography>
      )}
    </Box>
  );
}

function EditPage({ kind, user }: { kind: LegalPageKind; user: AuthUser }) {
  const host = useBrand();
  const [brandId, chooseBrand] = useBrandParam(user.brand?.id ?? null, host.brand?.id ?? null);
  const choosing = user.brand === null && isSuperAdmin(user.roles);
  const brands = useWritableBrands(choosing);
  const page = useLegalPage(kind, brandId);
  return (
    <>
      {choosing && (
        <BrandSelect label={L.brand} mainPlatform={L.mainPlatform} brands={brands.data ?? []} value={brandId} onChange={chooseBrand} />
      )}
      {page.isPending ? (
        <PageLoader />
      ) : page.isError ? (
        <ErrorView status={page.error instanceof ApiError ? page.error.status : 500} />
      ) : (
        <LegalEditor key={`${kind}-${brandId}`} kind={kind} brandId={brandId} page={page.data} />
      )}
    </>
  );
}

/** The page's title alone: a reader is told nothing about how the page is written. */
function Title({ kind }: { kind: LegalPageKind }) {
  return (
    <Typography variant="h4" component="h1">
      {L.titles[kind]}
    </Typography>
  );
}

function SignedInPage({ kind }: { kind: LegalPageKind }) {
  const user = useCurrentUser();
  if (!user.data) return <PageLoader />;
  if (isBrandAdmin(user.data.roles))
    return (
      <>
        <PageHeader title={L.titles[kind]} intro={L.editIntro} />
        <EditPage kind={kind} user={user.data} />
      </>
    );
  return (
    <>
      <Title kind={kind} />
      {user.data.roles.includes('ROLE_ADMIN_OFFICE') && <Alert severity="info">{L.readOnly}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <ReadPage kind={kind} />
      </Paper>
    </>
  );
}

/** /cgu, /mentions-legales, /donnees-personnelles: the editor for the pages' writers, the page as published for everyone else. */
function LegalPageScreen({ kind }: { kind: LegalPageKind }) {
  const { token } = useSession();
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {token ? (
        <SignedInPage kind={kind} />
      ) : (
        <>
          <Title kind={kind} />
          <ReadPage kind={kind} />
        </>
      )}
    </Box>
  );
}

export const TermsPage = () => <LegalPageScreen kind="cgu" />;
export const LegalNoticePage = () => <LegalPageScreen kind="mentions-legales" />;
export const PrivacyPage = () => <LegalPageScreen kind="donnees-personnelles" />;
