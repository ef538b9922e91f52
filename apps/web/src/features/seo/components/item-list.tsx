import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A repeated part of a block (an item, a tab, a subtab): each in its frame with its remove button, then the add button. */
export function ItemList({
  ids,
  title,
  addLabel,
  removeLabel,
  onAdd,
  onRemove,
  min = 1,
  error,
  children,
}: {
  /** The rows' stable ids (useFieldArray's), in order. */
  ids: string[];
  title: (index: number) => string;
  addLabel: string;
  removeLabel: string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  /** How many rows must stay (a list block keeps one item; a tab may lose all its subtabs). */
  min?: number;
  error?: string;
  children: (index: number) => ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridColumn: '1 / -1' }}>
      {ids.map((id, index) => (
        <Box
          key={id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, display: 'grid', gap: 2, minWidth: 0 }}
        >
          <Box component="legend" sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography variant="subtitle2" component="span">
              {title(index)}
            </Typography>
            <Tooltip title={removeLabel}>
              <span>
                <IconButton
                  size="small"
                  aria-label={`${removeLabel} ${index + 1}`}
                  onClick={() => onRemove(index)}
                  disabled={ids.length <= min}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
          {children(index)}
        </Box>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
      <Box>
        <Button startIcon={<Add />} onClick={onAdd}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
