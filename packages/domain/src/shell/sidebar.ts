import { isAdmin, isAdminOffice, isCommercial, isSuperAdmin } from '../auth/roles.ts';
import { isModuleVisible, type ModuleContext, type ModuleName } from '../brands/modules.ts';
import { SIDEBAR_LABELS, type SidebarId } from './sidebar-labels.ts';

/**
 * The brand whose shop group is called "Marketplace" instead of "Magasin" (spec shell §2.4 names
 * "one specific brand"): brand 8, Atelier Partagé, whose offer is a marketplace of services.
 */
export const MARKETPLACE_BRAND_ID = 8;

/**
 * The brand that gets the extra Security Center link (spec shell §2.4 names "one brand"): brand 5,
 * Cocoon Bureaux. The link opens the national cybersecurity assistance service in a new tab; the
 * specification gives the entry, not its address.
 */
export const SECURITY_CENTER = { brandId: 5, url: 'https://www.cybermalveillance.gouv.fr/' } as const;

/**
 * Who an entry is meant for before the brand's modules are considered: every signed-in user,
 * staff (administrators and commercial staff), administrators, or super administrators only.
 */
type Audience = 'everyone' | 'staff' | 'admin' | 'superAdmin';

interface LinkDef {
  kind: 'link';
  id: SidebarId;
  to: string;
  audience: Audience;
  /** The brand module the screen belongs to (spec shell §6). */
  module?: ModuleName;
  /** Spec shell §6: office administrators lack Exports, Emailing and the legal templates. */
  notForAdminOffice?: boolean;
  /** Spec shell §6: commercial staff see it wherever the deployment offers the module. */
  forCommercial?: boolean;
  /** Shown on this brand only. */
  brandId?: number;
  external?: boolean;
}

interface GroupDef {
  kind: 'group';
  id: SidebarId;
  children: readonly (LinkDef | GroupDef)[];
}

type Def = LinkDef | GroupDef;

const link = (id: SidebarId, to: string, audience: Audience, extra: Omit<LinkDef, 'kind' | 'id' | 'to' | 'audience'> = {}): LinkDef => ({
  kind: 'link',
  id,
  to,
  audience,
  ...extra,
});
const group = (id: SidebarId, children: readonly Def[]): GroupDef => ({ kind: 'group', id, children });

/** Spec shell §2.4: every group and entry, in order, with the route each one opens. */
export const SIDEBAR_TREE: readonly Def[] = [
  link('dashboard', '/', 'everyone'),
  group('crm', [
    link('companies', '/societe', 'staff', { module: 'companies' }),
    link('members', '/membres', 'staff', { module: 'members' }),
    link('newCollaborators', '/user-incoming', 'staff', { module: 'members' }),
  ]),
  group('officeManagement', [
    link('sites', '/espace', 'staff', { module: 'espaces' }),
    link('newsFeed', '/actualites', 'admin', { module: 'newsFeed' }),
    group('bookings', [
      link('meetingRoomBookings', '/planning', 'admin', { module: 'sdr' }),
      link('workstationBookings', '/coworking/planning', 'admin', { module: 'reservationPosteDeTravail' }),
      link('terrace', '/terrasse', 'admin', { module: 'terrasse' }),
    ]),
    link('coworkingSpaces', '/coworking', 'admin', { module: 'posteDeTravail' }),
    link('meetingRooms', '/sdr', 'admin', { module: 'sdr' }),
    link('inventories', '/edl', 'admin', { module: 'edl' }),
    link('keys', '/keys', 'admin', { module: 'keys' }),
    link('panels', '/panneau', 'admin', { module: 'screenAnnouncement' }),
  ]),
  group('shop', [
    link('categories', '/categories', 'admin', { module: 'services' }),
    link('products', '/services', 'admin', { module: 'services' }),
    link('carts', '/commandes/paniers', 'admin', { module: 'services' }),
    link('quotes', '/devis', 'admin', { module: 'services' }),
    link('orders', '/commandes/commandes', 'admin', { module: 'services' }),
    link('subscriptions', '/abonnements', 'admin', { module: 'services' }),
  ]),
  group('tickets', [
    link('ticketsOverview', '/tickets', 'admin', { module: 'ticketing' }),
    link('ticketsDetailed', '/tickets/view', 'admin', { module: 'ticketing' }),
  ]),
  group('platform', [
    link('ads', '/annonces', 'staff', { module: 'ads' }),
    link('adGroups', '/groupes-annonces', 'staff', { module: 'ads' }),
    link('suggestions', '/suggestions', 'staff', { module: 'ads' }),
    link('messages', '/messages', 'staff', { module: 'ads' }),
  ]),
  group('contracts', [
    link('platformContracts', '/bookings', 'admin', { module: 'bookings', forCommercial: true }),
    link('coworkingContracts', '/bookings-coworking', 'admin', { module: 'posteDeTravail' }),
    link('offPlatformContracts', '/booking-hp', 'admin', { module: 'bookings' }),
    link('sepaContracts', '/booking-sepa', 'admin', { module: 'billing' }),
  ]),
  group('content', [
    link('staticPages', '/page-statique', 'admin', { module: 'pagesStatiques' }),
    link('siteTree', '/arborescence', 'admin', { module: 'pagesStatiques' }),
    link('canonicalPages', '/pages-canoniques', 'admin', { module: 'pagesCanoniques' }),
    link('labels', '/etiquettes', 'admin', { module: 'pagesStatiques' }),
    link('emailing', '/emailing', 'admin', { module: 'emailing', notForAdminOffice: true }),
    link('documents', '/documents', 'admin', { module: 'documents' }),
    link('notifications', '/notifications', 'everyone'),
  ]),
  link('salesStaff', '/commerciaux', 'admin', { module: 'dossierCom' }),
  group('otherActions', [
    group('accounting', [
      link('operations', '/operations', 'admin', { module: 'billing' }),
      link('invoices', '/factures', 'admin', { module: 'billing' }),
      link('transferOrders', '/ordres/virement', 'superAdmin'),
      link('directDebitOrders', '/ordres/prelevement', 'superAdmin'),
      link('otherPayments', '/ordres/paiement', 'superAdmin'),
      link('commissionRates', '/commissions', 'admin', { module: 'billing' }),
    ]),
    group('legalTemplates', [
      link('mandateTemplates', '/mandats', 'admin', { notForAdminOffice: true }),
      link('contractTemplates', '/contrats', 'admin', { notForAdminOffice: true }),
    ]),
    link('dbErrors', '/erreur-db', 'admin'),
    link('csvCafe', '/csv-cafe', 'admin', { module: 'terrasse' }),
    link('exports', '/exports', 'admin', { module: 'reporting', notForAdminOffice: true }),
  ]),
  group('whiteLabel', [link('brands', '/brand', 'superAdmin'), link('modules', '/modules', 'superAdmin')]),
  link('settings', '/settings', 'everyone'),
  link('securityCenter', SECURITY_CENTER.url, 'everyone', { brandId: SECURITY_CENTER.brandId, external: true }),
];

