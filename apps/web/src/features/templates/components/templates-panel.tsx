import { TEMPLATE_LABELS as L } from '@hubgrade/domain/templates/labels';
import type { TemplateFamily } from '@hubgrade/domain/templates/rules';
import { type Article, MODELS_PAGE_SIZE, type Model } from '@hubgrade/domain/templates/schemas';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { DataTable } from '../../../ui/data-table/data-table.tsx';
import { DataTableSearch } from '../../../ui/data-table/data-table-search.tsx';
import { dataTableColumns } from '../../../ui/data-table/features.ts';
import { listParamsSchema } from '../../../ui/data-table/list-params.ts';
import { useListParams } from '../../../ui/data-table/use-list-params.ts';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { useArticles, useModels } from '../api/templates.ts';
import { ArticleDialog } from './article-dialog.tsx';
import { ModelDialog } from './model-dialog.tsx';

const MODEL_PARAMS = listParamsSchema({ sortable: ['id', 'reference', 'updatedAt'], defaultSort: 'id' });

const column = dataTableColumns<Model>();
const MODEL_COLUMNS = column.columns([
  column.accessor('id', { header: L.fields.id, meta: { sortKey: 'id', nowrap: true } }),
  column.accessor('reference', { header: L.fields.reference, meta: { sortKey: 'reference', kind: 'title' } }),
  column.accessor('brandName', { header: L.fields.brand, meta: { kind: 'name' }, cell: (c) => c.getValue() ?? L.platform }),
  column.accessor((m) => m.articles.length, { id: 'articles', header: L.fields.articles, meta: { kind: 'number' } }),
  column.accessor('updatedAt', {
    header: L.fields.updatedAt,
    sortDescFirst: true,
    meta: { sortKey: 'updatedAt', nowrap: true },
    cell: (c) => formatDateTime(c.getValue()),
  }),
]);

function ModelArticles({ model }: { model: Model }) {
  if (model.articles.length === 0) return <Typography color="textSecondary">{L.noArticle}</Typography>;
  return (
    <Box component="ol" sx={{ m: 0, pl: 3 }}>
      {model.articles.map((a) => (
        <li key={a.id}>
          <strong>{a.reference}</strong> (page {a.page})
        </li>
      ))}
    </Box>
  );
}

type Editing<T> = { record: T | null } | null;

/** The models and articles of one family (§2.7), with their editors. */
export function TemplatesPanel({ family }: { family: TemplateFamily }) {
  const { data: user } = useCurrentUser();
  const brandId = user?.brand?.id ?? null;
  const { params, update, control } = useListParams(MODEL_PARAMS);
  const models = useModels(family, { ...params });
  const articles = useArticles(family, {});
  const [model, setModel] = useState<Editing<Model>>(null);
  const [article, setArticle] = useState<Editing<Article>>(null);

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {L.models}
          </Typography>
          <Button variant="contained" startIcon={<Add />} onClick={() => setModel({ record: null })}>
            {L.newModel}
          </Button>
        </Box>
        <DataTable
          label={L.models}
          columns={MODEL_COLUMNS}
          list={models}
          getRowId={(m) => String(m.id)}
          pageSize={MODELS_PAGE_SIZE}
          control={control}
          emptyText={L.noModel}
          renderExpanded={(m) => <ModelArticles model={m} />}
          rowActions={[{ label: L.editModel, icon: <Edit fontSize="small" />, onClick: (m) => setModel({ record: m }) }]}
          toolbar={<DataTableSearch value={params.search} onChange={(search) => update({ search }, { replace: true })} label={L.models} />}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h2">
            {L.articles}
          </Typography>
          <Button variant="outlined" startIcon={<Add />} onClick={() => setArticle({ record: null })}>
            {L.newArticle}
          </Button>
        </Box>
        {articles.isError && <Alert severity="error">{articles.error.message}</Alert>}
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={L.articles}>
            <TableHead>
              <TableRow>
                <TableCell>{L.fields.id}</TableCell>
                <TableCell>{L.fields.reference}</TableCell>
                <TableCell>{L.fields.content}</TableCell>
                <TableCell>{L.fields.page}</TableCell>
                <TableCell>{L.fields.brand}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {(articles.data?.items ?? []).map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.id}</TableCell>
                  <TableCell>{a.reference}</TableCell>
                  <TableCell sx={{ maxWidth: 480 }}>
                    <RichTextView value={a.content} lines={3} />
                  </TableCell>
                  <TableCell>{a.page}</TableCell>
                  <TableCell>{a.brandName ?? L.platform}</TableCell>
                  <TableCell>
                    <IconButton aria-label={`${L.editArticle} ${a.reference}`} onClick={() => setArticle({ record: a })}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {articles.data?.items.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>{L.noArticle}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Paper>
      </Box>
      {model && <ModelDialog family={family} model={model.record} brandId={brandId} onClose={() => setModel(null)} />}
      {article && <ArticleDialog family={family} article={article.record} brandId={brandId} onClose={() => setArticle(null)} />}
    </Box>
  );
}
