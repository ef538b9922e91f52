import { PANEL_LABELS as L } from '@hubgrade/domain/panels/labels';
import type { PanelDefaultContent } from '@hubgrade/domain/panels/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { SheetCard } from '../../../ui/sheet-card.tsx';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useDefaultContent, useSaveDefaultContent } from '../api/panels.ts';

/** /panneau/contenu-par-defaut: the announcement of the deployment's panels that have none of their own. */
export function DefaultContentPage() {
  const content = useDefaultContent();
  if (!content.data) return <PageLoader />;
  return <DefaultContentForm key={content.data.updatedAt ?? 'new'} content={content.data} />;
}

function DefaultContentForm({ content }: { content: PanelDefaultContent }) {
  const save = useSaveDefaultContent();
  const { run, dialog } = useMutationFeedback();
  const [title, setTitle] = useState(content.title);
  const [message, setMessage] = useState(content.message);
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <PageHeader title={L.defaultContent} intro={L.defaultContentIntro} />
      <SheetCard title={L.screen.announcements}>
        <Box
          component="form"
          sx={{ display: 'grid', gap: 2 }}
          onSubmit={(e) => {
            e.preventDefault();
            void run(save, { title, message }, { success: L.done.defaultSaved });
          }}
        >
          <TextField
            label={L.fields.title}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            multiline
            minRows={4}
            label={L.fields.message}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box>
            <Button type="submit" variant="contained">
              {L.actions.save}
            </Button>
          </Box>
        </Box>
      </SheetCard>
      {dialog}
    </Box>
  );
}
