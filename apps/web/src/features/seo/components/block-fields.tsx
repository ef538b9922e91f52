import { BLOCK_MESSAGES, SEO_LABELS } from '@hubgrade/domain/seo/labels';
import type { Image } from '@hubgrade/domain/seo/schemas';
import { UPLOAD_RULES } from '@hubgrade/domain/uploads/rules';
import Delete from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { ReactNode } from 'react';
import { useId, useRef } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues, useFormState } from 'react-hook-form';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { useUploadSeoImage } from '../api/pages.ts';

const F = SEO_LABELS.blocks.fields;

/** The fields of a block side by side on a wide screen, one under the other on a phone. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>{children}</Box>;
}

export const full = { gridColumn: '1 / -1' };

interface FieldProps<T extends FieldValues, O extends FieldValues> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** A number typed as text: empty is null (a required number then says it is missing), a comma is a decimal point. */
export function NumberField<T extends FieldValues, O extends FieldValues>({ control, name, label, required }: FieldProps<T, O>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl variant="outlined" required={required} error={fieldState.error !== undefined} fullWidth>
          <InputLabel htmlFor={id}>{label}</InputLabel>
          <OutlinedInput
            id={id}
            label={label}
            name={field.name}
            inputMode="decimal"
            value={field.value === null || field.value === undefined || Number.isNaN(field.value) ? '' : String(field.value)}
            onChange={(event) => {
              const text = event.target.value.trim().replace(',', '.');
              field.onChange(text === '' ? null : Number(text));
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            aria-describedby={fieldState.error ? `${id}-helper` : undefined}
          />
          {fieldState.error && <FormHelperText id={`${id}-helper`}>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}

/** Codes to tick (space, renter or contract types), as a list of numbers. */
export function CodesField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  names,
}: FieldProps<T, O> & { names: Record<number, string> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const value = (field.value ?? []) as number[];
        return (
          <FormControl component="fieldset">
            <FormLabel component="legend">{label}</FormLabel>
            <FormGroup>
              {Object.entries(names).map(([code, text]) => (
                <FormControlLabel
                  key={code}
                  label={text}
                  control={
                    <Checkbox
                      checked={value.includes(Number(code))}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...value, Number(code)].sort((a, b) => a - b) : value.filter((v) => v !== Number(code)),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        );
      }}
    />
  );
}

/**
 * An image of a block: sent at once to POST /uploads/seo-page-new, which answers the original's
 * and the WebP rendition's public paths; the preview shows the WebP the site will serve.
 */
export function ImagePicker({
  value,
  onChange,
  label,
  error,
  required,
}: {
  value: Image | null;
  onChange: (image: Image | null) => void;
  label: string;
  error?: string;
  required?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadSeoImage();
  const { run } = useMutationFeedback();
  const id = useId();
  const accept = Object.entries(UPLOAD_RULES.image.accept)
    .flatMap(([type, extensions]) => [type, ...extensions])
    .join(',');
  return (
    <FormControl component="fieldset" error={error !== undefined} required={required} sx={{ gap: 1 }}>
      <FormLabel component="legend">{label}</FormLabel>
      {value && (
        <Box
          component="img"
          src={value.webpPath}
          alt=""
          sx={{ width: '100%', maxWidth: 320, maxHeight: 160, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
        />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" startIcon={<UploadIcon />} loading={upload.isPending} onClick={() => input.current?.click()}>
          {F.upload}
        </Button>
        {value && (
          <Button color="error" startIcon={<Delete />} onClick={() => onChange(null)}>
            {F.removeImage}
          </Button>
        )}
      </Box>
      <input
        ref={input}
        id={id}
        type="file"
        hidden
        accept={accept}
        aria-label={`${label} : ${F.upload}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file)
            void run(upload, file, {
              success: SEO_LABELS.blocks.done.uploaded,
              onSuccess: (image) => onChange({ uploadId: image.id, pathRelative: image.pathRelative, webpPath: image.webpPath }),
            });
        }}
      />
      <FormHelperText>{error ?? F.imageHelp}</FormHelperText>
    </FormControl>
  );
}

/**
 * ImagePicker on a form field holding an Image or null. Nothing is typed in it, so a required
 * image says it is missing as soon as the block is being edited, and choosing one checks the
 * image's ALT (`alt`) at once: the save button is never disabled without a message saying why.
 */
export function ImageField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  required,
  alt,
}: FieldProps<T, O> & { alt?: FieldPath<T> }) {
  const { isDirty } = useFormState({ control });
  return (
    <Controller
      control={control}
      name={name}
      rules={alt ? { deps: alt } : undefined}
      render={({ field, fieldState }) => {
        const missing = required && !field.value && isDirty ? BLOCK_MESSAGES.required : undefined;
        return (
          <ImagePicker
            value={(field.value ?? null) as Image | null}
            onChange={field.onChange}
            label={label}
            required={required}
            error={fieldState.error?.message ?? missing}
          />
        );
      }}
    />
  );
}
