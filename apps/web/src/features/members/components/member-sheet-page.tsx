import { adOperations } from '@hubgrade/domain/ads/operations';
import { type AccountType, isAdmin, isBrandAdmin, isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { billingOperations } from '@hubgrade/domain/billing/operations';
import { isModuleVisible, type ModuleName } from '@hubgrade/domain/brands/modules';
import type { ContractKind } from '@hubgrade/domain/contracts/schemas';
import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { accountTypeLabel } from '@hubgrade/domain/members/rules';
import type { Member } from '@hubgrade/domain/members/schemas';
import { STATEMENT_LABELS } from '@hubgrade/domain/statements/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ComponentType, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand } from '../../../lib/brand.ts';
import { formatDate, formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton, useCanSeeHistory } from '../../../ui/history-dialog.tsx';
import { FactList, SheetCard } from '../../../ui/sheet-card.tsx';
import { useMember } from '../api/members.ts';
import { AccessRightsPanel } from './access-rights-panel.tsx';
import { AccountSwitch } from './account-switch.tsx';
import { StateChip } from './member-cells.tsx';
import { MemberIdentityForm } from './member-form.tsx';
import { MemberRoles } from './member-roles.tsx';
import { MemberTwoFactor } from './member-two-factor.tsx';
import { DocumentsSection, SHEET_COLUMNS, SheetListSection, SheetSection } from './sheet-sections.tsx';

const S = MEMBER_LABELS.sheet;
const F = MEMBER_LABELS.fields;

/**
 * The other areas' tables on the sheet, with their own columns, expanded rows and row menus: the
 * app puts them in (app/screens/members.ts), a feature importing no other.
 */
export interface MemberSheetSlots {
  Messages: ComponentType<{ userId: number; userType: AccountType; label: string }>;
  Contracts: ComponentType<{ kind: ContractKind; userId: number; userType: AccountType; label: string }>;
  Credits: ComponentType<{ userId: number }>;
  /** A landlord's management statements (tables §2.7). */
  Statements: ComponentType<{ landlordId: number; email: string }>;
  /** Export and erasure of the member's personal data. */
  PersonalData: ComponentType<{ memberId: number; name: string }>;
}

function Sheet({ member, Messages, Contracts, Credits, Statements, PersonalData }: { member: Member } & MemberSheetSlots) {
  const { brand, configuration } = useBrand();
  const viewer = useCurrentUser().data;
  const canSeeHistory = useCanSeeHistory();
  const [editing, setEditing] = useState(false);
  const roles = viewer?.roles ?? [];
  const admin = isAdmin(roles);
  const brandId = brand?.id ?? null;
  // Other areas' lists: only where their module is on, and for administrators, whose calls they accept
  // (a refused call would sign anyone else out, spec shell §6).
  const shows = (module: ModuleName) =>
    admin && isModuleVisible(module, { brandId: viewer?.brand?.id ?? null, brandModules: configuration?.modules ?? [], roles });

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to="/membres" startIcon={<ArrowBack />}>
          {S.backToList}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto' }}>
          {`${member.firstName} ${member.lastName}`}
        </Typography>
        <StateChip enabled={member.enabled} lastLogin={member.lastLogin} />
        {canSeeHistory && <HistoryButton slug={`user-${member.id}`} />}
      </Box>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <SheetCard
          title={S.identity}
          action={
            admin && !editing ? (
              <Button size="small" onClick={() => setEditing(true)}>
                {S.edit}
              </Button>
            ) : undefined
          }
        >
          {editing ? (
            <MemberIdentityForm member={member} onDone={() => setEditing(false)} />
          ) : (
            <FactList
              items={[
                [F.id, member.id],
                [F.firstName, member.firstName],
                [F.lastName, member.lastName],
                [F.email, member.email],
                [F.mobile, member.mobile ?? ''],
                [F.accountType, accountTypeLabel(member.accountType, brandId)],
                [S.inscription, formatDate(member.userInscriptionDate)],
              ]}
            />
          )}
        </SheetCard>
        <SheetCard title={S.company}>
          <FactList
            items={[
              [
                S.company,
                member.companyId ? (
                  <Link key="company" component={RouterLink} to={`/societe/${member.companyId}`}>
                    {member.parentCompanyName}
                  </Link>
                ) : (
                  S.noCompany
                ),
              ],
              [MEMBER_LABELS.company.role, member.companyId ? (member.companyOwner ? MEMBER_LABELS.owner : MEMBER_LABELS.employee) : ''],
              [MEMBER_LABELS.company.employeeManagement, member.accessCompany ? MEMBER_LABELS.yes : MEMBER_LABELS.no],
              [
                MEMBER_LABELS.company.shopping,
                member.shoppingRights ? MEMBER_LABELS.company.withoutValidation : MEMBER_LABELS.company.withValidation,
              ],
              [F.brand, member.brandName ?? MEMBER_LABELS.platform],
            ]}
          />
        </SheetCard>
        <SheetCard title={S.accountState}>
          <FactList
            items={[
              [F.state, <StateChip key="state" enabled={member.enabled} lastLogin={member.lastLogin} />],
              [S.lastLogin, member.lastLogin ? formatDateTime(member.lastLogin) : S.neverLoggedIn],
            ]}
          />
          {admin && <AccountSwitch member={member} viewerId={viewer?.id ?? null} viewerRoles={roles} />}
          {isBrandAdmin(roles) && viewer?.id !== member.id && (
            <MemberTwoFactor memberId={member.id} name={`${member.firstName} ${member.lastName}`} />
          )}
          <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
            {S.roles}
          </Typography>
          <MemberRoles member={member} editable={isSuperAdmin(roles) && viewer?.id !== member.id} />
        </SheetCard>
        {member.companyId !== null && (
          <SheetCard title={S.rights}>
            <AccessRightsPanel
              member={{
                userId: member.id,
                access: member.access,
                userIsOwner: member.companyOwner,
                userFirstName: member.firstName,
                userLastName: member.lastName,
              }}
            />
          </SheetCard>
        )}
      </Box>
      {shows('ads') && (
        <SheetListSection
          title={S.favourites}
          list={{ operation: adOperations.listFavourites, params: { id: member.id }, query: { itemsPerPage: 20 } }}
          columns={SHEET_COLUMNS.favourites}
          pageSize={20}
        />
      )}
      {shows('bookings') && (
        <>
          <SheetSection title={S.contracts}>
            <Contracts kind="platform" userId={member.id} userType={member.accountType} label={S.contracts} />
          </SheetSection>
          <SheetSection title={S.coworkingContracts}>
            <Contracts kind="coworking" userId={member.id} userType={member.accountType} label={S.coworkingContracts} />
          </SheetSection>
        </>
      )}
      {shows('billing') && (
        <SheetListSection
          title={S.invoices}
          list={{ operation: billingOperations.listInvoices, query: { userId: member.id, itemsPerPage: 20 } }}
          columns={SHEET_COLUMNS.invoices}
          pageSize={20}
        />
      )}
      {shows('billing') && member.accountType === 1 && (
        <SheetSection title={STATEMENT_LABELS.title}>
          <Statements landlordId={member.id} email={member.email} />
        </SheetSection>
      )}
      {shows('ads') && (
        <SheetSection title={S.messages}>
          <Messages userId={member.id} userType={member.accountType} label={S.messages} />
        </SheetSection>
      )}
      {shows('bookings') && <DocumentsSection userId={member.id} />}
      <SheetSection title={CREDIT_LABELS.title}>
        <Credits userId={member.id} />
      </SheetSection>
      <PersonalData memberId={member.id} name={`${member.firstName} ${member.lastName}`} />
    </Box>
  );
}

/** /membres/{id}: the member sheet. Another brand's member is a 404 from the API, shown as such. */
export function MemberSheetPage(slots: MemberSheetSlots) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const member = useMember(id, valid);
  if (!valid) return <ErrorView status={404} />;
  if (member.isPending) return <CircularProgress aria-label={S.open} />;
  if (member.isError) return <ErrorView status={member.error instanceof ApiError ? member.error.status : 500} />;
  return <Sheet key={member.data.id} member={member.data} {...slots} />;
}
