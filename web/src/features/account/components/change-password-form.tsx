import { useState, type FormEvent } from 'react';
import { ChangePasswordFormSchema, PASSWORD_TOO_SHORT } from '@domain/identity/domain/account.schema';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useChangePassword } from '../api/change-password';
import { formStack } from './auth-layout';
import { fieldErrors, type FieldErrors } from './form-errors';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const [values, setValues] = useState(empty);
  // issue 26 §4: keys made with the old password are revoked with it unless the member unticks this
  const [revokeApiKeys, setRevokeApiKeys] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangePassword();
  const bind = (key: keyof typeof empty) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(ChangePasswordFormSchema, values);
    setErrors(found);
    if (!output) return;
    change.mutate(
      { body: { currentPassword: output.currentPassword, newPassword: output.newPassword, revokeApiKeys } },
      {
        onSuccess: (answer) => {
          setValues(empty);
          const keys = answer.message.replace(/^Password changed successfully\.?\s*/, '');
          notify({ title: 'Password changed successfully', description: `Other devices have been signed out. ${keys}`.trim(), variant: 'success' });
        },
        onError: (error) => notify({ title: 'Failed to change password', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className={css({ maxW: 'md' })} aria-label="Change password">
      <div className={formStack}>
        <Field label="Current password" error={errors.currentPassword} required>
          <input className={input()} type="password" autoComplete="current-password" {...bind('currentPassword')} />
        </Field>
        <Field label="New password" error={errors.newPassword} hint={PASSWORD_TOO_SHORT.replace('Password must be', 'Must be')} required>
          <input className={input()} type="password" autoComplete="new-password" {...bind('newPassword')} />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword} required>
          <input className={input()} type="password" autoComplete="new-password" {...bind('confirmPassword')} />
        </Field>
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          <input type="checkbox" checked={revokeApiKeys} onChange={(event) => setRevokeApiKeys(event.target.checked)} /> Also revoke my API keys
        </label>
        <div>
          <button type="submit" className={button()} disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change Password'}
          </button>
        </div>
      </div>
    </form>
  );
}
