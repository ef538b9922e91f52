import { isAdmin } from '@hubgrade/domain/auth/roles';
import { COMPANY_LABELS, COMPANY_SHEET_LABELS as S } from '@hubgrade/domain/companies/labels';
import type { Company } from '@hubgrade/domain/companies/schemas';
import { CREDIT_LABELS } from '@hubgrade/domain/credits/labels';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { CategoryChip } from '../../../ui/category-chip.tsx';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useCompany } from '../api/companies.ts';
import { CompanyContracts } from './company-contracts.tsx';
import { CompanyDocuments } from './company-documents.tsx';
import { CompanyEditDialog } from './company-form-dialog.tsx';
import { CompanyMembers } from './company-members.tsx';
import { OngoingContracts } from './ongoing-contracts.tsx';

const F = COMPANY_LABELS.fields;
const ZCompanyId = z.coerce.number().int().positive().max(2_147_483_647);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children || S.none}
      </Typography>
    </Box>
  );
}

function Identity({ company }: { company: Company }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, m: 0 }}>
      <Field label={F.companyAddress}>{company.companyAddress}</Field>
      <Field label={F.companyZipcode}>{company.companyZipcode}</Field>
      <Field label={F.companyCity}>{company.companyCity}</Field>
      <Field label={F.espaceName}>{company.espaceName}</Field>
      <Field label={F.siret}>{company.siret}</Field>
      <Field label={F.owner}>
        {company.ownerId !== null && (
          <Link component={RouterLink} to={`/membres/${company.ownerId}`}>
            {company.ownerFullName}
          </Link>
        )}
      </Field>
      <Field label={F.usersNumber}>{String(company.usersNumber)}</Field>
      <Field label={F.ongoingBooking}>
        <OngoingContracts company={company} />
      </Field>
      <Field label={F.slackChannelName}>{company.slackChannelName}</Field>
      <Field label={F.crmProspectId}>
        {company.crmProspectUrl ? (
          <Link href={company.crmProspectUrl} target="_blank" rel="noopener">
            {company.crmProspectId} <OpenInNew sx={{ fontSize: 14, verticalAlign: 'middle' }} />
          </Link>
        ) : (
          company.crmProspectId
        )}
      </Field>
      <Field label={F.createdAt}>{formatDate(company.createdAt)}</Field>
    </Box>
  );
}

/**
 * What the sheet shows of other areas: its invoices belong to billing and its member table to
 * members, which the app puts in (app/screens/companies.ts), a feature importing no other.
 */
export interface CompanySheetSlots {
  Invoices: ComponentType<{ companyId: number }>;
  Members: ComponentType<{ companyId: number }>;
  Credits: ComponentType<{ companyId: number }>;
}

function Sheet({ id, Invoices, Members, Credits }: { id: number } & CompanySheetSlots) {
  const company = useCompany(id);
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState(false);
  if (company.isPending) return <PageLoader />;
  if (company.isError) {
    const status = company.error instanceof ApiError ? company.error.status : 0;
    if (status === 404) return <ErrorView status={404} />;
    return <Alert severity="error">{company.error.message}</Alert>;
  }
  const c = company.data;
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Box>
        <Button component={RouterLink} to="/societe" startIcon={<ArrowBack />} size="small">
          {S.back}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          <Typography variant="h4" component="h1">
            {c.companyName}
          </Typography>
          <CategoryChip category={c.companyCategoryId} />
        </Box>
        <Stack direction="row" spacing={1}>
          <HistoryButton slug={`company-${c.id}`} />
          {admin && (
            <Button variant="contained" startIcon={<Edit />} onClick={() => setEditing(true)}>
              {S.edit}
            </Button>
          )}
        </Stack>
      </Box>
      <Section title={S.identity}>
        <Identity company={c} />
      </Section>
      <Section title={S.members}>
        <CompanyMembers companyId={c.id} Table={Members} />
      </Section>
      <Section title={S.contracts}>
        <CompanyContracts companyId={c.id} />
      </Section>
      <Section title={S.invoices}>
        <Invoices companyId={c.id} />
      </Section>
      <Section title={CREDIT_LABELS.title}>
        <Credits companyId={c.id} />
      </Section>
      <Section title={S.documents}>
        <CompanyDocuments ownerId={c.ownerId} />
      </Section>
      {editing && <CompanyEditDialog company={c} open={editing} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

/** /societe/{id}: the company sheet. */
export function CompanySheetPage({ Invoices, Members, Credits }: CompanySheetSlots) {
  const parsed = ZCompanyId.safeParse(useParams().id);
  if (!parsed.success) return <ErrorView status={404} />;
  return <Sheet key={parsed.data} id={parsed.data} Invoices={Invoices} Members={Members} Credits={Credits} />;
}
