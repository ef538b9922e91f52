import { COMPANY_SHEET_LABELS as S } from '@hubgrade/domain/companies/labels';
import Description from '@mui/icons-material/Description';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useOwnerDocuments } from '../api/company-records.ts';

function DocumentLine({ label, file }: { label: string; file: { name: string; path: string } | null }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography>{label}</Typography>
      {file ? (
        <Button href={file.path} target="_blank" rel="noopener" startIcon={<Description />} aria-label={`${label} : ${file.name}`}>
          {file.name}
        </Button>
      ) : (
        <Typography color="textSecondary">{S.missingDocument}</Typography>
      )}
    </Stack>
  );
}

/** The owner's identity proof and KBIS (tables-and-sheets §2.11), from the contracts area's documents. */
export function CompanyDocuments({ ownerId }: { ownerId: number | null }) {
  const documents = useOwnerDocuments(ownerId);
  if (ownerId === null) return <Typography color="textSecondary">{S.noOwner}</Typography>;
  if (documents.isPending) return <LinearProgress aria-label={S.loading} />;
  if (documents.isError) return <Alert severity="error">{documents.error.message}</Alert>;
  return (
    <Stack spacing={1}>
      <DocumentLine label={S.identityProof} file={documents.data.pieceIdentite} />
      <DocumentLine label={S.kbis} file={documents.data.kbis} />
    </Stack>
  );
}
