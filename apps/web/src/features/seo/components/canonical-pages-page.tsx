import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { useCanonicalPages } from '../api/pages.ts';
import { CANONICAL_COLUMNS } from './canonical-columns.tsx';
import { NewCanonicalDialog } from './new-canonical-dialog.tsx';
import { PageListScreen } from './page-list-screen.tsx';

/** /pages-canoniques: the search-engine landing pages, one per city × space type × renter type; each opens the page sheet. */
export function CanonicalPagesPage() {
  return (
    <PageListScreen
      labels={SEO_LABELS.canonical}
      columns={CANONICAL_COLUMNS}
      useList={useCanonicalPages}
      addDialog={(open, onClose) => <NewCanonicalDialog open={open} onClose={onClose} />}
    />
  );
}
