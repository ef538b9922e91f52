import { INVENTORY_LABELS as L } from '@hubgrade/domain/inventory/labels';
import { isItemFilled } from '@hubgrade/domain/inventory/rules';
import type { Inventory } from '@hubgrade/domain/inventory/schemas';
import Add from '@mui/icons-material/Add';
import Save from '@mui/icons-material/Save';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { apiMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSaveInventory } from '../api/inventory.ts';
import { DifferencesCard } from './differences-card.tsx';
import { ItemEditor } from './item-editor.tsx';
import { blankItem, bodyOf, type DraftItem, type DraftRoom, draftOf, newKey, numberOf } from './report-draft.ts';

/** Whether a report may still change: a draft nobody has signed yet, and for an entry report, one whose exit is not made yet. */
export const isEditable = (report: Inventory) => report.state === 'draft' && report.signatures.length === 0 && report.exitReport === null;

const readOnlyReason = (report: Inventory) =>
  report.state === 'signed' ? L.readOnly : report.signatures.length > 0 ? L.refusals.signing : L.refusals.entryFrozen;

/**
 * The rooms and items of a report, edited in place and saved at once. The same form serves the
 * sheet (/edl/{id}) and the visit on a phone (/edl/pdt/{id}), there with large touch targets.
 */
export function ReportEditor({ report, touch }: { report: Inventory; touch: boolean }) {
  const [rooms, setRooms] = useState<DraftRoom[]>(() => draftOf(report));
  const save = useSaveInventory();
  const { run, dialog } = useMutationFeedback();
  const readOnly = !isEditable(report);
  const exit = report.kind === 'exit';
  const items = rooms.flatMap((r) => r.items);
  const filled = items.filter((i) => isItemFilled({ ...i, number: numberOf(i.number) })).length;

  const setRoom = (key: string, change: (room: DraftRoom) => DraftRoom) =>
    setRooms((all) => all.map((r) => (r.key === key ? change(r) : r)));
  const setItem = (roomKey: string, item: DraftItem) =>
    setRoom(roomKey, (room) => ({ ...room, items: room.items.map((i) => (i.key === item.key ? item : i)) }));

  return (
    <Box sx={{ display: 'grid', gap: 2, pb: touch && !readOnly ? 10 : 0 }}>
      {readOnly && <Alert severity="info">{readOnlyReason(report)}</Alert>}
      <Typography variant="body2" color="textSecondary" data-testid="filled-count">
        {L.filledCount(filled, items.length)}
      </Typography>
      {rooms.map((room) => (
        <Paper
          key={room.key}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
          component="section"
          aria-label={room.name}
        >
          {room.added ? (
            <TextField
              label={L.fields.room}
              value={room.name}
              required
              disabled={readOnly}
              onChange={(e) => setRoom(room.key, (r) => ({ ...r, name: e.target.value }))}
            />
          ) : (
            <Typography variant="h6" component="h2">
              {room.name}
            </Typography>
          )}
          {room.items.map((item) => (
            <ItemEditor
              key={item.key}
              item={item}
              readOnly={readOnly}
              touch={touch}
              exit={exit}
              onChange={(changed) => setItem(room.key, changed)}
              onRemove={() => setRoom(room.key, (r) => ({ ...r, items: r.items.filter((i) => i.key !== item.key) }))}
            />
          ))}
          {!readOnly && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                startIcon={<Add />}
                size={touch ? 'large' : 'medium'}
                onClick={() => setRoom(room.key, (r) => ({ ...r, items: [...r.items, blankItem()] }))}
              >
                {L.actions.addItem}
              </Button>
              {room.added && (
                <Button color="error" onClick={() => setRooms((all) => all.filter((r) => r.key !== room.key))}>
                  {L.actions.removeRoom}
                </Button>
              )}
            </Box>
          )}
        </Paper>
      ))}
      {!readOnly && (
        <Button
          variant="outlined"
          startIcon={<Add />}
          size={touch ? 'large' : 'medium'}
          sx={{ justifySelf: 'start' }}
          onClick={() => setRooms((all) => [...all, { key: newKey(), name: '', items: [blankItem()], added: true }])}
        >
          {L.actions.addRoom}
        </Button>
      )}
      {exit && report.entryReport && <DifferencesCard rooms={rooms} entry={report.entryReport.rooms} />}
      {!readOnly && (
        <Box
          sx={
            touch
              ? { position: 'sticky', bottom: 0, py: 1.5, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', zIndex: 2 }
              : { display: 'flex', justifyContent: 'flex-end' }
          }
        >
          <Button
            variant="contained"
            size="large"
            fullWidth={touch}
            startIcon={<Save />}
            disabled={save.isPending}
            sx={{ minHeight: 48 }}
            onClick={() =>
              run(
                save,
                { id: report.id, body: bodyOf(rooms) },
                { success: L.saved, error: apiMessage, onSuccess: (saved) => setRooms(draftOf(saved)) },
              )
            }
          >
            {L.actions.save}
          </Button>
        </Box>
      )}
      {dialog}
    </Box>
  );
}
