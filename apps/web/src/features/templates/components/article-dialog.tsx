import { AUTH_LABELS } from '@hubgrade/domain/auth/labels';
import { TEMPLATE_LABELS as L } from '@hubgrade/domain/templates/labels';
import type { TemplateFamily } from '@hubgrade/domain/templates/rules';
import { canValidateArticle, maskPage, PLACEHOLDERS, unknownPlaceholders } from '@hubgrade/domain/templates/rules';
import type { Article } from '@hubgrade/domain/templates/schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { LazyRichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { apiErrorMessage, useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useSaveArticle } from '../api/templates.ts';

interface ArticleDialogProps {
  family: TemplateFamily;
  /** The article to edit, or null for a new one of `brandId`. */
  article: Article | null;
  brandId: number | null;
  onClose: () => void;
}

/** §2.7 article editor: Référence, Contenu (rich text), Page (3-digit mask); all required (§5). */
export function ArticleDialog({ family, article, brandId, onClose }: ArticleDialogProps) {
  const titleId = useId();
  const [reference, setReference] = useState(article?.reference ?? '');
  const [content, setContent] = useState(article?.content ?? '');
  const [page, setPage] = useState(article?.page ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSaveArticle(family);
  const { run } = useMutationFeedback();
  const unknown = unknownPlaceholders(content);
  const valid = canValidateArticle({ reference, content, page });
  const required = (value: string) => touched && value.trim() === '';

  const submit = () =>
    run(
      save,
      { id: article?.id ?? null, fields: { reference: reference.trim(), content, page, brandId: article?.brandId ?? brandId } },
      { onSuccess: onClose, success: article ? L.done.articleSaved : L.done.articleCreated, error: apiErrorMessage },
    );

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.articleDialogTitle(article?.id ?? null)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={L.fields.reference}
          value={reference}
          onChange={(e) => setReference(e.target.value)}
          onBlur={() => setTouched(true)}
          required
          error={required(reference)}
          helperText={required(reference) ? AUTH_LABELS.required : ' '}
          slotProps={{ htmlInput: { maxLength: 150 } }}
        />
        <LazyRichTextEditor
          label={L.fields.content}
          value={content}
          onChange={setContent}
          onBlur={() => setTouched(true)}
          required
          error={required(content)}
          helperText={required(content) ? AUTH_LABELS.required : L.placeholdersHelp}
        />
        {unknown.length > 0 && <Alert severity="warning">{L.unknownPlaceholders(unknown)}</Alert>}
        <TextField
          label={L.fields.page}
          value={page}
          onChange={(e) => setPage(maskPage(e.target.value))}
          onBlur={() => setTouched(true)}
          required
          placeholder="001"
          error={touched && page.length !== 3}
          helperText={touched && page.length !== 3 ? L.pageInvalid : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3, pattern: '[0-9]{3}' } }}
          sx={{ maxWidth: 160 }}
        />
        <Typography variant="caption" color="textSecondary" component="div">
          {L.placeholdersTitle} :{' '}
          {Object.keys(PLACEHOLDERS)
            .map((name) => `{{${name}}}`)
            .join(' ')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={submit}>
          {L.validate}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
