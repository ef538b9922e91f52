/** What the app puts of the billing runs on other screens: the panel of the invoices screen. */
export { BillingRunPanel } from './components/billing-run-panel.tsx';
