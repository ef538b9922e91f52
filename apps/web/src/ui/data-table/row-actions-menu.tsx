import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';

/**
 * One entry of a row's menu. `visible` keeps it for the rows (and users) it applies to: an action
 * the user's role never allows stays out. `unavailable` gives the reason the row's state refuses
 * it now (the domain rule's words): the entry then shows disabled with that reason, even where
 * `visible` says no, so the user learns what the action waits for instead of missing it.
 */
export interface RowAction<T> {
  label: string;
  icon?: ReactNode;
  onClick: (row: T) => void;
  visible?: (row: T) => boolean;
  unavailable?: (row: T) => string | null;
  /** Shown in the error colour: deletions and other irreversible actions. */
  destructive?: boolean;
}

/** The entries a row's menu shows, each with the reason it is disabled (null when it can be taken). */
export function rowActionEntries<T>(actions: readonly RowAction<T>[], row: T): { action: RowAction<T>; unavailable: string | null }[] {
  return actions
    .map((action) => ({ action, unavailable: action.unavailable?.(row) ?? null }))
    .filter(({ action, unavailable }) => unavailable !== null || !action.visible || action.visible(row));
}

function colourOf<T>(action: RowAction<T>, unavailable: string | null): string | undefined {
  if (unavailable !== null) return 'text.disabled';
  return action.destructive ? 'error.main' : undefined;
}

/** The kebab menu at the end of a row; nothing at all when no action applies to the row. */
export function RowActionsMenu<T>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A table draws one menu per row: each is built only once opened.
  const opened = useOpenedOnce(anchor !== null);
  const menuId = useId();
  const shown = rowActionEntries(actions, row);
  if (shown.length === 0) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={TABLE_LABELS.rowActions}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      {opened && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          // The arrow keys still reach a disabled entry, so its reason is read too.
          slotProps={{ list: { disabledItemsFocusable: true } }}
        >
          {shown.map(({ action, unavailable }, index) => (
            <MenuItem
              key={action.label}
              disabled={unavailable !== null}
              // Named by its label alone; the reason it is disabled is its description.
              aria-label={action.label}
              aria-describedby={unavailable === null ? undefined : `${menuId}-reason-${index}`}
              onClick={() => {
                close();
                action.onClick(row);
              }}
              // A disabled entry's label and icon look disabled; the reason under them keeps a readable colour.
              sx={{ color: colourOf(action, unavailable), '&.Mui-disabled': { opacity: 1 } }}
            >
              {action.icon && <ListItemIcon sx={{ color: colourOf(action, unavailable) }}>{action.icon}</ListItemIcon>}
              <ListItemText
                primary={action.label}
                secondary={unavailable}
                // The reason wraps under the label rather than widening the menu past the screen.
                slotProps={{ secondary: { id: `${menuId}-reason-${index}`, sx: { whiteSpace: 'normal', maxWidth: 280 } } }}
              />
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
