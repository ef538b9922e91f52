import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The heading every screen opens with: its title (the page's h1) and one sentence saying what it is for. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <Box>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5 }}>
        {intro}
      </Typography>
    </Box>
  );
}