export interface SidebarLink {
  kind: 'link';
  id: SidebarId;
  label: string;
  to: string;
  /** Opens outside the back-office, in a new tab. */
  external: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  id: SidebarId;
  label: string;
  children: SidebarNode[];
}

export type SidebarNode = SidebarLink | SidebarGroup;

/**
 * What decides the menu: the brand in force (the host's brand in the browser), its modules, and
 * the user's roles. `noBrand` marks a branded user on a host that has no brand.
 */
export type SidebarContext = ModuleContext;

function audienceAllows(audience: Audience, roles: readonly string[]): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'staff':
      return isAdmin(roles) || isCommercial(roles);
    case 'admin':
      return isAdmin(roles);
    case 'superAdmin':
      return isSuperAdmin(roles);
  }
}

/** The deployment offers the module, whoever the user is. */
function moduleOffered(module: ModuleName, ctx: SidebarContext): boolean {
  return ctx.brandId === null ? !ctx.noBrand : ctx.brandModules.includes(module);
}

function linkVisible(def: LinkDef, ctx: SidebarContext): boolean {
  if (def.brandId !== undefined && ctx.brandId !== def.brandId) return false;
  if (def.notForAdminOffice && isAdminOffice(ctx.roles)) return false;
  const moduleAllows = def.module === undefined || isModuleVisible(def.module, ctx);
  if (audienceAllows(def.audience, ctx.roles) && moduleAllows) return true;
  return def.forCommercial === true && def.module !== undefined && isCommercial(ctx.roles) && moduleOffered(def.module, ctx);
}

function groupLabel(id: SidebarId, ctx: SidebarContext): string {
  return id === 'shop' && ctx.brandId === MARKETPLACE_BRAND_ID ? SIDEBAR_LABELS.marketplace : SIDEBAR_LABELS[id];
}

function build(defs: readonly Def[], ctx: SidebarContext): SidebarNode[] {
  const nodes: SidebarNode[] = [];
  for (const def of defs) {
    if (def.kind === 'link') {
      if (linkVisible(def, ctx))
        nodes.push({ kind: 'link', id: def.id, label: SIDEBAR_LABELS[def.id], to: def.to, external: def.external === true });
      continue;
    }
    const children = build(def.children, ctx);
    // A group with nothing the user may open is not shown at all.
    if (children.length > 0) nodes.push({ kind: 'group', id: def.id, label: groupLabel(def.id, ctx), children });
  }
  return nodes;
}

/** Spec shell §2.4 and §6: the sidebar this user sees under this brand, in the spec's order. */
export function sidebarFor(ctx: SidebarContext): SidebarNode[] {
  return build(SIDEBAR_TREE, ctx);
}

/** Every link of a menu, groups flattened, in order. */
export function sidebarLinks(nodes: readonly SidebarNode[]): SidebarLink[] {
  return nodes.flatMap((node) => (node.kind === 'link' ? [node] : sidebarLinks(node.children)));
}

function segments(path: string): string[] {
  return (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
}

/**
 * The entry to highlight on `pathname`: the one whose route is the longest whole-segment prefix of
 * it, so that /membres/12 lights Membres and /tickets/view lights Vue détaillée rather than Vue
 * d'ensemble. The dashboard is lit on / only.
 */
export function activeSidebarLink(nodes: readonly SidebarNode[], pathname: string): SidebarId | null {
  const here = segments(pathname);
  let best: { id: SidebarId; length: number } | null = null;
  for (const entry of sidebarLinks(nodes)) {
    if (entry.external) continue;
    const route = segments(entry.to);
    const matches = route.length === 0 ? here.length === 0 : route.every((segment, i) => here[i] === segment);
    if (matches && (best === null || route.length > best.length)) best = { id: entry.id, length: route.length };
  }
  return best?.id ?? null;
}
