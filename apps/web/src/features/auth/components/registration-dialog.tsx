import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_TYPE_LABELS, AUTH_LABELS, AUTH_FORM_LABELS as F } from '@hubgrade/domain/auth/labels';
import { type Registration, ZRegistration } from '@hubgrade/domain/auth/schemas';
import { SHELL_LABELS } from '@hubgrade/domain/shell/labels';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { useBrand } from '../../../lib/brand.ts';
import { useConfirmationCheck } from '../../../lib/confirmation-check.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { DialogSuccess } from '../../../ui/dialog-success.tsx';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useRegistration } from '../api/registration.ts';
import { AccountTypeField, LegalPagesLine, TermsField } from './registration-choices.tsx';
import type { RegistrationForm } from './registration-form.ts';

const DEFAULTS: RegistrationForm = {
  email: '',
  firstName: '',
  lastName: '',
  // Spec shell §5: the mobile field is prefilled with 06.
  mobile: '06',
  plainPassword: { first: '', second: '' },
  cgu: false,
  cguBrand: false,
  accountType: null,
};

const FIELDS = [
  'email',
  'firstName',
  'lastName',
  'mobile',
  'plainPassword.first',
  'plainPassword.second',
  'cgu',
  'cguBrand',
  'accountType',
] as const;

const CONFLICT = 409;

/** The domain's schema; a branded host adds its own terms, which must be accepted too. */
function registrationResolver(branded: boolean): Resolver<RegistrationForm, unknown, Registration> {
  const schema = branded ? ZRegistration.extend({ cguBrand: z.literal(true, { error: AUTH_LABELS.cguRequired }) }) : ZRegistration;
  // The schema's input type is what a valid form holds; the form starts from emptier values.
  return zodResolver(schema) as unknown as Resolver<RegistrationForm, unknown, Registration>;
}

export function RegistrationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brand, name: brandName } = useBrand();
  const branded = brand !== null;
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const resolver = useMemo(() => registrationResolver(branded), [branded]);
  const form = useForm<RegistrationForm, unknown, Registration>({ resolver, defaultValues: DEFAULTS, mode: 'onTouched' });
  const { control, handleSubmit, setError, formState } = form;
  useConfirmationCheck(form, 'plainPassword.first', 'plainPassword.second');
  const registration = useRegistration();
  const failure = registration.error instanceof ApiError ? registration.error : null;

  const submit = handleSubmit((values) =>
    registration.mutate(
      { hubgrade_registration: { ...values, cguBrand: branded ? values.cguBrand : undefined }, brand: brand?.id ?? null },
      {
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          const matched = applyFieldErrors(error, setError, FIELDS, 'hubgrade_registration');
          if (!matched && error.status === CONFLICT) setError('email', { type: 'server', message: error.message });
        },
      },
    ),
  );

  const unmatchedMessage = failure && Object.keys(failure.errors).length === 0 && failure.status !== CONFLICT ? failure.message : null;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="registration-title">
      <DialogTitle id="registration-title" sx={{ pr: 7 }}>
        {F.registerTitle}
        <IconButton aria-label={SHELL_LABELS.close} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <Close />
        </IconButton>
      </DialogTitle>
      {registration.isSuccess ? (
        <DialogSuccess message={AUTH_LABELS.registrationSuccess} testId="registration-done" onClose={onClose} />
      ) : (
        <Box component="form" noValidate onSubmit={submit}>
          {/* `&&` outweighs the rule that removes the top padding under a title: outlined labels need it. */}
          <DialogContent sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, '&&': { pt: 1 } }}>
            {failure && (
              <Alert severity="error" sx={{ gridColumn: '1 / -1' }} data-testid="registration-error">
                {AUTH_LABELS.registrationError}
                {unmatchedMessage && (
                  <Box component="span" sx={{ display: 'block' }}>
                    {unmatchedMessage}
                  </Box>
                )}
              </Alert>
            )}
            <FormTextField control={control} name="email" label={F.email} type="email" autoComplete="email" sx={{ gridColumn: '1 / -1' }} />
            <FormTextField control={control} name="firstName" label={F.firstName} autoComplete="given-name" />
            <FormTextField control={control} name="lastName" label={F.lastName} autoComplete="family-name" />
            <FormTextField
              control={control}
              name="mobile"
              label={F.mobile}
              type="tel"
              autoComplete="tel-national"
              sx={{ gridColumn: '1 / -1' }}
            />
            <PasswordField
              control={control}
              name="plainPassword.first"
              label={F.newPassword}
              autoComplete="new-password"
              helperText={F.passwordHint}
              sx={{ gridColumn: '1 / -1' }}
            />
            <PasswordField
              control={control}
              name="plainPassword.second"
              label={F.passwordConfirmation}
              autoComplete="new-password"
              sx={{ gridColumn: '1 / -1' }}
            />
            <AccountTypeField control={control} labels={ACCOUNT_TYPE_LABELS} />
            <LegalPagesLine />
            <TermsField control={control} name="cgu" label={F.cgu} />
            {branded && <TermsField control={control} name="cguBrand" label={F.cguBrand(brandName)} />}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{SHELL_LABELS.cancel}</Button>
            <Button type="submit" variant="contained" disabled={!formState.isValid} loading={registration.isPending}>
              {F.registerSubmit}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
