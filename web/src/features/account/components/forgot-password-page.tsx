import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ForgotPasswordSchema } from '@domain/identity/domain/account.schema';
import { css, cx } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { ApiError, serverMessage } from '@/lib/api-error';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthLayout, formStack, fullWidth, textLink } from './auth-layout';
import { fieldErrors, type FieldErrors } from './form-errors';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sentTo, setSentTo] = useState<string>();
  const request = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(ForgotPasswordSchema, { email });
    setErrors(found);
    if (!output) return;
    request.mutate(
      { body: output },
      {
        onSuccess: () => setSentTo(output.email),
        onError: (error) =>
          notify({
            title: 'Failed to send password reset email',
            description:
              error instanceof ApiError && error.status > 0 ? serverMessage(error, 'Network error. Please try again.') : 'Network error. Please try again.',
            variant: 'destructive',
          }),
      },
    );
  };

  if (sentTo) {
    return (
      <AuthLayout title="Email Sent!">
        <div className={css({ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })} role="status">
          <MailCheck size={44} aria-hidden className={css({ color: 'ok.default' })} />
          <p className={hint({ size: 'inherit' })}>
            If an account exists for <strong className={css({ color: 'fg.default' })}>{sentTo}</strong>, a link to reset your password is on its way. The link
            works once and expires in 1 hour.
          </p>
          <Link to="/login" className={cx(button({ variant: 'outline' }), fullWidth)}>
            Back to Login
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Forgot your password?" subtitle="Enter the email you registered with and we will send you a reset link.">
      <form method="post" onSubmit={submit} noValidate className={formStack} aria-label="Request a password reset">
        <Field label="Email" error={errors.email} required>
          <input className={input()} type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <button type="submit" className={cx(button({ size: 'lg' }), fullWidth)} disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send Reset Link'}
        </button>
        <Link to="/login" className={cx(textLink, css({ textAlign: 'center' }))}>
          Back to Login
        </Link>
      </form>
    </AuthLayout>
  );
}
