import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { Landing, Page } from '@hubgrade/domain/seo/schemas';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Delete from '@mui/icons-material/Delete';
import Visibility from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { type ComponentType, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDeletePage, useSeoPage } from '../api/pages.ts';
import { AddBlock } from './add-block.tsx';
import { BlockCard } from './block-card.tsx';
import { PagePreviewDialog } from './page-preview-dialog.tsx';
import { PageSettingsForm } from './page-settings-form.tsx';
import { PageStateChip } from './page-state.tsx';

const L = SEO_LABELS.pages;

/** A canonical page's breadcrumb on the public site (spec shell §2.8), and what it lands on. */
function LandingBreadcrumb({ landing, title }: { landing: Landing; title: string }) {
  const F = SEO_LABELS.blocks.fields;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Breadcrumbs aria-label={SEO_LABELS.canonical.fields.breadcrumb}>
        <Typography color="textSecondary">{SEO_LABELS.canonical.breadcrumbHome}</Typography>
        <Typography color="textSecondary">{landing.city}</Typography>
        <Typography color="textPrimary">{title}</Typography>
      </Breadcrumbs>
      <Typography variant="body2" color="textSecondary">
        {`${landing.breadcrumb} · ${F.spaceTypeNames[landing.spaceType] ?? ''} · ${F.renterTypeNames[landing.renterType] ?? ''}`}
      </Typography>
    </Box>
  );
}

/** What the app puts into the page sheet from other areas: a static page's labels (app/screens/seo.ts). */
export interface PageSheetSlots {
  Labels: ComponentType<{ id: number; brandId: number | null }>;
}

function Sheet({ page, Labels }: { page: Page } & PageSheetSlots) {
  const { run, dialog } = useMutationFeedback();
  const remove = useDeletePage();
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const list = page.kind === 'canonical' ? '/pages-canoniques' : '/page-statique';
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, maxWidth: 1100 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={list} startIcon={<ArrowBack />}>
          {page.landing ? SEO_LABELS.canonical.back : L.back}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {page.title}
        </Typography>
        <PageStateChip published={page.published} />
        <Button variant="outlined" startIcon={<Visibility />} onClick={() => setPreviewing(true)}>
          {L.preview}
        </Button>
        <HistoryButton slug={`seo-page-${page.id}`} />
        <Button
          color="error"
          startIcon={<Delete />}
          onClick={() =>
            run(remove, page.id, {
              confirm: { message: L.deleteConfirm, confirmLabel: L.delete, destructive: true },
              success: L.done.deleted,
              onSuccess: () => navigate(list),
            })
          }
        >
          {L.delete}
        </Button>
      </Box>
      {page.landing && <LandingBreadcrumb landing={page.landing} title={page.title} />}
      <PageSettingsForm key={page.updatedAt} page={page} run={run} />
      {/* Canonical pages carry no labels: only static pages do. */}
      {page.kind === 'static' && (
        <Suspense fallback={null}>
          <Labels id={page.id} brandId={page.brandId} />
        </Suspense>
      )}
      <Box component="section" aria-labelledby="seo-blocks-title" sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography id="seo-blocks-title" variant="h5" component="h2">
          {SEO_LABELS.blocks.title}
        </Typography>
        {page.blocks.length === 0 && <Alert severity="info">{SEO_LABELS.blocks.empty}</Alert>}
        {page.blocks.map((block) => (
          <BlockCard key={block.id} block={block} count={page.blocks.length} run={run} />
        ))}
        <AddBlock pageId={page.id} run={run} />
      </Box>
      <PagePreviewDialog page={page} open={previewing} onClose={() => setPreviewing(false)} />
      {dialog}
    </Box>
  );
}

/** /page-statique/{id}: a static page, its settings and its blocks, each saved with its own button. */
export function PageSheetPage({ Labels }: PageSheetSlots) {
  const id = Number(useParams().id);
  const page = useSeoPage(id);
  if (page.isPending) return <CircularProgress aria-label={L.title} />;
  if (page.isError) return <ErrorView status={page.error instanceof ApiError ? page.error.status : 500} />;
  return <Sheet page={page.data} Labels={Labels} />;
}
