import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { wouldCycle } from '@hubgrade/domain/seo/rules';
import type { TreeNode } from '@hubgrade/domain/seo/schemas';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type DragEvent, Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../ui/page-header.tsx';
import { type RunMutation, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useMovePage, useSiteTree } from '../api/pages.ts';
import { MovePageDialog } from './move-page-dialog.tsx';

const L = SEO_LABELS.tree;
const DRAG_TYPE = 'application/x-hubgrade-page';

/** The pages of one site (one brand's, or the main platform's) by parent, each level in its order. */
function childrenOf(nodes: TreeNode[], parentId: number | null): TreeNode[] {
  return nodes.filter((node) => node.parentId === parentId);
}

interface DragState {
  dragged: TreeNode | null;
  setDragged: (node: TreeNode | null) => void;
  drop: (parentId: number | null, site: TreeNode[]) => void;
  onMove: (node: TreeNode) => void;
}

/** Whether the page being dragged may land under `target` (null: the root): same site, no loop, somewhere new. */
function accepts(dragged: TreeNode | null, target: TreeNode | null, site: TreeNode[]): boolean {
  if (!dragged || (target && target.brandId !== dragged.brandId) || dragged.parentId === (target?.id ?? null)) return false;
  return !wouldCycle(new Map(site.map((n) => [n.id, n.parentId])), dragged.id, target?.id ?? null);
}

function Branch({ node, site, depth, drag }: { node: TreeNode; site: TreeNode[]; depth: number; drag: DragState }) {
  const [over, setOver] = useState(false);
  const allowed = accepts(drag.dragged, node, site);
  const onDragOver = (event: DragEvent) => {
    if (!allowed) return;
    event.preventDefault();
    setOver(true);
  };
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Box
        draggable
        data-testid="tree-node"
        data-path={node.path}
        onDragStart={(event) => {
          event.dataTransfer.setData(DRAG_TYPE, String(node.id));
          event.dataTransfer.effectAllowed = 'move';
          drag.setDragged(node);
        }}
        onDragEnd={() => drag.setDragged(null)}
        onDragOver={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          if (allowed) drag.drop(node.id, site);
        }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          py: 0.75,
          px: 1,
          ml: depth * 3,
          borderRadius: 1,
          border: 1,
          borderColor: over ? 'primary.main' : 'transparent',
          bgcolor: over ? 'action.selected' : undefined,
          cursor: 'grab',
        }}
      >
        <DragIndicator fontSize="small" color="action" aria-hidden />
        <RouterLink to={`/page-statique/${node.id}`} style={{ color: 'inherit', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {node.title}
        </RouterLink>
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {node.path}
        </Typography>
        {node.kind === 'canonical' && <Chip size="small" label={L.canonicalTag} />}
        {!node.published && <Chip size="small" variant="outlined" label={L.draftTag} />}
        <Button size="small" sx={{ ml: 'auto' }} onClick={() => drag.onMove(node)} aria-label={`${L.move} ${node.title}`}>
          {L.move}
        </Button>
      </Box>
      {childrenOf(site, node.id).length > 0 && (
        <Box component="ul" sx={{ p: 0, m: 0 }}>
          {childrenOf(site, node.id).map((child) => (
            <Branch key={child.id} node={child} site={site} depth={depth + 1} drag={drag} />
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The root of one site: drop a page here to put it at the root. */
function RootZone({ site, drag }: { site: TreeNode[]; drag: DragState }) {
  const [over, setOver] = useState(false);
  const allowed = drag.dragged !== null && site.includes(drag.dragged) && accepts(drag.dragged, null, site);
  return (
    <Box
      onDragOver={(event) => {
        if (!allowed) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (allowed) drag.drop(null, site);
      }}
      sx={{
        p: 1,
        borderRadius: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: over ? 'primary.main' : 'divider',
        color: 'text.secondary',
        display: allowed ? 'block' : 'none',
      }}
    >
      {L.dropToRoot}
    </Box>
  );
}

function sitesOf(nodes: TreeNode[]): { key: string; nodes: TreeNode[] }[] {
  const sites = new Map<string, TreeNode[]>();
  for (const node of nodes) sites.set(String(node.brandId), [...(sites.get(String(node.brandId)) ?? []), node]);
  return [...sites.entries()].map(([key, siteNodes]) => ({ key, nodes: siteNodes }));
}

function move(run: RunMutation, mutation: ReturnType<typeof useMovePage>, id: number, parentId: number | null) {
  return run(mutation, { id, parentId }, { success: L.moved });
}

/**
 * /arborescence: the site tree of static and canonical pages. A page dragged onto another goes
 * under it (onto the dashed zone: to the root); « Déplacer » does the same from the keyboard.
 */
export function SiteTreePage() {
  const tree = useSiteTree();
  const mutation = useMovePage();
  const { run, dialog } = useMutationFeedback();
  const [dragged, setDragged] = useState<TreeNode | null>(null);
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const nodes = tree.data ?? [];
  const drag: DragState = {
    dragged,
    setDragged,
    drop: (parentId) => {
      if (dragged) void move(run, mutation, dragged.id, parentId);
      setDragged(null);
    },
    onMove: setMoving,
  };
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, maxWidth: 1000 }}>
      <PageHeader title={L.title} intro={L.intro} />
      {tree.isPending && <CircularProgress aria-label={L.title} />}
      {tree.isSuccess && nodes.length === 0 && <Alert severity="info">{L.empty}</Alert>}
      {sitesOf(nodes).map((site) => (
        <Fragment key={site.key}>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, borderRadius: 3, display: 'grid', gap: 1 }}>
            <RootZone site={site.nodes} drag={drag} />
            <Box component="ul" aria-label={L.root} sx={{ p: 0, m: 0 }}>
              {childrenOf(site.nodes, null).map((node) => (
                <Branch key={node.id} node={node} site={site.nodes} depth={0} drag={drag} />
              ))}
            </Box>
          </Paper>
        </Fragment>
      ))}
      {moving && (
        <MovePageDialog
          node={moving}
          site={nodes.filter((n) => n.brandId === moving.brandId)}
          onClose={() => setMoving(null)}
          onMove={(parentId) => move(run, mutation, moving.id, parentId).then(() => setMoving(null))}
        />
      )}
      {dialog}
    </Box>
  );
}
