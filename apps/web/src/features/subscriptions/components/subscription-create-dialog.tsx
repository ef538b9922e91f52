import { parisDay } from '@hubgrade/domain/format/paris-calendar';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import { SUBSCRIPTION_LABELS as L } from '@hubgrade/domain/subscriptions/labels';
import type { PayerKind, Subscription } from '@hubgrade/domain/subscriptions/schemas';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api-error.ts';
import { useBookableUserPicker } from '../../../lib/bookable-users.ts';
import { formatCents } from '../../../lib/format.ts';
import { useMutationFeedback } from '../../../ui/use-mutation-feedback.ts';
import { type PickedUser, UserPicker } from '../../../ui/user-picker.tsx';
import { useCreateSubscription, useSubscriptionOptions } from '../api/subscriptions.ts';

type Field = 'planId' | 'userId' | 'payer' | 'siteId' | 'startOn';

/** The field errors of a 400, by field; what was typed stays in the form. */
function fieldErrors(error: Error): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]));
}

function CreateForm({ onClose, onCreated }: { onClose: () => void; onCreated: (id: number) => void }) {
  const options = useSubscriptionOptions();
  const members = useBookableUserPicker(null, true);
  const create = useCreateSubscription();
  const { run } = useMutationFeedback();
  const [planId, setPlanId] = useState('');
  const [member, setMember] = useState<PickedUser | null>(null);
  const [payer, setPayer] = useState<PayerKind>('company');
  const [siteId, setSiteId] = useState('');
  const [startOn, setStartOn] = useState(parisDay());
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const plans = options.data?.plans ?? [];
  const plan = plans.find((p) => String(p.id) === planId);
  // Sold at the plan's sites, or at every site of the plan's brand.
  const sites = (options.data?.sites ?? []).filter(
    (s) => !plan || (plan.siteIds.length === 0 ? s.brandId === plan.brandId : plan.siteIds.includes(s.id)),
  );
  // The main platform sees every brand's plans, some of the same name: each then says its brand.
  const severalBrands = new Set(plans.map((p) => p.brandId)).size > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    if (!plan) missing.planId = L.refusals.required;
    if (!member) missing.userId = L.refusals.required;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startOn)) missing.startOn = L.refusals.startOn;
    setErrors(missing);
    if (!plan || !member || Object.keys(missing).length > 0) return;
    void run(
      create,
      { planId: plan.id, userId: member.id, payer, siteId: siteId === '' ? null : Number(siteId), startOn },
      {
        success: L.done.created,
        onError: (error) => setErrors(fieldErrors(error)),
        onSuccess: (created: Subscription) => onCreated(created.id),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        <Stack spacing={2}>
          <DialogContentText>{L.createHelp}</DialogContentText>
          <TextField
            select
            required
            label={L.fields.plan}
            value={planId}
            onChange={(event) => {
              setPlanId(event.target.value);
              setSiteId('');
            }}
            error={errors.planId !== undefined}
            helperText={
              errors.planId ?? (plan ? L.planTerms(formatCents(plan.unitPriceCents), L.renewal(plan.commitmentMonths)) : undefined)
            }
          >
            {plans.map((p) => (
              <MenuItem key={p.id} value={String(p.id)}>
                {severalBrands ? `${p.name} · ${p.brandName ?? SHELL_LABELS.mainPlatform}` : p.name}
              </MenuItem>
            ))}
          </TextField>
          <UserPicker {...members} label={L.fields.member} value={member} onChange={setMember} error={errors.userId} />
          <FormControl error={errors.payer !== undefined}>
            <FormLabel>{L.fields.payer}</FormLabel>
            <RadioGroup row value={payer} onChange={(event) => setPayer(event.target.value as PayerKind)}>
              <FormControlLabel value="company" control={<Radio />} label={L.payerKinds.company} />
              <FormControlLabel value="member" control={<Radio />} label={L.payerKinds.member} />
            </RadioGroup>
            {errors.payer && <FormHelperText>{errors.payer}</FormHelperText>}
          </FormControl>
          <TextField
            select
            label={L.fields.site}
            value={siteId}
            onChange={(event) => setSiteId(event.target.value)}
            error={errors.siteId !== undefined}
            helperText={errors.siteId}
          >
            <MenuItem value="">{L.filters.allSites}</MenuItem>
            {sites.map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            type="date"
            label={L.fields.start}
            value={startOn}
            onChange={(event) => setStartOn(event.target.value)}
            error={errors.startOn !== undefined}
            helperText={errors.startOn}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{L.actions.close}</Button>
        <Button type="submit" variant="contained" loading={create.isPending}>
          {L.actions.save}
        </Button>
      </DialogActions>
    </form>
  );
}

/** « Nouvel abonnement »: a plan, the member, who pays, the site, the start; the sheet opens once created. */
export function SubscriptionCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{L.createTitle}</DialogTitle>
      {open && <CreateForm onClose={onClose} onCreated={onCreated} />}
    </Dialog>
  );
}
