import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { BlockContentInputs } from '@hubgrade/domain/seo/schemas';
import type { ReactNode } from 'react';
import { type Control, type FieldErrors, type Path, useFieldArray } from 'react-hook-form';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FieldGrid, full, ImageField, NumberField } from './block-fields.tsx';
import type { BlockControl, BlockFormApi } from './block-form.tsx';
import { EMPTY_CAROUSEL_ITEM, EMPTY_THUMBNAIL } from './block-values.ts';
import { ItemList } from './item-list.tsx';

const F = SEO_LABELS.blocks.fields;

type ItemsKind = 'carousel' | 'thumbnails';
type ItemsControl = Control<{ height: number | null; items: Record<string, unknown>[] }>;

/** A block of a height and its items, each in its frame, one item kept at least (carousel, thumbnails). */
function ItemsFields<K extends ItemsKind>({
  control,
  form,
  empty,
  children,
}: {
  control: BlockControl<K>;
  form: BlockFormApi<K>;
  /** A new item's values. */
  empty: Record<string, unknown>;
  children: (index: number) => ReactNode;
}) {
  const items = useFieldArray({ control: control as unknown as ItemsControl, name: 'items' });
  return (
    <FieldGrid>
      <NumberField control={control} name={'height' as Path<BlockContentInputs[K]>} label={F.height} required />
      <ItemList
        ids={items.fields.map((field) => field.id)}
        title={F.item}
        addLabel={F.addItem}
        removeLabel={F.removeItem}
        onAdd={() => items.append(empty)}
        onRemove={items.remove}
        error={(form.formState.errors as FieldErrors<{ items: unknown }>).items?.message}
      >
        {(i) => <FieldGrid>{children(i)}</FieldGrid>}
      </ItemList>
    </FieldGrid>
  );
}

export function CarouselFields({ control, form }: { control: BlockControl<'carousel'>; form: BlockFormApi<'carousel'> }) {
  return (
    <ItemsFields control={control} form={form} empty={EMPTY_CAROUSEL_ITEM}>
      {(i) => (
        <>
          <FormTextField control={control} name={`items.${i}.title`} label={F.title} required />
          <FormTextField control={control} name={`items.${i}.link`} label={F.link} required />
          <FormTextField control={control} name={`items.${i}.imgAlt`} label={F.imgAlt} required />
          <ImageField control={control} name={`items.${i}.img`} label={F.img} required alt={`items.${i}.imgAlt`} />
        </>
      )}
    </ItemsFields>
  );
}

export function ThumbnailsFields({ control, form }: { control: BlockControl<'thumbnails'>; form: BlockFormApi<'thumbnails'> }) {
  return (
    <ItemsFields control={control} form={form} empty={EMPTY_THUMBNAIL}>
      {(i) => (
        <>
          <FormTextField control={control} name={`items.${i}.title`} label={F.title} required />
          <FormTextField control={control} name={`items.${i}.link`} label={F.link} required />
          <FormTextField control={control} name={`items.${i}.linkText`} label={F.linkText} required />
          <FormTextField control={control} name={`items.${i}.imgAlt`} label={F.imgAlt} />
          <FormTextField control={control} name={`items.${i}.description`} label={F.description} required multiline minRows={2} sx={full} />
          <ImageField control={control} name={`items.${i}.img`} label={F.img} alt={`items.${i}.imgAlt`} />
        </>
      )}
    </ItemsFields>
  );
}
