import { SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { Image } from '@hubgrade/domain/seo/schemas';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import { Controller, useWatch } from 'react-hook-form';
import { FormSelectField } from '../../../ui/form-select-field.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { FormRichTextField } from '../../../ui/rich-text/form-rich-text-field.tsx';
import { FieldGrid, full, ImagePicker, NumberField } from './block-fields.tsx';
import type { BlockControl, BlockFormApi } from './block-form.tsx';

const F = SEO_LABELS.blocks.fields;

export function CallbackFields({ control }: { control: BlockControl<'callback'> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="title" label={F.title} required />
      <FormTextField control={control} name="btnTxt" label={F.btnTxt} required />
    </FieldGrid>
  );
}

export function ContactFormFields({ control }: { control: BlockControl<'contactForm'> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="title" label={F.formTitle} required />
    </FieldGrid>
  );
}

export function CallToActionFields({ control }: { control: BlockControl<'callToAction'> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="href" label={F.href} required />
      <FormTextField control={control} name="btnTxt" label={F.btnTxt} required />
    </FieldGrid>
  );
}

const nullableCode = {
  format: (v: unknown) => (v === null || v === undefined ? '' : String(v)),
  parse: (v: string) => (v === '' ? null : Number(v)),
};

export function SearchFields({ control }: { control: BlockControl<'search'> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="searchInput" label={F.searchInput} required sx={full} />
      <FormSelectField control={control} name="spaceType" label={F.spaceType} {...nullableCode}>
        <MenuItem value="">{F.anyType}</MenuItem>
        {Object.entries(F.spaceTypeNames).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormSelectField control={control} name="renterType" label={F.renterType} {...nullableCode}>
        <MenuItem value="">{F.anyType}</MenuItem>
        {Object.entries(F.renterTypeNames).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </FormSelectField>
      <Controller
        control={control}
        name="colab"
        render={({ field }) => (
          <FormControlLabel
            label={F.colab}
            control={<Checkbox checked={field.value === true} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
    </FieldGrid>
  );
}

export function RichTextFields({ control }: { control: BlockControl<'richText'> }) {
  return <FormRichTextField control={control} name="html" label={F.content} required />;
}

export function ScriptFields({ control }: { control: BlockControl<'script'> }) {
  return (
    <FormTextField
      control={control}
      name="script"
      label={F.script}
      required
      multiline
      minRows={4}
      slotProps={{ htmlInput: { spellCheck: false } }}
    />
  );
}

/** The header's image is three fields of its content (spec shell §3): the upload's id and its two paths. */
function HeaderImage({ form }: { form: BlockFormApi<'header'> }) {
  const [uploadId, pathRelative, webpPath] = useWatch({ control: form.control, name: ['uploadId', 'pathRelative', 'webpPath'] });
  const value: Image | null = uploadId ? { uploadId, pathRelative: pathRelative ?? '', webpPath: webpPath ?? '' } : null;
  const set = (image: Image | null) => {
    const options = { shouldDirty: true, shouldValidate: true };
    form.setValue('uploadId', image?.uploadId ?? null, options);
    form.setValue('pathRelative', image?.pathRelative ?? '', options);
    form.setValue('webpPath', image?.webpPath ?? '', options);
    void form.trigger('alt');
  };
  return <ImagePicker value={value} onChange={set} label={F.image} />;
}

export function HeaderFields({ control, form }: { control: BlockControl<'header'>; form: BlockFormApi<'header'> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="title" label={F.title} required />
      <NumberField control={control} name="height" label={F.height} required />
      <FormTextField control={control} name="subTitle" label={F.subTitle} />
      <FormTextField control={control} name="btnTxt" label={F.btnTxt} />
      <FormTextField control={control} name="paragraph" label={F.paragraph} multiline minRows={2} sx={full} />
      <FormTextField control={control} name="btnLink" label={F.btnLink} />
      <FormTextField control={control} name="alt" label={F.alt} />
      <HeaderImage form={form} />
    </FieldGrid>
  );
}
