import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { Block, StoredBlockContents } from '@hubgrade/domain/seo/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RichTextView } from '../../../ui/rich-text/rich-text-view.tsx';

const P = SEO_LABELS.preview;

/** A block as the public site would lay it out, its images from their WebP renditions; links do not leave the back-office. */
export function BlockPreview({ block }: { block: Block }) {
  switch (block.kind) {
    case 'header': {
      const c = block.content as StoredBlockContents['header'];
      return (
        <Box
          role={c.webpPath ? 'img' : undefined}
          aria-label={c.webpPath ? c.alt : undefined}
          sx={{
            minHeight: Math.min(c.height, 360),
            display: 'grid',
            alignContent: 'center',
            gap: 1,
            p: 3,
            borderRadius: 2,
            color: c.webpPath ? 'common.white' : 'text.primary',
            bgcolor: 'action.hover',
            backgroundImage: c.webpPath ? `linear-gradient(rgba(0,0,0,.45), rgba(0,0,0,.45)), url(${c.webpPath})` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          <Typography variant="h4" component="p">
            {c.title}
          </Typography>
          {c.subTitle && (
            <Typography variant="h6" component="p">
              {c.subTitle}
            </Typography>
          )}
          {c.paragraph && <Typography>{c.paragraph}</Typography>}
          {c.btnTxt && (
            <Box>
              <Button variant="contained">{c.btnTxt}</Button>
            </Box>
          )}
        </Box>
      );
    }
    case 'richText':
      return <RichTextView value={block.content as string} />;
    case 'search': {
      const c = block.content as StoredBlockContents['search'];
      return (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            placeholder={c.searchInput}
            slotProps={{ htmlInput: { 'aria-label': c.searchInput } }}
            sx={{ flex: 1, minWidth: 200 }}
          />
          <Button variant="contained">{P.search}</Button>
        </Box>
      );
    }
    case 'adList': {
      const c = block.content as StoredBlockContents['adList'];
      return (
        <Typography color="textSecondary">
          {c.mode === 'location' ? P.adsIn(c.zipcode, c.nbAd) : P.adsNear(c.radius ?? 0, c.lat ?? 0, c.lng ?? 0, c.nbAd)}
        </Typography>
      );
    }
    case 'thumbnails':
    case 'carousel': {
      const c = block.content as StoredBlockContents['thumbnails'] | StoredBlockContents['carousel'];
      return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
          {c.items.map((item) => (
            <Card key={`${item.title}-${item.link}`} variant="outlined">
              {item.img && (
                <Box
                  component="img"
                  src={item.img.webpPath}
                  alt={item.imgAlt}
                  sx={{ width: '100%', height: Math.min(c.height, 180), objectFit: 'cover' }}
                />
              )}
              <CardContent>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {item.title}
                </Typography>
                {'description' in item && <Typography variant="body2">{item.description}</Typography>}
                {'linkText' in item && <Typography color="primary">{item.linkText}</Typography>}
              </CardContent>
            </Card>
          ))}
        </Box>
      );
    }
    case 'tabs':
      return <TabsPreview content={block.content as StoredBlockContents['tabs']} />;
    case 'callToAction': {
      const c = block.content as StoredBlockContents['callToAction'];
      return (
        <Box sx={{ textAlign: 'center' }}>
          <Button variant="contained" size="large">
            {c.btnTxt}
          </Button>
        </Box>
      );
    }
    case 'callback':
    case 'contactForm': {
      const c = block.content as StoredBlockContents['callback'] | StoredBlockContents['contactForm'];
      return (
        <Box sx={{ display: 'grid', gap: 1.5, maxWidth: 480 }}>
          <Typography variant="h6" component="p">
            {c.title}
          </Typography>
          <TextField size="small" label={P.name} />
          <TextField size="small" label={block.kind === 'callback' ? P.phone : P.email} />
          {block.kind === 'contactForm' && <TextField size="small" label={P.message} multiline minRows={3} />}
          <Box>
            <Button variant="contained">{'btnTxt' in c ? c.btnTxt : P.send}</Button>
          </Box>
        </Box>
      );
    }
    case 'script':
      return <Typography color="textSecondary">{P.script}</Typography>;
  }
}

function TabsPreview({ content }: { content: StoredBlockContents['tabs'] }) {
  const [index, setIndex] = useState(0);
  const tab = content.tabs[index];
  return (
    <Box>
      <Tabs value={index} onChange={(_, value: number) => setIndex(value)} variant="scrollable" allowScrollButtonsMobile>
        {content.tabs.map((t, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a saved block's tabs keep their order while it is previewed
          <Tab key={i} label={t.title} value={i} />
        ))}
      </Tabs>
      {tab && (
        <Box sx={{ pt: 2, display: 'grid', gap: 1 }}>
          {tab.subTabs.length === 0 ? (
            <>
              {tab.img && (
                <Box
                  component="img"
                  src={tab.img.webpPath}
                  alt={tab.imgAlt}
                  sx={{ maxWidth: '100%', height: Math.min(tab.height ?? 200, 220), objectFit: 'cover' }}
                />
              )}
              <Typography>{tab.description}</Typography>
              {tab.linkBtnTxt && (
                <Box>
                  <Button variant="outlined">{tab.linkBtnTxt}</Button>
                </Box>
              )}
            </>
          ) : (
            tab.subTabs.map((sub) => (
              <Box key={`${sub.subtitle}-${sub.link}`}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  {sub.subtitle}
                </Typography>
                <Typography variant="body2">{sub.description}</Typography>
              </Box>
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
