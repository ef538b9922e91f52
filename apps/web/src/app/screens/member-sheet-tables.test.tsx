import type { AccountType } from '@hubgrade/domain/auth/roles';
import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import { contractOperations } from '@hubgrade/domain/contracts/operations';
import type { ContractKind, ContractRow } from '@hubgrade/domain/contracts/schemas';
import { messageOperations } from '@hubgrade/domain/messages/operations';
import type { MessageRow } from '@hubgrade/domain/messages/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { type ReactNode, Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { MemberContracts } from '../../features/contracts/embeds.ts';
import { MemberMessages } from '../../features/messages/embeds.ts';
import { brandQuery } from '../../lib/brand.ts';
import { keyOf } from '../../lib/call.ts';
import { SnackbarProvider } from '../../ui/snackbar/snackbar-provider.tsx';

const MEMBER = 7;

const message: MessageRow = {
  message_id: 31,
  id: 31,
  date: '2026-10-01T09:00:00Z',
  ad_id: 4,
  ad_title: 'Bureau lumineux',
  ad_category: 1,
  ad_address: '1 rue de Rivoli',
  ad_zipcode: '75001',
  ad_city: 'Paris',
  ad_area_square: 40,
  ad_available: true,
  loueur_id: 7,
  loueur_company: 'Bailleur SA',
  loueur_first_name: 'Louise',
  loueur_last_name: 'Loueuse',
  loueur_email: 'louise@example.fr',
  loueur_mobile: null,
  locataire_id: 5,
  locataire_company: 'Start SAS',
  locataire_first_name: 'Thomas',
  locataire_last_name: 'Tenant',
  locataire_email: 'thomas@example.fr',
  locataire_mobile: null,
  message_sender: 5,
  message_state: 3,
  message_content: ['Bonjour'],
  message_type: 1,
  sent_by_admin: false,
  discussion_id: 12,
  archived: false,
};

const contract: ContractRow = {
  id: 51,
  kind: 'coworking',
  brandId: null,
  offPlatform: false,
  stateName: 4,
  bookingStart: '2026-01-01',
  bookingEnd: null,
  openSpaceId: 3,
  openSpaceName: 'Open space Lyon',
  openSpaceContractCapacity: 20,
  openSpaceReservationCapacity: 10,
  openSpaceOpeningHour: '08:00',
  openSpaceClosingHour: '19:00',
  spaceId: 2,
  spaceName: 'Lyon Part-Dieu',
  spaceAddress: '1 place Charles Béraudier',
  spaceCity: 'Lyon',
  spaceZipcode: '69003',
  senderId: 5,
  senderCompanyId: null,
  senderCompany: 'Start SAS',
  senderFirstName: 'Thomas',
  senderLastName: 'Tenant',
  senderEmail: 'thomas@example.fr',
  senderMobile: null,
  userId: 7,
  userCompany: 'Bailleur SA',
  userFirstName: 'Louise',
  userLastName: 'Loueuse',
  userEmail: 'louise@example.fr',
  userMobile: null,
  landlordName: null,
  ad: 4,
  adTitle: 'Bureau lumineux',
  adSpaceName: null,
  city: 'Lyon',
  rent: 50_000,
  contractRent: 50_000,
  contractType: 1,
  contractEnd: '2027-01-01',
  duration: 12,
  legalLengthDone: false,
  tacitRenewal: true,
  subscription: 0,
  mandateDate: null,
  mandateIp: null,
  mandateDateRemoved: null,
  paymentMode: 'Manuel',
  commercialId: null,
  commercialName: 'Camille Commerciale',
  commercialUpload: null,
  invoiceState: 0,
  invoiceWarning: false,
  invoiceId: null,
  ht: null,
  tva: null,
  remiseHt: null,
  ttc: null,
  capacity: 2,
  posteCount: 2,
  countKey: 0,
  domiciliation: false,
  notifications: 0,
  newActivity: false,
  signedAt: null,
  createdAt: '2025-12-01T09:00:00Z',
};

const page = { page: 1, itemsPerPage: 25, userId: MEMBER };

