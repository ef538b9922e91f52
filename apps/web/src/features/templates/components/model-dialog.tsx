import { TEMPLATE_LABELS as L } from '@hubgrade/domain/templates/labels';
import type { TemplateFamily } from '@hubgrade/domain/templates/rules';
import { canValidateModel } from '@hubgrade/domain/templates/rules';
import type { Model } from '@hubgrade/domain/templates/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';
import { apiErrorMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useArticles, useSaveModel } from '../api/templates.ts';

interface ModelDialogProps {
  family: TemplateFamily;
  model: Model | null;
  brandId: number | null;
  onClose: () => void;
}

/**
 * §2.7 model editor: Référence and the brand's articles to pick from (ID, Référence, Contenu,
 * Page), the switch "Filtrer les articles sélectionnés"; the articles keep the order they were
 * ticked in. Valider stays disabled while the reference is empty (§5).
 */
export function ModelDialog({ family, model, brandId, onClose }: ModelDialogProps) {
  const titleId = useId();
  const owner = model ? model.brandId : brandId;
  const [reference, setReference] = useState(model?.reference ?? '');
  const [selected, setSelected] = useState<number[]>(model?.articles.map((a) => a.id) ?? []);
  const [onlySelected, setOnlySelected] = useState(false);
  const articles = useArticles(family, { brandId: owner ?? 'platform' });
  const save = useSaveModel(family);
  const { run } = useMutationFeedback();

  const toggle = (id: number) => setSelected((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  const shown = (articles.data?.items ?? []).filter((a) => !onlySelected || selected.includes(a.id));

  const submit = () =>
    run(
      save,
      { id: model?.id ?? null, reference: reference.trim(), articles: selected, brandId: owner },
      { onSuccess: onClose, success: model ? L.done.modelSaved : L.done.modelCreated, error: apiErrorMessage },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.modelDialogTitle(model?.id ?? null)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={L.fields.reference}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <FormControlLabel
            control={<Switch checked={onlySelected} onChange={(e) => setOnlySelected(e.target.checked)} />}
            label={L.filterSelected}
          />
          <Typography color="textSecondary">{L.selectedCount(selected.length)}</Typography>
        </Box>
        {articles.isFetching && <LinearProgress />}
        {articles.isError && <Alert severity="error">{articles.error.message}</Alert>}
        <TableContainer sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-label={L.articles}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{L.fields.id}</TableCell>
                <TableCell>{L.fields.reference}</TableCell>
                <TableCell>{L.fields.content}</TableCell>
                <TableCell>{L.fields.page}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((article) => {
                const checked = selected.includes(article.id);
                return (
                  <TableRow key={article.id} hover selected={checked} onClick={() => toggle(article.id)} sx={{ cursor: 'pointer' }}>
                    <TableCell padding="checkbox">
                      <Checkbox checked={checked} slotProps={{ input: { 'aria-label': article.reference } }} />
                    </TableCell>
                    <TableCell>{article.id}</TableCell>
                    <TableCell>{article.reference}</TableCell>
                    <TableCell>
                      <RichTextView value={article.content} lines={3} />
                    </TableCell>
                    <TableCell>{article.page}</TableCell>
                  </TableRow>
                );
              })}
              {!articles.isPending && shown.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>{L.noArticle}</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" disabled={!canValidateModel(reference) || save.isPending} onClick={submit}>
          {L.validate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
