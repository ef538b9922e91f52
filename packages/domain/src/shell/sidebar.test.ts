import { describe, expect, it } from 'vitest';
import type { Role } from '../auth/roles.ts';
import { MODULES, type ModuleName } from '../brands/modules.ts';
import { activeSidebarLink, SECURITY_CENTER, type SidebarContext, type SidebarNode, sidebarFor, sidebarLinks } from './sidebar.ts';

/** The modules of the demo brands (apps/api/src/seed/brands.ts). */
const BRAND_MODULES: Record<5 | 8 | 9 | 10, ModuleName[]> = {
  5: [
    'companies',
    'members',
    'espaces',
    'newsFeed',
    'reservationPosteDeTravail',
    'sdr',
    'terrasse',
    'keys',
    'edl',
    'ticketing',
    'bookings',
    'billing',
    'services',
    'documents',
    'emailing',
  ],
  8: ['companies', 'members', 'espaces', 'sdr', 'ticketing', 'ads', 'newsFeed'],
  9: ['companies', 'members', 'espaces', 'ads', 'bookings', 'billing', 'documents', 'dossierCom', 'reporting'],
  10: [
    'companies',
    'members',
    'espaces',
    'sdr',
    'terrasse',
    'posteDeTravail',
    'reservationPosteDeTravail',
    'newsFeed',
    'screenAnnouncement',
    'keys',
  ],
};

const ROLE_SETS: Record<string, Role[]> = {
  superAdmin: ['ROLE_ADMIN'],
  brandAdmin: ['ROLE_ADMIN_BRAND'],
  officeAdmin: ['ROLE_ADMIN_OFFICE'],
  commercial: ['ROLE_COMMERCIAL'],
  member: ['ROLE_USER'],
};

const main = (roles: Role[]): SidebarContext => ({ brandId: null, brandModules: [], roles });
const branded = (brandId: 5 | 8 | 9 | 10, roles: Role[], modules: readonly ModuleName[] = BRAND_MODULES[brandId]): SidebarContext => ({
  brandId,
  brandModules: modules,
  roles,
});
const ids = (ctx: SidebarContext): string[] => sidebarLinks(sidebarFor(ctx)).map((l) => l.id);

/** Every entry in the order of spec shell §2.4. */
const ALL = [
  'dashboard',
  'companies',
  'members',
  'newCollaborators',
  'sites',
  'newsFeed',
  'meetingRoomBookings',
  'workstationBookings',
  'terrace',
  'coworkingSpaces',
  'meetingRooms',
  'inventories',
  'keys',
  'panels',
  'categories',
  'products',
  'carts',
  'quotes',
  'orders',
  'subscriptions',
  'ticketsOverview',
  'ticketsDetailed',
  'ads',
  'adGroups',
  'suggestions',
  'messages',
  'platformContracts',
  'coworkingContracts',
  'offPlatformContracts',
  'sepaContracts',
  'staticPages',
  'siteTree',
  'canonicalPages',
  'labels',
  'emailing',
  'documents',
  'notifications',
  'salesStaff',
  'operations',
  'invoices',
  'transferOrders',
  'directDebitOrders',
  'otherPayments',
  'commissionRates',
  'mandateTemplates',
  'contractTemplates',
  'dbErrors',
  'csvCafe',
  'exports',
  'brands',
  'modules',
  'settings',
  'securityCenter',
];
const SUPER_ADMIN_ONLY = ['transferOrders', 'directDebitOrders', 'otherPayments', 'brands', 'modules'];
const NOT_FOR_OFFICE_ADMIN = ['emailing', 'mandateTemplates', 'contractTemplates', 'exports'];
const without = <T extends string>(list: readonly T[], removed: readonly string[]): T[] => list.filter((id) => !removed.includes(id));

