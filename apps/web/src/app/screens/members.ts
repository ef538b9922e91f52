import type { ScreenId } from '@hubgrade/domain/shell/screen-labels';
import { createElement } from 'react';
import { lazyChunk } from '../../lib/chunk-reload.ts';
import { type LazyScreen, lazyComponent } from '../lazy-route.ts';

/** The member sheet's messages and contracts tables, of the messages and contracts areas: their code loads when the sheet draws them. */
const MemberMessages = lazyChunk(
  () => import('../../features/messages/embeds.ts'),
  (m) => m.MemberMessages,
);
const MemberContracts = lazyChunk(
  () => import('../../features/contracts/embeds.ts'),
  (m) => m.MemberContracts,
);
/** The member sheet's credits, of the credits area. */
const MemberCredits = lazyChunk(
  () => import('../../features/credits/embeds.ts'),
  (m) => m.MemberCredits,
);

/** The landlord's management statements, of the statements area. */
const LandlordStatements = lazyChunk(
  () => import('../../features/statements/embeds.ts'),
  (m) => m.LandlordStatements,
);

/** The export and erasure of the member's personal data, of the personal-data area. */
const PersonalData = lazyChunk(
  () => import('../../features/personal-data/embeds.ts'),
  (m) => m.PersonalDataCard,
);

/** The built screens of this area, by screen id (see screen-routes.tsx). */
export const SCREENS: Partial<Record<ScreenId, LazyScreen>> = {
  members: lazyComponent(
    () => import('../../features/members/components/members-page.tsx'),
    (m) => m.MembersPage,
  ),
  member: lazyComponent(
    () => import('../../features/members/components/member-sheet-page.tsx'),
    (m) => () =>
      createElement(m.MemberSheetPage, {
        Messages: MemberMessages,
        Contracts: MemberContracts,
        Credits: MemberCredits,
        Statements: LandlordStatements,
        PersonalData,
      }),
  ),
  newCollaborators: lazyComponent(
    () => import('../../features/members/components/incoming-page.tsx'),
    (m) => m.IncomingPage,
  ),
};
