import { EmbeddedInvoices } from './embedded-invoices.tsx';

/** The contract sheet's invoices, in the compact table. */
export function ContractInvoices({ contractId }: { contractId: number }) {
  return <EmbeddedInvoices filter={{ bookingId: contractId }} />;
}