/** The sheet's tables over one answered page, in a deployment of `brandId` (null: the main platform). */
function renderTable(brandId: number | null, table: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  client.setQueryData(brandQuery.queryKey, {
    brand: brandId === null ? null : { id: brandId },
    configuration: null,
    name: 'Hubgrade',
    theme: {},
    primaryColor: '#F8A800',
  } as never);
  client.setQueryData(keyOf(messageOperations.listMessages, page), { items: [message], total: 1 });
  for (const kind of ['platform', 'coworking'] as const) {
    client.setQueryData(keyOf(kind === 'platform' ? contractOperations.listPlatform : contractOperations.listCoworking, page), {
      items: [{ ...contract, kind }],
      total: 1,
    });
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SnackbarProvider>
          <Suspense fallback={null}>{table}</Suspense>
        </SnackbarProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function headers(name: string) {
  const table = await screen.findByRole('table', { name });
  return within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter((header) => header && header !== TABLE_LABELS.expand);
}

const messages = async (brandId: number | null, userType: AccountType) => {
  renderTable(brandId, <MemberMessages userId={MEMBER} userType={userType} label="Messages" />);
  return headers('Messages');
};
const contracts = async (brandId: number | null, kind: ContractKind, userType: AccountType) => {
  renderTable(brandId, <MemberContracts kind={kind} userId={MEMBER} userType={userType} label="Contrats" />);
  return headers('Contrats');
};

afterEach(cleanup);

describe('the member sheet’s messages table (tables-and-sheets §2.8)', () => {
  it('shows the tenant, the state and the actions on a landlord’s sheet, not the landlord', async () => {
    expect(await messages(null, 1)).toEqual(['ID', 'Date', 'Annonce', 'Locataire', 'État', 'Actions']);
  });
  it('shows the landlord, the state and the actions on a tenant’s sheet, not the tenant', async () => {
    expect(await messages(null, 2)).toEqual(['ID', 'Date', 'Annonce', 'Loueur', 'État', 'Actions']);
  });
  it('names the other party in brand 9’s words', async () => {
    expect(await messages(9, 1)).toEqual(['ID', 'Date', 'Annonce', 'Client', 'État', 'Actions']);
    cleanup();
    expect(await messages(9, 2)).toEqual(['ID', 'Date', 'Annonce', 'Prestataire', 'État', 'Actions']);
  });
});

describe('the member sheet’s contracts tables (tables-and-sheets §2.2, §2.3)', () => {
  it('show the tenant on a landlord’s sheet, not the coworking space', async () => {
    expect(await contracts(null, 'coworking', 1)).toEqual([
      'Id',
      'État',
      'Début',
      'Fin',
      'Site',
      'Locataire',
      'Loyer HT',
      'Type de contrat',
      'Paiement',
      'Facturation',
      'Commercial',
      'Actions',
    ]);
  });
  it('show the coworking space on a tenant’s sheet, not the tenant', async () => {
    expect(await contracts(null, 'coworking', 2)).toEqual([
      'Id',
      'État',
      'Début',
      'Fin',
      'Espace coworking',
      'Site',
      'Loyer HT',
      'Type de contrat',
      'Paiement',
      'Facturation',
      'Commercial',
      'Actions',
    ]);
  });
  it('keep the salesperson for brand 5 only among brands, and speak brand 9’s words', async () => {
    expect(await contracts(5, 'coworking', 1)).toContain('Commercial');
    cleanup();
    const brand9 = await contracts(9, 'coworking', 1);
    expect(brand9).toEqual(expect.arrayContaining(['Client', 'Prix HT', 'État', 'Actions']));
    expect(brand9).not.toContain('Commercial');
  });
  it('show the platform contract’s other party: the tenant to a landlord, the landlord to a tenant', async () => {
    const landlordSheet = await contracts(null, 'platform', 1);
    expect(landlordSheet).toEqual(expect.arrayContaining(['État', 'Annonce', 'Locataire', 'Actions']));
    expect(landlordSheet).not.toContain('Loueur');
    cleanup();
    const tenantSheet = await contracts(null, 'platform', 2);
    expect(tenantSheet).toEqual(expect.arrayContaining(['État', 'Annonce', 'Loueur', 'Actions']));
    expect(tenantSheet).not.toContain('Locataire');
  });
});
