import { SNACKBAR_LABELS } from '@hubgrade/domain/common/errors';
import { centsToEuros, eurosToCents } from '@hubgrade/domain/format/money';
import { KEY_LABELS as L } from '@hubgrade/domain/keys/labels';
import { type KeyTariff, ZKeyTariffForm } from '@hubgrade/domain/keys/schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { useKeyTariffOptions, useSaveTariff } from '../api/key-tariffs.ts';

type Field = 'espace' | 'type' | 'price';

interface Values {
  espace: string;
  type: string;
  price: string;
}

function initialValues(tariff: KeyTariff | null, espace: number | undefined): Values {
  if (tariff) return { espace: String(tariff.espace.id), type: String(tariff.key.id), price: String(centsToEuros(tariff.price)) };
  return { espace: espace ? String(espace) : '', type: '', price: '' };
}

/** The form's values as the domain's schema reads them; an empty field is a missing one. */
function parse(values: Values) {
  return ZKeyTariffForm.safeParse({
    espace: values.espace === '' ? undefined : Number(values.espace),
    type: values.type === '' ? undefined : Number(values.type),
    price: values.price.trim() === '' ? undefined : Number(values.price),
  });
}

function TariffForm({ tariff, espace, onClose }: { tariff: KeyTariff | null; espace?: number; onClose: () => void }) {
  const options = useKeyTariffOptions();
  const save = useSaveTariff();
  const snackbar = useSnackbar();
  const [values, setValues] = useState(() => initialValues(tariff, espace));
  const [touched, setTouched] = useState<Record<Field, boolean>>({ espace: false, type: false, price: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const parsed = parse(values);
  const fieldError = (field: Field) => {
    if (!touched[field] || parsed.success) return undefined;
    return parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  };
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success) return;
    const body = { espace: parsed.data.espace, type: parsed.data.type, price: eurosToCents(parsed.data.price) };
    save.mutate(
      { id: tariff?.id ?? null, body },
      {
        onSuccess: () => {
          snackbar.success({ message: tariff ? L.done.saved : L.done.created });
          onClose();
        },
        onError: (error) => setServerError(error instanceof ApiError ? error.message : null),
      },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gap: 2, '&&': { pt: 1 } }}>
        {(serverError !== null || save.isError) && (
          <Alert severity="error" data-testid="key-tariff-error">
            {serverError ?? SNACKBAR_LABELS.error}
          </Alert>
        )}
        {options.isError && <Alert severity="error">{SNACKBAR_LABELS.error}</Alert>}
        <TextField
          select
          required
          label={L.fields.espace}
          value={options.data ? values.espace : ''}
          onChange={change('espace')}
          onBlur={() => setTouched((t) => ({ ...t, espace: true }))}
          error={fieldError('espace') !== undefined}
          helperText={fieldError('espace')}
          slotProps={{ htmlInput: { 'data-testid': 'key-tariff-espace' } }}
        >
          {(options.data?.espaces ?? []).map((site) => (
            <MenuItem key={site.id} value={String(site.id)}>
              {site.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          label={L.fields.type}
          value={options.data ? values.type : ''}
          onChange={change('type')}
          onBlur={() => setTouched((t) => ({ ...t, type: true }))}
          error={fieldError('type') !== undefined}
          helperText={fieldError('type')}
        >
          {(options.data?.types ?? []).map((type) => (
            <MenuItem key={type.id} value={String(type.id)}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          type="number"
          label={L.fields.price}
          value={values.price}
          onChange={change('price')}
          onBlur={() => setTouched((t) => ({ ...t, price: true }))}
          error={fieldError('price') !== undefined}
          helperText={fieldError('price')}
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{L.cancel}</Button>
        <Button type="submit" variant="contained" disabled={!parsed.success || save.isPending}>
          {L.save}
        </Button>
      </DialogActions>
    </Box>
  );
}

/** Spec §2.6: the add/edit dialog of a key or badge price, 500 px wide. */
export function TariffDialog({
  open,
  tariff,
  espace,
  onClose,
}: {
  open: boolean;
  /** null to add one. */
  tariff: KeyTariff | null;
  /** The site chosen in the list's filter, proposed for a new price. */
  espace?: number;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth slotProps={{ paper: { sx: { maxWidth: 500 } } }} aria-labelledby="key-tariff-title">
      <DialogTitle id="key-tariff-title">{tariff ? L.edit : L.add}</DialogTitle>
      {open && <TariffForm key={tariff?.id ?? 'new'} tariff={tariff} espace={espace} onClose={onClose} />}
    </Dialog>
  );
}
