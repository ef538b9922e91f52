import { isAdmin } from '@hubgrade/domain/auth/roles';
import { COMPANY_LABELS, COMPANY_TABLE_LABELS as T } from '@hubgrade/domain/companies/labels';
import { COMPANY_PAGE_SIZE, type CompanyRow } from '@hubgrade/domain/companies/schemas';
import Add from '@mui/icons-material/Add';
import Business from '@mui/icons-material/Business';
import Delete from '@mui/icons-material/Delete';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from '../../../lib/brand.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import type { RowAction } from '../../../ui/data-table/row-actions-menu.tsx';
import { SelectFilter } from '../../../ui/data-table/select-filter.tsx';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { ListScreen } from '../../../ui/list-screen.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCompanies, useCompanyChoices, useDeleteCompany } from '../api/companies.ts';
import { COMPANIES_PARAMS } from './companies-params.ts';
import { COMPANY_COLUMNS, COMPANY_COLUMNS_WITH_SLACK } from './company-columns.tsx';
import { CompanyCreateDialog } from './company-form-dialog.tsx';
import { CompanyUsers } from './company-users.tsx';

const companyRowId = (company: CompanyRow) => String(company.id);

function CategoryFilter({ value, onChange }: { value: number | undefined; onChange: (categoryId: number | undefined) => void }) {
  const choices = useCompanyChoices();
  return (
    <SelectFilter
      label={T.categoryFilter}
      value={value === undefined ? undefined : String(value)}
      options={(choices.data?.categories ?? []).map((category) => [String(category.id), category.name] as const)}
      allLabel={T.allCategories}
      minWidth={220}
      onChange={(categoryId) => onChange(categoryId ? Number(categoryId) : undefined)}
    />
  );
}

/** /societe: the companies table (tables-and-sheets §2.9, members-bookings-feed §2.1). */
export function CompaniesPage() {
  const { params, update, control } = useListParams(COMPANIES_PARAMS);
  const companies = useCompanies(params);
  const { configuration } = useBrand();
  const roles = useCurrentUser().data?.roles ?? [];
  const admin = isAdmin(roles);
  const navigate = useNavigate();
  const { run, dialog: confirmDialog } = useMutationFeedback();
  const remove = useDeleteCompany();
  const [creating, setCreating] = useState(false);

  const actions: RowAction<CompanyRow>[] = [
    { label: T.sheet, icon: <Business fontSize="small" />, onClick: (company) => navigate(`/societe/${company.id}`) },
    {
      label: T.prospect,
      icon: <OpenInNew fontSize="small" />,
      visible: (company) => company.crmProspectUrl !== null,
      onClick: (company) => company.crmProspectUrl && window.open(company.crmProspectUrl, '_blank', 'noopener'),
    },
    {
      label: T.delete,
      icon: <Delete fontSize="small" />,
      destructive: true,
      visible: () => admin,
      // A refusal (contracts under way) says why; the default text covers the rest.
      onClick: (company) =>
        run(remove, company.id, {
          confirm: { title: T.deleteTitle, message: COMPANY_LABELS.deleteConfirm, confirmLabel: T.deleteConfirmLabel, destructive: true },
          success: COMPANY_LABELS.deleted,
        }),
    },
  ];

  return (
    <ListScreen
      title={T.title}
      intro={T.intro}
      headerAction={
        admin && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
            {T.create}
          </Button>
        )
      }
      columns={configuration?.flags.slack ? COMPANY_COLUMNS_WITH_SLACK : COMPANY_COLUMNS}
      list={companies}
      getRowId={companyRowId}
      pageSize={COMPANY_PAGE_SIZE}
      view={{ params, update, control }}
      searchLabel={T.search}
      emptyText={T.empty}
      renderExpanded={(company) => <CompanyUsers companyId={company.id} />}
      rowActions={actions}
      toolbar={<CategoryFilter value={params.categoryId} onChange={(categoryId) => update({ categoryId })} />}
    >
      <CompanyCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(company) => {
          setCreating(false);
          navigate(`/societe/${company.id}`);
        }}
      />
      {confirmDialog}
    </ListScreen>
  );
}
