import { Link, useNavigate } from '@tanstack/react-router';
import { CheckCircle2, ShieldAlert } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { PASSWORD_TOO_SHORT, ResetPasswordFormSchema } from '@domain/identity/domain/account.schema';
import { css, cx } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { ApiError, serverMessage } from '@/lib/api-error';
import { useResetPassword } from '../api/reset-password';
import { AuthLayout, formStack, fullWidth } from './auth-layout';
import { fieldErrors, type FieldErrors } from './form-errors';

const REDIRECT_AFTER_MS = 3000;

export function ResetPasswordPage({ token }: { token?: string }) {
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useResetPassword();
  const navigate = useNavigate();

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  if (!token) {
    return (
      <AuthLayout title="Reset Password">
        <div role="alert" className={css({ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })}>
          <ShieldAlert size={44} aria-hidden className={css({ color: 'error.default' })} />
          <p className={css({ fontWeight: 'semibold' })}>Invalid or missing reset token</p>
          <p className={hint()}>Open the link from your email again, or ask for a new one.</p>
          <Link to="/forgot-password" className={cx(button(), fullWidth)}>
            Request a New Link
          </Link>
        </div>
      </AuthLayout>
    );
  }

  if (reset.isSuccess) {
    return (
      <AuthLayout title="Password Reset">
        <div role="status" className={css({ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })}>
          <CheckCircle2 size={44} aria-hidden className={css({ color: 'ok.default' })} />
          <p className={css({ fontWeight: 'semibold' })}>Your password has been reset.</p>
          <p className={hint()}>Taking you to the login page in 3 seconds…</p>
          <Link to="/login" className={cx(button({ variant: 'outline' }), fullWidth)}>
            Go to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(ResetPasswordFormSchema, values);
    setErrors(found);
    if (!output) return;
    reset.mutate(
      { body: { token, newPassword: output.newPassword } },
      {
        onError: (error) =>
          notify({
            title: 'Failed to reset password',
            description: error instanceof ApiError && error.status > 0 ? serverMessage(error, 'Failed to reset password') : 'Network error. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      <form method="post" onSubmit={submit} noValidate className={formStack} aria-label="Reset password form">
        <Field label="New password" error={errors.newPassword} hint={PASSWORD_TOO_SHORT.replace('Password must be', 'Must be')} required>
          <input
            className={input()}
            type="password"
            autoComplete="new-password"
            value={values.newPassword}
            onChange={(e) => setValues({ ...values, newPassword: e.target.value })}
          />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword} required>
          <input
            className={input()}
            type="password"
            autoComplete="new-password"
            value={values.confirmPassword}
            onChange={(e) => setValues({ ...values, confirmPassword: e.target.value })}
          />
        </Field>
        {reset.isError ? (
          <p role="alert" className={css({ fontSize: 'sm', color: 'error.default' })}>
            {serverMessage(reset.error, 'Failed to reset password')}{' '}
            <Link to="/forgot-password" className={css({ textDecoration: 'underline' })}>
              Request a new link
            </Link>
          </p>
        ) : null}
        <button type="submit" className={cx(button({ size: 'lg' }), fullWidth)} disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Reset Password'}
        </button>
      </form>
    </AuthLayout>
  );
}
