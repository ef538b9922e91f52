import { isAdmin } from '@hubgrade/domain/auth/roles';
import { CATALOGUE_LABELS } from '@hubgrade/domain/catalogue/labels';
import type { Category } from '@hubgrade/domain/catalogue/schemas';
import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '../../../lib/session.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useCategories, useDeleteCategory, useMoveCategory } from '../api/categories.ts';
import { CategoryNameDialog } from './category-name-dialog.tsx';

const L = CATALOGUE_LABELS.categories;

/** The categories by shop: the main platform's, then each brand's (only the platform's staff see several). */
function byShop(categories: Category[]): { key: string; name: string; items: Category[] }[] {
  const shops = new Map<string, { key: string; name: string; items: Category[] }>();
  for (const category of categories) {
    const key = String(category.brandId ?? 'platform');
    const shop = shops.get(key) ?? { key, name: category.brandName ?? L.platform, items: [] };
    shop.items.push(category);
    shops.set(key, shop);
  }
  return [...shops.values()];
}

function Action({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  // A disabled button fires no events: the span keeps the tooltip working.
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** /categories: the shop's shelves in the order members see them; moved up or down, renamed, deleted once empty. */
export function CategoriesPage() {
  const categories = useCategories();
  const admin = isAdmin(useCurrentUser().data?.roles ?? []);
  const [editing, setEditing] = useState<Category | null | undefined>(undefined);
  const { run, dialog } = useMutationFeedback();
  const move = useMoveCategory();
  const remove = useDeleteCategory();
  const shops = byShop(categories.data ?? []);
  const several = shops.length > 1;

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0, maxWidth: 880 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <PageHeader title={L.title} intro={L.intro} />
        {admin && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
            {L.add}
          </Button>
        )}
      </Box>
      {categories.isPending && <CircularProgress aria-label={L.title} />}
      {categories.isError && <Alert severity="error">{SNACKBAR_LABELS.error}</Alert>}
      {categories.data?.length === 0 && <Alert severity="info">{L.empty}</Alert>}
      {shops.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <List aria-label={L.title} disablePadding>
            {shops.map((shop) => (
              <Fragment key={shop.key}>
                {several && <ListSubheader sx={{ bgcolor: 'action.hover', lineHeight: 2.5 }}>{shop.name}</ListSubheader>}
                {shop.items.map((category, index) => (
                  <ListItem
                    key={category.id}
                    divider
                    data-testid="category-row"
                    secondaryAction={
                      admin ? (
                        <Box sx={{ display: 'flex', gap: 0.25 }}>
                          <Action
                            label={L.up}
                            disabled={index === 0}
                            onClick={() => run(move, { id: category.id, position: category.position - 1 }, { success: L.done.moved })}
                          >
                            <ArrowUpward fontSize="small" />
                          </Action>
                          <Action
                            label={L.down}
                            disabled={index === shop.items.length - 1}
                            onClick={() => run(move, { id: category.id, position: category.position + 1 }, { success: L.done.moved })}
                          >
                            <ArrowDownward fontSize="small" />
                          </Action>
                          <Action label={L.rename} onClick={() => setEditing(category)}>
                            <Edit fontSize="small" />
                          </Action>
                          <Action
                            label={L.delete}
                            onClick={() =>
                              run(remove, category.id, {
                                confirm: { message: L.deleteConfirm, confirmLabel: L.delete, destructive: true },
                                success: L.done.deleted,
                              })
                            }
                          >
                            <Delete fontSize="small" />
                          </Action>
                        </Box>
                      ) : undefined
                    }
                    sx={{ pr: admin ? { xs: 20, sm: 22 } : 2 }}
                  >
                    <Typography
                      component="span"
                      color="textSecondary"
                      sx={{ width: 32, flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}
                    >
                      {category.position}
                    </Typography>
                    <ListItemText
                      primary={category.name}
                      secondary={
                        <RouterLink to={`/services?category=${category.id}`} style={{ color: 'inherit' }}>
                          {L.productCount(category.productCount)}
                        </RouterLink>
                      }
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </Fragment>
            ))}
          </List>
        </Paper>
      )}
      <CategoryNameDialog open={editing !== undefined} category={editing ?? null} onClose={() => setEditing(undefined)} />
      {dialog}
    </Box>
  );
}
