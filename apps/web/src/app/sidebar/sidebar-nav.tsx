import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { activeSidebarLink, type SidebarGroup, type SidebarLink, type SidebarNode } from '@hubgrade/domain/shell/sidebar';
import type { SidebarId } from '@hubgrade/domain/shell/sidebar-labels';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Hint } from '../../ui/hint.tsx';
import { SIDEBAR_ICONS } from './sidebar-icons.ts';

/** The groups that lead to `target`, outermost first. */
function groupsLeadingTo(nodes: readonly SidebarNode[], target: SidebarId | null): SidebarId[] {
  if (target === null) return [];
  for (const node of nodes) {
    if (node.kind !== 'group') continue;
    if (node.children.some((child) => child.id === target)) return [node.id];
    const inner = groupsLeadingTo(node.children, target);
    if (inner.length > 0) return [node.id, ...inner];
  }
  return [];
}

interface NavProps {
  nodes: SidebarNode[];
  /** Desktop sidebar reduced to icons. */
  collapsed: boolean;
  /** After following an entry (closes the drawer on small screens). */
  onNavigate?: () => void;
  /** A group's icon was chosen while reduced: the sidebar opens on that group. */
  onExpand: () => void;
}

/** Indentation by depth: top-level rows, their entries, then the entries of a nested group. */
const INDENT = [1.5, 3.25, 5];

function rowSx(depth: number) {
  return {
    borderRadius: 2,
    mx: 1.25,
    my: 0.25,
    minHeight: depth === 0 ? 42 : 38,
    pl: INDENT[depth] ?? 4.5,
    pr: 1.25,
    '& .MuiListItemIcon-root': { minWidth: 34, color: 'text.secondary' },
  } as const;
}

function LinkRow({
  node,
  depth,
  active,
  collapsed,
  onNavigate,
}: {
  node: SidebarLink;
  depth: number;
  active: boolean;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const Icon = SIDEBAR_ICONS[node.id];
  const routing = node.external
    ? ({ component: 'a', href: node.to, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: Link, to: node.to } as const);
  const row = (
    <ListItemButton
      {...routing}
      selected={active}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? node.label : undefined}
      onClick={onNavigate}
      sx={{ ...rowSx(depth), ...(collapsed ? { justifyContent: 'center', px: 0, mx: 1.5 } : {}) }}
    >
      <ListItemIcon sx={collapsed ? { minWidth: '0 !important' } : undefined}>
        <Icon fontSize={depth === 0 ? 'medium' : 'small'} />
      </ListItemIcon>
      {!collapsed && (
        <ListItemText
          primary={node.label}
          slotProps={{
            primary: { noWrap: true, sx: { fontSize: depth === 0 ? 14.5 : 14, fontWeight: active ? 650 : depth === 0 ? 550 : 500 } },
          }}
        />
      )}
      {!collapsed && node.external && (
        <OpenInNew sx={{ fontSize: 16, color: 'text.secondary', ml: 0.5 }} aria-label={SHELL_LABELS.opensInNewTab} />
      )}
    </ListItemButton>
  );
  return collapsed ? (
    <Hint title={node.label} placement="right">
      {row}
    </Hint>
  ) : (
    row
  );
}

interface GroupRowProps {
  node: SidebarGroup;
  depth: number;
  active: SidebarId | null;
  open: ReadonlySet<SidebarId>;
  toggle: (id: SidebarId) => void;
  collapsed: boolean;
  onNavigate?: () => void;
  onExpand: (id: SidebarId) => void;
  containsActive: boolean;
}

