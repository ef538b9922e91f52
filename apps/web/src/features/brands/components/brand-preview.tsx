import { DEFAULT_PRIMARY_COLOR } from '@hubgrade/domain/brands/defaults';
import { BRAND_LABELS as L } from '@hubgrade/domain/brands/labels';
import { AA_CONTRAST, COLOR_PATTERN, contrastRatio } from '@hubgrade/domain/brands/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import Box from '@mui/material/Box';
import { alpha, darken } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useObjectUrl } from '../../../ui/upload/use-object-url.ts';

export interface PreviewTheme {
  name: string;
  primary: string;
  logoOut: Upload | null;
  logoIn: Upload | null;
  background: Upload | null;
}

/** White or near-black, whichever reads better on `color`: what a filled button writes in. */
function textOn(color: string): string {
  return contrastRatio(color, '#FFFFFF') >= contrastRatio(color, '#111111') ? '#FFFFFF' : '#111111';
}

/** The brand colour as text on white: darkened step by step until it reads (what the back-office does with links). */
function readableOnWhite(color: string): string {
  let candidate = color;
  for (let step = 1; step <= 8 && contrastRatio(candidate, '#FFFFFF') < AA_CONTRAST; step++) candidate = darken(color, step / 10);
  return candidate;
}

function Logo({ upload, name, height }: { upload: Upload | null; name: string; height: number }) {
  const { url } = useObjectUrl(upload?.path ?? null);
  if (upload && url) return <Box component="img" src={url} alt="" sx={{ height, maxWidth: '70%', objectFit: 'contain' }} />;
  return (
    <Typography component="span" sx={{ fontWeight: 700, fontSize: height / 2.2, lineHeight: 1.2 }} noWrap>
      {name}
    </Typography>
  );
}

/**
 * What the brand's host will look like, drawn from the form as it is typed: the sign-in page (its
 * coloured panel, background image and logo) and the signed-in sidebar with its current entry.
 */
export function BrandPreview({ theme }: { theme: PreviewTheme }) {
  const primary = COLOR_PATTERN.test(theme.primary) ? theme.primary : DEFAULT_PRIMARY_COLOR;
  const background = useObjectUrl(theme.background?.path ?? null).url;
  const name = theme.name.trim() || L.preview.signIn;
  const dark = darken(primary, 0.35);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }} data-testid="brand-preview">
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {L.preview.signIn}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: '5fr 7fr',
            minHeight: 220,
            borderRadius: 2,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            data-testid="preview-sign-in-panel"
            sx={{
              p: 2,
              color: '#FFFFFF',
              backgroundColor: primary,
              backgroundImage: background
                ? `linear-gradient(${alpha(dark, 0.55)}, ${alpha(dark, 0.75)}), url("${background}")`
                : `linear-gradient(150deg, ${dark}, ${darken(dark, 0.45)})`,
              backgroundSize: 'cover',
              backgroundPosition: 'center',
              display: 'flex',
              alignItems: 'flex-start',
              minWidth: 0,
            }}
          >
            <Logo upload={theme.logoOut} name={name} height={32} />
          </Box>
          <Box sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'center', bgcolor: '#F4F6FA', color: '#1A1A1A', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{L.preview.signInTitle}</Typography>
            {[L.preview.email, L.preview.password].map((label) => (
              <Box
                key={label}
                sx={{ border: '1px solid #C4C7CE', borderRadius: 1, px: 1, py: 0.5, fontSize: 12, bgcolor: '#FFFFFF', color: '#5F6368' }}
              >
                {label}
              </Box>
            ))}
            <Box
              data-testid="preview-submit"
              sx={{
                borderRadius: 1,
                py: 0.75,
                textAlign: 'center',
                fontSize: 13,
                fontWeight: 600,
                bgcolor: primary,
                color: textOn(primary),
              }}
            >
              {L.preview.submit}
            </Box>
          </Box>
        </Box>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
          {L.preview.sidebar}
        </Typography>
        <Box sx={{ borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: '#FFFFFF', color: '#1A1A1A', p: 1.5, minHeight: 220 }}>
          <Box sx={{ mb: 1.5, height: 32, display: 'flex', alignItems: 'center' }}>
            <Logo upload={theme.logoIn} name={name} height={28} />
          </Box>
          {L.preview.entries.map((entry, index) => (
            <Box
              key={entry}
              data-testid={index === 0 ? 'preview-current-entry' : undefined}
              sx={{
                px: 1.5,
                py: 0.75,
                mb: 0.5,
                borderRadius: 1.5,
                fontSize: 13,
                ...(index === 0 ? { bgcolor: alpha(primary, 0.13), color: readableOnWhite(primary), fontWeight: 600 } : {}),
              }}
            >
              {entry}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
