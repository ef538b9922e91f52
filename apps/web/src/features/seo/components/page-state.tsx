import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import Chip from '@mui/material/Chip';

const L = SEO_LABELS.pages.states;

/** « Publiée » or « Brouillon ». */
export function PageStateChip({ published }: { published: boolean }) {
  return <Chip size="small" color={published ? 'success' : 'default'} variant="outlined" label={published ? L.published : L.draft} />;
}
