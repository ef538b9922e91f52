import { zodResolver } from '@hookform/resolvers/zod';
import { MEMBER_LABELS } from '@hubgrade/domain/members/labels';
import { type Member, type MemberForm, ZMemberForm } from '@hubgrade/domain/members/schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { Controller, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-error.ts';
import { applyFieldErrors } from '../../../lib/form-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { LazyPhoneInput } from '../../../ui/phone-input/lazy-phone-input.tsx';
import { useSnackbar } from '../../../ui/snackbar/snackbar-context.ts';
import { usePatchMember } from '../api/members.ts';

const F = MEMBER_LABELS.fields;
const S = MEMBER_LABELS.sheet;
const FIELDS = ['firstName', 'lastName', 'mobile'] as const;

/** The identity form of the member sheet: names and mobile (PATCH /users/{id}). */
export function MemberIdentityForm({ member, onDone }: { member: Member; onDone: () => void }) {
  const snackbar = useSnackbar();
  const patch = usePatchMember();
  const form = useForm<MemberForm>({
    resolver: zodResolver(ZMemberForm),
    defaultValues: { firstName: member.firstName, lastName: member.lastName, mobile: member.mobile ?? '' },
    mode: 'onTouched',
  });
  const { control, handleSubmit, setError, formState } = form;
  const submit = handleSubmit((values) =>
    patch.mutate(
      { id: member.id, patch: values },
      {
        onSuccess: () => {
          snackbar.success({ message: MEMBER_LABELS.done.identity });
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && applyFieldErrors(error, setError, FIELDS, 'hubgrade_user')) return;
          snackbar.error({ message: error.message });
        },
      },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2, maxWidth: 480 }}>
      <FormTextField control={control} name="firstName" label={F.firstName} required />
      <FormTextField control={control} name="lastName" label={F.lastName} required />
      <Controller
        control={control}
        name="mobile"
        render={({ field, fieldState }) => (
          <Box>
            <LazyPhoneInput
              name={field.name}
              label={F.mobile}
              value={{ countryCode: member.mobileCC || 'FR', phoneNumber: member.mobile ?? '' }}
              onChange={(phone) => field.onChange(phone.phoneNumber)}
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        )}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={patch.isPending || !formState.isDirty}>
          {S.save}
        </Button>
        <Button onClick={onDone}>{S.cancel}</Button>
      </Box>
    </Box>
  );
}
