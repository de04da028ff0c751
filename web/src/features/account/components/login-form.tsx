import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MemberLoginSchema } from '@domain/identity/domain/account.schema';
import { cx } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { startMemberSession } from '@/lib/member-session';
import { useLoginMember } from '../api/login-member';
import { formStack, fullWidth, textLink } from './auth-layout';
import { fieldErrors, type FieldErrors } from './form-errors';

/** `returnTo`: where a signed-in member goes next (the /join page that sent them here); the portal otherwise. */
export function LoginForm({ returnTo }: { returnTo?: string } = {}) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useLoginMember();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(MemberLoginSchema, values);
    setErrors(found);
    if (!output) return;
    login.mutate(
      { body: output },
      {
        onSuccess: (session) => {
          startMemberSession(queryClient, session);
          notify({ title: 'Welcome back!', description: `Logged in as ${session.user.firstName} ${session.user.lastName}`, variant: 'success' });
          void (returnTo ? navigate({ href: returnTo }) : navigate({ to: '/leads-portal' }));
        },
        onError: (error) => notify({ title: 'Login failed', description: serverMessage(error, 'Login failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className={formStack} aria-label="Member login">
      <Field label="Email" error={errors.email} required>
        <input className={input()} type="email" autoComplete="email" value={values.email} onChange={(e) => setValues({ ...values, email: e.target.value })} />
      </Field>
      <Field label="Password" error={errors.password} required>
        <input
          className={input()}
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
        />
      </Field>
      <Link to="/forgot-password" className={textLink}>
        Forgot your password?
      </Link>
      <button type="submit" className={cx(button({ size: 'lg' }), fullWidth)} disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Login'}
      </button>
    </form>
  );
}
