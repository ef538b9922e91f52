import { EmbeddedInvoices } from './embedded-invoices.tsx';

/** The company sheet's invoices, in the compact table. */
export function CompanyInvoices({ companyId }: { companyId: number }) {
  return <EmbeddedInvoices filter={{ companyId }} />;
}
