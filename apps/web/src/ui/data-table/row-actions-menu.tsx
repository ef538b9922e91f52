import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { type ReactNode, useId, useState } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';

/** One entry of a row's menu; `visible` keeps it for the rows (and users) it applies to. */
export interface RowAction<T> {
  label: string;
  icon?: ReactNode;
  onClick: (row: T) => void;
  visible?: (row: T) => boolean;
  /** Shown in the error colour: deletions and other irreversible actions. */
  destructive?: boolean;
}

export function visibleActions<T>(actions: readonly RowAction<T>[], row: T): RowAction<T>[] {
  return actions.filter((action) => !action.visible || action.visible(row));
}

/** The kebab menu at the end of a row; nothing at all when no action applies to the row. */
export function RowActionsMenu<T>({ row, actions }: { row: T; actions: readonly RowAction<T>[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A table draws one menu per row: each is built only once opened.
  const opened = useOpenedOnce(anchor !== null);
  const menuId = useId();
  const shown = visibleActions(actions, row);
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
        >
          {shown.map((action) => (
            <MenuItem
              key={action.label}
              onClick={() => {
                close();
                action.onClick(row);
              }}
              sx={action.destructive ? { color: 'error.main' } : undefined}
            >
              {action.icon && <ListItemIcon sx={action.destructive ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>}
              <ListItemText>{action.label}</ListItemText>
            </MenuItem>
          ))}
        </Menu>
      )}
    </>
  );
}
