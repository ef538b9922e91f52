import type { ScreenId } from './screen-labels.ts';

/**
 * Which frame a screen is drawn in (spec shell §2.2); the sign-in, error and auto sign-in layouts
 * hold only their own pages. `open`: the default layout for a signed-in user, a public frame
 * without sidebar for a signed-out visitor (the legal pages, which the registration form links to).
 */
export type ScreenLayout = 'default' | 'bare' | 'open';

export interface ScreenRoute {
  /** react-router pattern, relative to the root. */
  path: string;
  screen: ScreenId;
  layout: ScreenLayout;
}

const inDefault = (path: string, screen: ScreenId): ScreenRoute => ({ path, screen, layout: 'default' });

/**
 * Every signed-in screen of spec shell §2.1. Optional parameters (`{id?}`) are written as two
 * routes so that a list and its record get their own titles. Slugs the spec enumerates
 * (`/commandes/{slug}`, `/ordres/{type}`) are written out; an unknown one falls to the record route.
 * `/booking-sepa` is the contracts paid by SEPA direct debit ("Mandats SEPA" of the Contrats group);
 * `/mandats` and `/contrats` are the legal templates of the same names.
 */
export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  inDefault('/', 'dashboard'),
  inDefault('/abonnements', 'subscriptions'),
  inDefault('/abonnements/:id', 'subscription'),
  inDefault('/actualites', 'newsFeed'),
  inDefault('/actualites/:id', 'newsPost'),
  inDefault('/annonces', 'ads'),
  inDefault('/annonces/:id', 'ad'),
  inDefault('/groupes-annonces', 'adGroups'),
  inDefault('/groupes-annonces/:id', 'adGroup'),
  inDefault('/arborescence', 'siteTree'),
  inDefault('/booking-hp', 'offPlatformContracts'),
  inDefault('/booking-sepa', 'sepaContracts'),
  inDefault('/bookings', 'platformContracts'),
  inDefault('/bookings/:id', 'platformContract'),
  inDefault('/bookings/:id/contrat/:signatureId', 'platformContractSignature'),
  inDefault('/bookings-coworking', 'coworkingContracts'),
  inDefault('/bookings-coworking/:id', 'coworkingContract'),
  inDefault('/bookings-coworking/:id/contrat/:signatureId', 'coworkingContractSignature'),
  inDefault('/brand', 'brands'),
  inDefault('/brand/nouveau', 'newBrand'),
  inDefault('/brand/:id', 'brand'),
  inDefault('/modules', 'modules'),
  inDefault('/modules/nouveau', 'newModule'),
  inDefault('/categories', 'categories'),
  { path: '/cgu', screen: 'terms', layout: 'open' },
  { path: '/mentions-legales', screen: 'legalNotice', layout: 'open' },
  { path: '/donnees-personnelles', screen: 'privacy', layout: 'open' },
  inDefault('/commerciaux', 'salesStaff'),
  inDefault('/contrats', 'contractTemplates'),
  inDefault('/coworking', 'coworkingSpaces'),
  inDefault('/coworking/planning', 'coworkingPlanning'),
  inDefault('/coworking/:id', 'coworkingSpace'),
  inDefault('/csv-cafe', 'csvCafe'),
  inDefault('/exports', 'exports'),
  inDefault('/devis', 'quotes'),
  inDefault('/devis/:id', 'quote'),
  // The client answers a quote from the mailed link, without signing in: no menus, no session.
  { path: '/devis/accepter/:token', screen: 'quoteAcceptance', layout: 'bare' },
  // A campaign mail's unsubscribe link, opened signed out.
  { path: '/desabonnement/:token', screen: 'unsubscribe', layout: 'bare' },
  inDefault('/documents', 'documents'),
  inDefault('/documents/:id', 'document'),
  inDefault('/edl', 'inventories'),
  inDefault('/edl/pdt', 'workstationInventory'),
  inDefault('/edl/pdt/:id', 'workstationInventory'),
  inDefault('/edl/:id', 'inventory'),
  inDefault('/emailing', 'emailing'),
  inDefault('/erreur-db', 'dbErrors'),
  inDefault('/espace', 'sites'),
  inDefault('/espace/:id', 'site'),
  inDefault('/etiquettes', 'labels'),
  inDefault('/factures', 'invoices'),
  inDefault('/factures/nouvelle', 'newInvoice'),
  inDefault('/factures/:id', 'invoice'),
  inDefault('/keys', 'keys'),
  inDefault('/keys/:id', 'key'),
  inDefault('/mandats', 'mandateTemplates'),
  inDefault('/membres', 'members'),
  inDefault('/membres/:id', 'member'),
  inDefault('/messages', 'messages'),
  inDefault('/messages/:id', 'message'),
  inDefault('/notifications', 'notifications'),
  inDefault('/settings/notifications', 'notificationSettings'),
  inDefault('/operations', 'operations'),
  inDefault('/operations/:id', 'operation'),
  inDefault('/page-statique', 'staticPages'),
  inDefault('/page-statique/:id', 'staticPage'),
  inDefault('/pages-canoniques', 'canonicalPages'),
  inDefault('/panneau', 'panels'),
  inDefault('/panneau/contenu-par-defaut', 'panelDefaultContent'),
  inDefault('/panneau/nouveau', 'newPanel'),
  inDefault('/panneau/:id', 'panel'),
  // A display screen runs full-screen on a panel: no menus around it.
  { path: '/project/screen', screen: 'projectScreen', layout: 'bare' },
  { path: '/project/screen/:id', screen: 'projectScreen', layout: 'bare' },
  inDefault('/planning', 'meetingRoomPlanning'),
  inDefault('/rdg', 'statements'),
  inDefault('/rdg/:cryptId', 'statement'),
  inDefault('/commissions', 'commissionRates'),
  inDefault('/sdr', 'meetingRooms'),
  inDefault('/sdr/:id', 'meetingRoom'),
  inDefault('/services', 'services'),
  inDefault('/services/:id', 'service'),
  inDefault('/settings', 'settings'),
  inDefault('/societe', 'companies'),
  inDefault('/societe/:id', 'company'),
  inDefault('/suggestions', 'suggestions'),
  inDefault('/terrasse', 'terrace'),
  inDefault('/tickets', 'tickets'),
  inDefault('/tickets/nouveau', 'newTicket'),
  inDefault('/tickets/view', 'ticketsDetailed'),
  inDefault('/tickets/:id', 'ticket'),
  inDefault('/user-incoming', 'newCollaborators'),
  inDefault('/commandes/paniers', 'carts'),
  inDefault('/commandes/paniers/:id', 'cart'),
  inDefault('/commandes/commandes', 'orders'),
  inDefault('/commandes/:slug/:id', 'order'),
  inDefault('/commandes/:id', 'order'),
  inDefault('/ordres/virement', 'transferOrders'),
  inDefault('/ordres/prelevement', 'directDebitOrders'),
  inDefault('/ordres/paiement', 'otherPayments'),
  inDefault('/ordres/:type/:id', 'paymentOrder'),
  inDefault('/ordres/:id', 'paymentOrder'),
  inDefault('/magasin', 'creditPacks'),
];

/** Whether `pathname` matches a route pattern of this table (static segments exactly, `:param` any one segment). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  return want.length === have.length && want.every((segment, i) => segment.startsWith(':') || segment === have[i]);
}
