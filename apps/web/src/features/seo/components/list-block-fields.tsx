import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import { useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FieldGrid, full, ImageField, NumberField } from './block-fields.tsx';
import type { BlockControl, BlockFormApi } from './block-form.tsx';
import { EMPTY_CAROUSEL_ITEM, EMPTY_THUMBNAIL } from './block-values.ts';
import { ItemList } from './item-list.tsx';

const F = SEO_LABELS.blocks.fields;

export function CarouselFields({ control, form }: { control: BlockControl<'carousel'>; form: BlockFormApi<'carousel'> }) {
  const items = useFieldArray({ control, name: 'items' });
  return (
    <FieldGrid>
      <NumberField control={control} name="height" label={F.height} required />
      <ItemList
        ids={items.fields.map((field) => field.id)}
        title={F.item}
        addLabel={F.addItem}
        removeLabel={F.removeItem}
        onAdd={() => items.append(EMPTY_CAROUSEL_ITEM)}
        onRemove={items.remove}
        error={form.formState.errors.items?.message}
      >
        {(i) => (
          <FieldGrid>
            <FormTextField control={control} name={`items.${i}.title`} label={F.title} required />
            <FormTextField control={control} name={`items.${i}.link`} label={F.link} required />
            <FormTextField control={control} name={`items.${i}.imgAlt`} label={F.imgAlt} required />
            <ImageField control={control} name={`items.${i}.img`} label={F.img} required alt={`items.${i}.imgAlt`} />
          </FieldGrid>
        )}
      </ItemList>
    </FieldGrid>
  );
}

export function ThumbnailsFields({ control, form }: { control: BlockControl<'thumbnails'>; form: BlockFormApi<'thumbnails'> }) {
  const items = useFieldArray({ control, name: 'items' });
  return (
    <FieldGrid>
      <NumberField control={control} name="height" label={F.height} required />
      <ItemList
        ids={items.fields.map((field) => field.id)}
        title={F.item}
        addLabel={F.addItem}
        removeLabel={F.removeItem}
        onAdd={() => items.append(EMPTY_THUMBNAIL)}
        onRemove={items.remove}
        error={form.formState.errors.items?.message}
      >
        {(i) => (
          <FieldGrid>
            <FormTextField control={control} name={`items.${i}.title`} label={F.title} required />
            <FormTextField control={control} name={`items.${i}.link`} label={F.link} required />
            <FormTextField control={control} name={`items.${i}.linkText`} label={F.linkText} required />
            <FormTextField control={control} name={`items.${i}.imgAlt`} label={F.imgAlt} />
            <FormTextField
              control={control}
              name={`items.${i}.description`}
              label={F.description}
              required
              multiline
              minRows={2}
              sx={full}
            />
            <ImageField control={control} name={`items.${i}.img`} label={F.img} alt={`items.${i}.imgAlt`} />
          </FieldGrid>
        )}
      </ItemList>
    </FieldGrid>
  );
}
