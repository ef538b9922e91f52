import { Suspense } from 'react';
import { lazyChunk } from '../../../lib/chunk-reload.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';

/**
 * The company-member table belongs to the members feature; its embeds.ts is the one documented
 * piece a feature may render from another (interfaces), loaded on demand with the sheet.
 */
const CompanyMembersTable = lazyChunk(
  () => import('../../members/embeds.ts'),
  (m) => m.CompanyMembersTable,
);

export function CompanyMembers({ companyId }: { companyId: number }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <CompanyMembersTable companyId={companyId} />
    </Suspense>
  );
}
