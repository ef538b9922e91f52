import { TABLE_LABELS } from '@hubgrade/domain/common/ui-labels';
import CheckBox from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlank from '@mui/icons-material/CheckBoxOutlineBlank';
import ViewColumn from '@mui/icons-material/ViewColumn';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useOpenedOnce } from '../use-opened-once.ts';
import type { ColumnChoice } from './column-visibility.ts';
import type { TableDensity } from './table-preferences.ts';

interface TableDisplayMenuProps {
  choices: readonly ColumnChoice[];
  hidden: readonly string[];
  onHiddenChange: (ids: readonly string[]) => void;
  /** Absent where rows are cards (a phone): density means nothing there. */
  density?: TableDensity;
  onDensityChange: (density: TableDensity) => void;
}

/** The menu item's state is its aria-checked; the box only draws it. */
function Tick({ on }: { on: boolean }) {
  return on ? <CheckBox fontSize="small" color="primary" /> : <CheckBoxOutlineBlank fontSize="small" />;
}

/** The table's "Affichage" menu: the columns shown, then compact or comfortable rows. */
export function TableDisplayMenu({ choices, hidden, onHiddenChange, density, onDensityChange }: TableDisplayMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  const menuId = useId();
  const toggle = (id: string) => onHiddenChange(hidden.includes(id) ? hidden.filter((other) => other !== id) : [...hidden, id]);
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<ViewColumn />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ ml: 'auto', color: 'text.secondary' }}
      >
        {TABLE_LABELS.display}
      </Button>
      {opened && (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={anchor !== null}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ list: { 'aria-label': TABLE_LABELS.displayMenu, dense: true } }}
        >
          <ListSubheader sx={{ lineHeight: '32px' }}>{TABLE_LABELS.columns}</ListSubheader>
          {choices.map((choice) => (
            <MenuItem key={choice.id} role="menuitemcheckbox" aria-checked={!hidden.includes(choice.id)} onClick={() => toggle(choice.id)}>
              <ListItemIcon>
                <Tick on={!hidden.includes(choice.id)} />
              </ListItemIcon>
              <ListItemText>{choice.label}</ListItemText>
            </MenuItem>
          ))}
          {density && <Divider />}
          {density && (
            <MenuItem
              role="menuitemcheckbox"
              aria-checked={density === 'comfortable'}
              onClick={() => onDensityChange(density === 'comfortable' ? 'compact' : 'comfortable')}
            >
              <ListItemIcon>
                <Tick on={density === 'comfortable'} />
              </ListItemIcon>
              <ListItemText>{TABLE_LABELS.comfortable}</ListItemText>
            </MenuItem>
          )}
        </Menu>
      )}
    </>
  );
}
