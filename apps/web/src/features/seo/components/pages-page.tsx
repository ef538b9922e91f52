import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { useSeoPages } from '../api/pages.ts';
import { NewPageDialog } from './new-page-dialog.tsx';
import { PAGE_COLUMNS } from './page-columns.tsx';
import { PageListScreen } from './page-list-screen.tsx';

/** /page-statique: the static pages of the public site, 25 a page, searched by title or slug. */
export function PagesPage() {
  return (
    <PageListScreen
      labels={SEO_LABELS.pages}
      columns={PAGE_COLUMNS}
      useList={useSeoPages}
      addDialog={(open, onClose) => <NewPageDialog open={open} onClose={onClose} />}
    />
  );
}