function GroupRow({ node, depth, active, open, toggle, collapsed, onNavigate, onExpand, containsActive }: GroupRowProps) {
  const Icon = SIDEBAR_ICONS[node.id];
  const isOpen = open.has(node.id);
  const listId = `sidebar-group-${node.id}`;
  if (collapsed) {
    return (
      <Hint title={node.label} placement="right">
        <ListItemButton
          aria-label={node.label}
          onClick={() => onExpand(node.id)}
          selected={containsActive}
          sx={{ ...rowSx(0), justifyContent: 'center', px: 0, mx: 1.5 }}
        >
          <ListItemIcon sx={{ minWidth: '0 !important' }}>
            <Icon />
          </ListItemIcon>
        </ListItemButton>
      </Hint>
    );
  }
  return (
    <>
      <ListItemButton aria-expanded={isOpen} aria-controls={listId} onClick={() => toggle(node.id)} sx={rowSx(depth)}>
        <ListItemIcon sx={containsActive && !isOpen ? { color: 'primary.main !important' } : undefined}>
          <Icon fontSize={depth === 0 ? 'medium' : 'small'} />
        </ListItemIcon>
        <ListItemText
          primary={node.label}
          slotProps={{ primary: { noWrap: true, sx: { fontSize: depth === 0 ? 14.5 : 14, fontWeight: depth === 0 ? 550 : 500 } } }}
        />
        <ExpandMore
          fontSize="small"
          sx={{ color: 'text.secondary', transition: 'transform 150ms', transform: isOpen ? 'rotate(180deg)' : 'none' }}
        />
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List id={listId} component="div" disablePadding>
          <Nodes nodes={node.children} depth={depth + 1} active={active} open={open} toggle={toggle} onNavigate={onNavigate} />
        </List>
      </Collapse>
    </>
  );
}

function Nodes({
  nodes,
  depth,
  active,
  open,
  toggle,
  collapsed = false,
  onNavigate,
  onExpand = () => {},
  activeGroups = [],
}: {
  nodes: SidebarNode[];
  depth: number;
  active: SidebarId | null;
  open: ReadonlySet<SidebarId>;
  toggle: (id: SidebarId) => void;
  collapsed?: boolean;
  onNavigate?: () => void;
  onExpand?: (id: SidebarId) => void;
  activeGroups?: readonly SidebarId[];
}) {
  return nodes.map((node) =>
    node.kind === 'link' ? (
      <LinkRow key={node.id} node={node} depth={depth} active={node.id === active} collapsed={collapsed} onNavigate={onNavigate} />
    ) : (
      <GroupRow
        key={node.id}
        node={node}
        depth={depth}
        active={active}
        open={open}
        toggle={toggle}
        collapsed={collapsed}
        onNavigate={onNavigate}
        onExpand={onExpand}
        containsActive={activeGroups.includes(node.id)}
      />
    ),
  );
}

/**
 * Spec shell §2.4: the menu. Groups fold and unfold; the group holding the current screen opens
 * by itself, and the current entry is highlighted.
 */
export function SidebarNav({ nodes, collapsed, onNavigate, onExpand }: NavProps) {
  const { pathname } = useLocation();
  const active = activeSidebarLink(nodes, pathname);
  const activeGroups = useMemo(() => groupsLeadingTo(nodes, active), [nodes, active]);
  const [open, setOpen] = useState<ReadonlySet<SidebarId>>(() => new Set(activeGroups));

  useEffect(() => {
    if (activeGroups.length === 0) return;
    setOpen((current) => (activeGroups.every((id) => current.has(id)) ? current : new Set([...current, ...activeGroups])));
  }, [activeGroups]);

  const toggle = (id: SidebarId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const expandOn = (id: SidebarId) => {
    setOpen((current) => new Set([...current, id]));
    onExpand();
  };

  return (
    <Box component="nav" aria-label={SHELL_LABELS.mainMenu} sx={{ py: 1.5 }}>
      <List component="div" disablePadding>
        <Nodes
          nodes={nodes}
          depth={0}
          active={active}
          open={open}
          toggle={toggle}
          collapsed={collapsed}
          onNavigate={onNavigate}
          onExpand={expandOn}
          activeGroups={activeGroups}
        />
      </List>
    </Box>
  );
}
