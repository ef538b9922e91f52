import { LandlordsDue } from './landlords-due.tsx';
import { OrdersPage } from './orders-page.tsx';
import { OtherPayments } from './other-payments.tsx';

/** /ordres/prelevement: the direct-debit orders. */
export const DirectDebitOrdersPage = () => <OrdersPage kind="prelevement" />;

/** /ordres/virement: the transfer orders, and the landlords they pay back with their bank details. */
export const TransferOrdersPage = () => (
  <OrdersPage kind="virement">
    <LandlordsDue />
  </OrdersPage>
);

/** /ordres/paiement: the orders of other payments, and the payments waiting for one. */
export const OtherPaymentsPage = () => (
  <OrdersPage kind="paiement">
    <OtherPayments />
  </OrdersPage>
);
