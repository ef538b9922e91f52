import type { Db } from '../db/client.ts';
import { seedAccounting } from './demo-accounting.ts';
import { seedAds } from './demo-ads.ts';
import { seedBookings } from './demo-bookings.ts';
import { seedBrands } from './demo-brands.ts';
import { seedCarts } from './demo-carts.ts';
import { seedCatalogue } from './demo-catalogue.ts';
import { seedCompanies } from './demo-companies.ts';
import { seedContracts } from './demo-contracts.ts';
import { seedCredits } from './demo-credits.ts';
import { seedFeed } from './demo-feed.ts';
import { seedInventory } from './demo-inventory.ts';
import { seedKeys } from './demo-keys.ts';
import { seedMembers } from './demo-members.ts';
import { seedMessages } from './demo-messages.ts';
import { seedOrders } from './demo-orders.ts';
import { seedPanels } from './demo-panels.ts';
import { seedPaymentOrders } from './demo-payment-orders.ts';
import { seedQuotes } from './demo-quotes.ts';
import { seedSeo } from './demo-seo.ts';
import { seedSpaces } from './demo-spaces.ts';
import { seedStatements } from './demo-statements.ts';
import { seedSubscriptions } from './demo-subscriptions.ts';
import { seedTemplates } from './demo-templates.ts';
import { seedTerrace } from './demo-terrace.ts';
import { seedTickets } from './demo-tickets.ts';
import { seedWorkstations } from './demo-workstations.ts';

/** The demo data of each area after the foundation's, in the order they refer to each other. */
export const DEMO_AREAS: { area: string; seed(db: Db): Promise<void> }[] = [
  { area: 'companies', seed: seedCompanies },
  { area: 'members', seed: seedMembers },
  { area: 'ads', seed: seedAds },
  { area: 'contracts', seed: seedContracts },
  { area: 'templates', seed: seedTemplates },
  { area: 'messages', seed: seedMessages },
  { area: 'keys', seed: seedKeys },
  { area: 'spaces', seed: seedSpaces },
  { area: 'bookings', seed: seedBookings },
  { area: 'feed', seed: seedFeed },
  { area: 'terrace', seed: seedTerrace },
  { area: 'credits', seed: seedCredits },
  { area: 'workstations', seed: seedWorkstations },
  { area: 'tickets', seed: seedTickets },
  { area: 'inventory', seed: seedInventory },
  { area: 'panels', seed: seedPanels },
  { area: 'quotes', seed: seedQuotes },
  { area: 'accounting', seed: seedAccounting },
  { area: 'statements', seed: seedStatements },
  { area: 'payment-orders', seed: seedPaymentOrders },
  { area: 'catalogue', seed: seedCatalogue },
  { area: 'orders', seed: seedOrders },
  { area: 'brands', seed: seedBrands },
  { area: 'subscriptions', seed: seedSubscriptions },
  { area: 'seo', seed: seedSeo },
  { area: 'carts', seed: seedCarts },
];
