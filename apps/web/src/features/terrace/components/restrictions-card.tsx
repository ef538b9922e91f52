import { formatDateTime } from '@hubgrade/domain/format/dates';
import { TERRACE_LABELS as L } from '@hubgrade/domain/terrace/labels';
import type { TerraceRestriction } from '@hubgrade/domain/terrace/schemas';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useRemoveRestriction } from '../api/terrace.ts';
import { RestrictionDialog, type RestrictionKind } from './restriction-dialog.tsx';

const TEXTS = {
  closure: {
    title: L.restrictions.closures,
    add: L.restrictions.addClosure,
    empty: L.restrictions.noClosure,
    confirm: L.restrictions.confirmRemoveClosure,
    removed: L.restrictions.closureRemoved,
  },
  capacity: {
    title: L.restrictions.capacityChanges,
    add: L.restrictions.addCapacityChange,
    empty: L.restrictions.noCapacityChange,
    confirm: L.restrictions.confirmRemoveCapacityChange,
    removed: L.restrictions.capacityChangeRemoved,
  },
} as const;

/** The closures, or the exceptional capacity changes, not over yet: administrators add and remove them (after a confirmation). */
export function RestrictionsCard({
  terraceId,
  kind,
  restrictions,
  editable,
}: {
  terraceId: number;
  kind: RestrictionKind;
  restrictions: TerraceRestriction[];
  editable: boolean;
}) {
  const text = TEXTS[kind];
  const remove = useRemoveRestriction();
  const { run, dialog } = useMutationFeedback();
  const [adding, setAdding] = useState(false);
  const rows = restrictions.filter((r) => (kind === 'closure' ? r.capacityUpdate === null : r.capacityUpdate !== null));

  return (
    <SheetCard
      title={text.title}
      action={
        editable && (
          <Button startIcon={<Add />} onClick={() => setAdding(true)}>
            {text.add}
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{text.empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={text.title}>
            <TableHead>
              <TableRow>
                <TableCell>{L.restrictions.period}</TableCell>
                <TableCell>{L.restrictions.reason}</TableCell>
                {editable && <TableCell align="right" />}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(r.dateBegin)}
                    </Box>{' '}
                    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                      → {formatDateTime(r.dateEnd)}
                    </Box>
                    {r.capacityUpdate !== null && (
                      <Box component="strong" sx={{ display: 'block' }}>
                        {L.dialog.peopleMax(r.capacityUpdate)}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{r.reason ?? '—'}</TableCell>
                  {editable && (
                    <TableCell align="right" sx={{ px: 0 }}>
                      <IconButton
                        aria-label={L.restrictions.remove}
                        onClick={() =>
                          run(
                            remove,
                            { id: terraceId, restrictionId: r.id },
                            {
                              confirm: { message: text.confirm, confirmLabel: L.restrictions.remove, destructive: true },
                              success: text.removed,
                            },
                          )
                        }
                      >
                        <Delete fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {adding && <RestrictionDialog terraceId={terraceId} kind={kind} onClose={() => setAdding(false)} />}
      {dialog}
    </SheetCard>
  );
}
