import { isSuperAdmin } from '@hubgrade/domain/auth/roles';
import { DEV_KIT_LABELS as L } from '@hubgrade/domain/dev-kit/labels';
import type { PhoneNumber } from '@hubgrade/domain/phone/schemas';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { ErrorView } from '../../../ui/error-view.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LazyPhoneInput } from '../../../ui/phone-input/lazy-phone-input.tsx';
import { LazyRichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { UploadWidget } from '../../../ui/upload/upload-widget.tsx';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} variant="outlined" sx={{ p: { xs: 2, md: 3 }, borderRadius: 3, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Output({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <Box>
      <Typography variant="caption" color="textSecondary">
        {label}
      </Typography>
      <Box
        component="pre"
        data-testid={testId}
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 12, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {children}
      </Box>
    </Box>
  );
}

function InputKit() {
  const [image, setImage] = useState<Upload[]>([]);
  const [tickets, setTickets] = useState<Upload[]>([]);
  const [document, setDocument] = useState<Upload[]>([]);
  const [phone, setPhone] = useState<PhoneNumber | null>(null);
  const [html, setHtml] = useState('');
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <PageHeader title={L.title} intro={L.intro} />
      <Section title={L.uploads}>
        <UploadWidget mode="image" label={L.imageSingle} value={image} onChange={setImage} />
        <UploadWidget mode="ticket" multiple label={L.ticketMultiple} value={tickets} onChange={setTickets} />
        <UploadWidget mode="pdf" label={L.pdfSingle} value={document} onChange={setDocument} />
      </Section>
      <Section title={L.phone}>
        <LazyPhoneInput value={phone} onChange={setPhone} />
        <Output label={L.phoneValue} testId="phone-value">
          {JSON.stringify(phone)}
        </Output>
      </Section>
      <Section title={L.richText}>
        <LazyRichTextEditor value={html} onChange={setHtml} />
        <Output label={L.richTextHtml} testId="rich-text-html">
          {html}
        </Output>
      </Section>
    </Box>
  );
}

/** /dev/composants: the shared inputs on one page, for super administrators. */
export function DevKitPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!isSuperAdmin(user.roles)) return <ErrorView status={403} />;
  return <InputKit />;
}