describe('sidebar on the main platform (no brand)', () => {
  it('gives the super admin every entry but the branded Security Center, in the order of the spec', () => {
    expect(ids(main(ROLE_SETS.superAdmin ?? []))).toEqual(without(ALL, ['securityCenter']));
  });

  it('gives administrators everything but the super-admin-only entries', () => {
    expect(ids(main(['ROLE_ADMIN_BRAND']))).toEqual(without(ALL, [...SUPER_ADMIN_ONLY, 'securityCenter']));
  });

  it('takes Exports, Emailing and the legal templates away from an office administrator', () => {
    expect(ids(main(['ROLE_ADMIN_OFFICE']))).toEqual(without(ALL, [...SUPER_ADMIN_ONLY, ...NOT_FOR_OFFICE_ADMIN, 'securityCenter']));
  });

  it('keeps those entries for an office administrator who also holds another admin role', () => {
    expect(ids(main(['ROLE_ADMIN_OFFICE', 'ROLE_ADMIN_BRAND']))).toContain('exports');
  });

  it('gives commercial staff the CRM, the sites, the platform group and Contrats plateforme', () => {
    expect(ids(main(['ROLE_COMMERCIAL']))).toEqual([
      'dashboard',
      'companies',
      'members',
      'newCollaborators',
      'sites',
      'ads',
      'adGroups',
      'suggestions',
      'messages',
      'platformContracts',
      'notifications',
      'settings',
    ]);
  });

  it('gives a member the dashboard, their notifications and the settings only', () => {
    expect(ids(main(['ROLE_USER']))).toEqual(['dashboard', 'notifications', 'settings']);
  });

  it('draws the groups of spec §2.4 in order, with the nested bookings, accounting and legal templates', () => {
    const shape = (nodes: SidebarNode[]): unknown[] => nodes.map((n) => (n.kind === 'link' ? n.label : { [n.label]: shape(n.children) }));
    expect(shape(sidebarFor(main(['ROLE_ADMIN'])))).toEqual([
      'Tableau de bord',
      { CRM: ['Sociétés', 'Membres', 'Nouveaux collaborateurs'] },
      {
        'Office management': [
          'Espaces',
          "Fil d'actualités",
          { Réservations: ['Salles de réunion', 'Poste de travail', 'Terrasse & café'] },
          'Espaces de coworking',
          'Liste des salles de réunion',
          'États des lieux',
          'Badges / Clefs',
          "Panneaux d'affichage",
        ],
      },
      { Magasin: ['Catégories', 'Produits', 'Paniers', 'Devis', 'Commandes', 'Abonnements'] },
      { Tickets: ["Vue d'ensemble", 'Vue détaillée'] },
      { Plateforme: ['Annonces', "Groupes d'annonces", 'Suggestions', 'Messages'] },
      { Contrats: ['Plateforme', 'Coworking', 'Hors plateforme', 'Mandats SEPA'] },
      { Contenu: ['Pages statiques', 'Arborescence', 'Pages canoniques', 'Etiquettes', 'Emailing', 'Documents', 'Notifications'] },
      'Commerciaux',
      {
        'Autres actions': [
          {
            Comptabilité: [
              'Opérations',
              'Factures',
              'Ordres de virement',
              'Ordres de prélèvement',
              'Autres paiements',
              'Taux de commission',
            ],
          },
          { 'Templates juridique': ['Mandats', 'Contrats'] },
          'Erreurs DB',
          'CSV cafés',
          'Exports',
        ],
      },
      { 'Marque blanche': ['Marques', 'Modules'] },
      'Réglages',
    ]);
  });
});

describe('sidebar under brand 5 (Cocoon Bureaux)', () => {
  const brandAdmin = [
    'dashboard',
    'companies',
    'members',
    'newCollaborators',
    'sites',
    'newsFeed',
    'meetingRoomBookings',
    'workstationBookings',
    'terrace',
    'meetingRooms',
    'inventories',
    'keys',
    'categories',
    'products',
    'carts',
    'quotes',
    'orders',
    'subscriptions',
    'ticketsOverview',
    'ticketsDetailed',
    'platformContracts',
    'offPlatformContracts',
    'sepaContracts',
    'emailing',
    'documents',
    'notifications',
    'operations',
    'invoices',
    'commissionRates',
    'mandateTemplates',
    'contractTemplates',
    'dbErrors',
    'csvCafe',
    'settings',
    'securityCenter',
  ];

  it('shows a brand administrator the entries of the brand modules, and the Security Center', () => {
    expect(ids(branded(5, ['ROLE_ADMIN_BRAND']))).toEqual(brandAdmin);
  });

  it('adds the super-admin-only entries for a super admin browsing the brand', () => {
    const expected = [...brandAdmin];
    expected.splice(expected.indexOf('invoices') + 1, 0, 'transferOrders', 'directDebitOrders', 'otherPayments');
    expected.splice(expected.indexOf('settings'), 0, 'brands', 'modules');
    expect(ids(branded(5, ['ROLE_ADMIN']))).toEqual(expected);
  });

  it('takes Emailing and the legal templates away from the office administrator', () => {
    expect(ids(branded(5, ['ROLE_ADMIN_OFFICE']))).toEqual(without(brandAdmin, NOT_FOR_OFFICE_ADMIN));
  });

  it('leaves commercial staff Contrats plateforme, since the brand offers bookings', () => {
    expect(ids(branded(5, ['ROLE_COMMERCIAL']))).toEqual(['dashboard', 'platformContracts', 'notifications', 'settings', 'securityCenter']);
  });

  it('shows a member no module entry: modules of a brand are for administrators', () => {
    expect(ids(branded(5, ['ROLE_USER']))).toEqual(['dashboard', 'notifications', 'settings', 'securityCenter']);
  });

  it('names the shop Magasin and links the Security Center outside the back-office', () => {
    const nodes = sidebarFor(branded(5, ['ROLE_ADMIN_BRAND']));
    expect(nodes.find((n) => n.id === 'shop')?.label).toBe('Magasin');
    expect(nodes.at(-1)).toEqual({ kind: 'link', id: 'securityCenter', label: 'Security Center', to: SECURITY_CENTER.url, external: true });
  });
});

