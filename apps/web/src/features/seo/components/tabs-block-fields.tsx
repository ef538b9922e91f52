import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FieldGrid, full, ImageField, NumberField } from './block-fields.tsx';
import type { BlockControl, BlockFormApi } from './block-form.tsx';
import { EMPTY_SUB_TAB, EMPTY_TAB } from './block-values.ts';
import { ItemList } from './item-list.tsx';

const F = SEO_LABELS.blocks.fields;

/** What a tab without subtabs needs besides its title (the tabs rule). */
const TAB_CONTENT = ['description', 'link', 'linkBtnTxt', 'height', 'imgAlt'] as const;

/** A tab's subtabs: each needs its subtitle, link, height and image ALT (the tabs rule). */
function SubTabs({ control, form, tab }: { control: BlockControl<'tabs'>; form: BlockFormApi<'tabs'>; tab: number }) {
  const subTabs = useFieldArray({ control, name: `tabs.${tab}.subTabs` });
  // The first subtab frees the tab of its own content, the last one removed binds it again: its messages follow.
  const recheck = () => void form.trigger(TAB_CONTENT.map((part) => `tabs.${tab}.${part}` as const));
  const add = () => {
    subTabs.append(EMPTY_SUB_TAB);
    recheck();
  };
  const remove = (index: number) => {
    subTabs.remove(index);
    recheck();
  };
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1 }}>
      <Typography variant="subtitle2" component="h4">
        {F.subTabs}
      </Typography>
      {subTabs.fields.length > 0 && (
        <ItemList
          ids={subTabs.fields.map((field) => field.id)}
          title={F.subTab}
          addLabel={F.addSubTab}
          removeLabel={F.removeSubTab}
          onAdd={add}
          onRemove={remove}
          min={0}
        >
          {(i) => {
            const at = `tabs.${tab}.subTabs.${i}` as const;
            return (
              <FieldGrid>
                <FormTextField control={control} name={`${at}.subtitle`} label={F.subtitle} required />
                <NumberField control={control} name={`${at}.height`} label={F.height} required />
                <FormTextField control={control} name={`${at}.link`} label={F.link} required />
                <FormTextField control={control} name={`${at}.linkBtnTxt`} label={F.linkBtnTxt} />
                <FormTextField control={control} name={`${at}.subLink`} label={F.subLink} />
                <FormTextField control={control} name={`${at}.subLinkBtnTxt`} label={F.subLinkBtnTxt} />
                <FormTextField control={control} name={`${at}.description`} label={F.description} multiline minRows={2} sx={full} />
                <FormTextField control={control} name={`${at}.imgAlt`} label={F.imgAlt} required />
                <ImageField control={control} name={`${at}.img`} label={F.img} alt={`${at}.imgAlt`} />
              </FieldGrid>
            );
          }}
        </ItemList>
      )}
      {subTabs.fields.length === 0 && (
        <Box>
          <Button startIcon={<Add />} onClick={add}>
            {F.addSubTab}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * The tabs block. A tab without subtabs needs its title, description, link, button text, height
 * and image ALT; once it has subtabs, its own content gives way to theirs (spec shell §2.9).
 */
export function TabsFields({ control, form }: { control: BlockControl<'tabs'>; form: BlockFormApi<'tabs'> }) {
  const tabs = useFieldArray({ control, name: 'tabs' });
  return (
    <ItemList
      ids={tabs.fields.map((field) => field.id)}
      title={F.tab}
      addLabel={F.addTab}
      removeLabel={F.removeTab}
      onAdd={() => tabs.append(EMPTY_TAB)}
      onRemove={tabs.remove}
    >
      {(i) => (
        <FieldGrid>
          {/* Without subtabs, the tab needs its whole content: its title says so as soon as it is typed. */}
          <FormTextField
            control={control}
            name={`tabs.${i}.title`}
            label={F.title}
            required
            deps={TAB_CONTENT.map((part) => `tabs.${i}.${part}` as const)}
          />
          <NumberField control={control} name={`tabs.${i}.height`} label={F.height} />
          <FormTextField control={control} name={`tabs.${i}.description`} label={F.description} multiline minRows={2} sx={full} />
          <FormTextField control={control} name={`tabs.${i}.link`} label={F.link} />
          <FormTextField control={control} name={`tabs.${i}.linkBtnTxt`} label={F.linkBtnTxt} />
          <FormTextField control={control} name={`tabs.${i}.subLink`} label={F.subLink} />
          <FormTextField control={control} name={`tabs.${i}.subLinkBtnTxt`} label={F.subLinkBtnTxt} />
          <FormTextField control={control} name={`tabs.${i}.imgAlt`} label={F.imgAlt} />
          <ImageField control={control} name={`tabs.${i}.img`} label={F.img} alt={`tabs.${i}.imgAlt`} />
          <SubTabs control={control} form={form} tab={i} />
        </FieldGrid>
      )}
    </ItemList>
  );
}
