import { lazy, Suspense } from 'react';
import { PageLoader } from '../../../ui/page-loader.tsx';

/**
 * The company-member table belongs to the members feature; its embeds.ts is the one documented
 * piece a feature may render from another (interfaces), loaded on demand with the sheet.
 */
const CompanyMembersTable = lazy(() => import('../../members/embeds.ts').then((m) => ({ default: m.CompanyMembersTable })));

export function CompanyMembers({ companyId }: { companyId: number }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <CompanyMembersTable companyId={companyId} />
    </Suspense>
  );
}