describe('sidebar under brand 8 (Atelier Partagé)', () => {
  it('shows the brand administrator the entries of its seven modules', () => {
    expect(ids(branded(8, ['ROLE_ADMIN_BRAND']))).toEqual([
      'dashboard',
      'companies',
      'members',
      'newCollaborators',
      'sites',
      'newsFeed',
      'meetingRoomBookings',
      'meetingRooms',
      'ticketsOverview',
      'ticketsDetailed',
      'ads',
      'adGroups',
      'suggestions',
      'messages',
      'notifications',
      'mandateTemplates',
      'contractTemplates',
      'dbErrors',
      'settings',
    ]);
  });

  it('hides Contrats plateforme from commercial staff where the brand has no bookings module', () => {
    expect(ids(branded(8, ['ROLE_COMMERCIAL']))).toEqual(['dashboard', 'notifications', 'settings']);
  });

  it('calls the shop Marketplace once the brand enables it, and only this brand', () => {
    const withShop = branded(8, ['ROLE_ADMIN_BRAND'], [...BRAND_MODULES[8], 'services']);
    const shop = sidebarFor(withShop).find((n) => n.id === 'shop');
    expect(shop?.label).toBe('Marketplace');
    expect(shop?.kind === 'group' && shop.children.map((c) => c.label)).toEqual([
      'Catégories',
      'Produits',
      'Paniers',
      'Devis',
      'Commandes',
      'Abonnements',
    ]);
    for (const brandId of [5, 9, 10] as const) {
      const other = sidebarFor(branded(brandId, ['ROLE_ADMIN_BRAND'], [...MODULES]));
      expect(other.find((n) => n.id === 'shop')?.label).toBe('Magasin');
    }
    expect(sidebarFor(main(['ROLE_ADMIN'])).find((n) => n.id === 'shop')?.label).toBe('Magasin');
  });
});

describe('sidebar under brand 9 (Nova Services)', () => {
  const brandAdmin = [
    'dashboard',
    'companies',
    'members',
    'newCollaborators',
    'sites',
    'ads',
    'adGroups',
    'suggestions',
    'messages',
    'platformContracts',
    'offPlatformContracts',
    'sepaContracts',
    'documents',
    'notifications',
    'salesStaff',
    'operations',
    'invoices',
    'commissionRates',
    'mandateTemplates',
    'contractTemplates',
    'dbErrors',
    'exports',
    'settings',
  ];

  it('shows the brand administrator its modules, Commerciaux and Exports included', () => {
    expect(ids(branded(9, ['ROLE_ADMIN_BRAND']))).toEqual(brandAdmin);
  });

  it('takes Exports and the legal templates away from the office administrator', () => {
    expect(ids(branded(9, ['ROLE_ADMIN_OFFICE']))).toEqual(without(brandAdmin, NOT_FOR_OFFICE_ADMIN));
  });

  it('leaves commercial staff Contrats plateforme and members the common entries', () => {
    expect(ids(branded(9, ['ROLE_COMMERCIAL']))).toEqual(['dashboard', 'platformContracts', 'notifications', 'settings']);
    expect(ids(branded(9, ['ROLE_USER']))).toEqual(['dashboard', 'notifications', 'settings']);
  });
});

describe('sidebar under brand 10 (Les Ruches)', () => {
  it('shows the coworking, terrace and display-panel entries its modules enable', () => {
    expect(ids(branded(10, ['ROLE_ADMIN_BRAND']))).toEqual([
      'dashboard',
      'companies',
      'members',
      'newCollaborators',
      'sites',
      'newsFeed',
      'meetingRoomBookings',
      'workstationBookings',
      'terrace',
      'coworkingSpaces',
      'meetingRooms',
      'keys',
      'panels',
      'coworkingContracts',
      'notifications',
      'mandateTemplates',
      'contractTemplates',
      'dbErrors',
      'csvCafe',
      'settings',
    ]);
  });
});

