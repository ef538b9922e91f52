import { type ComponentType, Suspense } from 'react';
import { PageLoader } from '../../../ui/page-loader.tsx';

/**
 * The company's members. Their table belongs to the members feature (its row menu is the members'
 * own): the app puts it in (app/screens/companies.ts), its code loaded when the sheet draws it.
 */
export function CompanyMembers({ companyId, Table }: { companyId: number; Table: ComponentType<{ companyId: number }> }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Table companyId={companyId} />
    </Suspense>
  );
}
