import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-error.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { HistoryButton } from '../../../ui/history-dialog.tsx';

/** The head of a site, room or coworking sheet: back to the list, the title, the history; then the cards. */
export function SheetFrame({
  back,
  title,
  history,
  children,
}: {
  back: { to: string; label: string };
  title: ReactNode;
  history: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />}>
          {back.label}
        </Button>
        <Typography variant="h4" component="h1" sx={{ mr: 'auto', minWidth: 0 }}>
          {title}
        </Typography>
        <HistoryButton slug={history} />
      </Box>
      {children}
    </Box>
  );
}

/** The record of the address's id, loading, missing (404) or refused, before its sheet is drawn. */
export function SheetLoader<T>({
  loadingLabel,
  useRecord,
  render,
}: {
  loadingLabel: string;
  useRecord: (id: number, enabled: boolean) => UseQueryResult<T>;
  render: (record: T) => ReactNode;
}) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const record = useRecord(id, valid);
  if (!valid) return <ErrorView status={404} />;
  if (record.isPending) return <CircularProgress aria-label={loadingLabel} />;
  if (record.isError) return <ErrorView status={record.error instanceof ApiError ? record.error.status : 500} />;
  return render(record.data);
}