describe('sidebar rules across every role and brand', () => {
  const contexts: { name: string; ctx: SidebarContext }[] = [];
  for (const [roleName, roles] of Object.entries(ROLE_SETS)) {
    contexts.push({ name: `${roleName} on the main platform`, ctx: main(roles) });
    contexts.push({ name: `${roleName} without a brand on this host`, ctx: { brandId: null, brandModules: [], noBrand: true, roles } });
    for (const brandId of [5, 8, 9, 10] as const) {
      contexts.push({ name: `${roleName} on brand ${brandId}`, ctx: branded(brandId, roles) });
      contexts.push({ name: `${roleName} on brand ${brandId} with every module`, ctx: branded(brandId, roles, [...MODULES]) });
    }
  }

  it.each(contexts)('$name: entries keep the order of the spec', ({ ctx }) => {
    const seen = ids(ctx);
    expect(seen).toEqual(ALL.filter((id) => seen.includes(id)));
  });

  it.each(contexts)('$name: super-admin-only entries appear for ROLE_ADMIN alone', ({ ctx }) => {
    const seen = ids(ctx);
    for (const id of SUPER_ADMIN_ONLY) expect(seen.includes(id)).toBe(ctx.roles.includes('ROLE_ADMIN'));
  });

  it.each(contexts)('$name: the office administrator never sees Exports, Emailing or legal templates', ({ ctx }) => {
    if (ctx.roles.join() !== 'ROLE_ADMIN_OFFICE') return;
    expect(ids(ctx).filter((id) => NOT_FOR_OFFICE_ADMIN.includes(id))).toEqual([]);
  });

  it.each(contexts)('$name: Security Center on brand 5 only; dashboard, notifications and settings always', ({ ctx }) => {
    const seen = ids(ctx);
    expect(seen.includes('securityCenter')).toBe(ctx.brandId === 5);
    expect(seen).toEqual(expect.arrayContaining(['dashboard', 'notifications', 'settings']));
  });

  it.each(contexts)('$name: no group is drawn empty', ({ ctx }) => {
    const check = (nodes: SidebarNode[]): void => {
      for (const n of nodes) {
        if (n.kind === 'group') {
          expect(n.children.length).toBeGreaterThan(0);
          check(n.children);
        }
      }
    };
    check(sidebarFor(ctx));
  });

  it('shows a branded administrator no module entry on a host without a brand', () => {
    expect(ids({ brandId: null, brandModules: [], noBrand: true, roles: ['ROLE_ADMIN_BRAND'] })).toEqual([
      'dashboard',
      'notifications',
      'mandateTemplates',
      'contractTemplates',
      'dbErrors',
      'settings',
    ]);
  });

  it('hides a module entry when the brand drops the module, and from non-administrators everywhere in a brand', () => {
    expect(ids(branded(9, ['ROLE_ADMIN_BRAND'], without(BRAND_MODULES[9], ['ads'])))).not.toContain('ads');
    for (const brandId of [5, 8, 9, 10] as const) {
      const seen = ids(branded(brandId, ['ROLE_USER'], [...MODULES]));
      expect(seen).toEqual(
        brandId === 5 ? ['dashboard', 'notifications', 'settings', 'securityCenter'] : ['dashboard', 'notifications', 'settings'],
      );
    }
  });
});

describe('activeSidebarLink', () => {
  const nodes = sidebarFor(main(['ROLE_ADMIN']));

  it('lights the entry of the screen and of its records', () => {
    expect(activeSidebarLink(nodes, '/membres')).toBe('members');
    expect(activeSidebarLink(nodes, '/membres/12')).toBe('members');
    expect(activeSidebarLink(nodes, '/membres?page=3')).toBe('members');
  });

  it('prefers the longest route: /tickets/view and /coworking/planning have their own entries', () => {
    expect(activeSidebarLink(nodes, '/tickets/view')).toBe('ticketsDetailed');
    expect(activeSidebarLink(nodes, '/tickets/42')).toBe('ticketsOverview');
    expect(activeSidebarLink(nodes, '/coworking/planning')).toBe('workstationBookings');
    expect(activeSidebarLink(nodes, '/coworking/3')).toBe('coworkingSpaces');
    expect(activeSidebarLink(nodes, '/commandes/paniers')).toBe('carts');
    expect(activeSidebarLink(nodes, '/ordres/prelevement/8')).toBe('directDebitOrders');
  });

  it('lights the dashboard on / only, and nothing for a screen outside the menu', () => {
    expect(activeSidebarLink(nodes, '/')).toBe('dashboard');
    expect(activeSidebarLink(nodes, '/settings/notifications')).toBe('settings');
    expect(activeSidebarLink(nodes, '/membresx')).toBeNull();
    expect(activeSidebarLink(nodes, '/dev/mails')).toBeNull();
  });
});
