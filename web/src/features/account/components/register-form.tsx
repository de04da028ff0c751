import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MemberRegisterSchema, PASSWORD_TOO_SHORT } from '@domain/identity/domain/account.schema';
import { cx } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { startMemberSession } from '@/lib/member-session';
import { useRegisterMember } from '../api/register-member';
import { formRow, formStack, fullWidth } from './auth-layout';
import { fieldErrors, type FieldErrors } from './form-errors';

const empty = { firstName: '', lastName: '', email: '', phone: '', institutionName: '', password: '' };
type Key = keyof typeof empty;

/** An invitation the new account takes (the /join page): its e-mail and institution are given, and the account joins that team. */
export type RegisterInvite = { token: string; email: string; institutionName: string };

export function RegisterForm({ invite }: { invite?: RegisterInvite } = {}) {
  const [values, setValues] = useState(invite ? { ...empty, email: invite.email, institutionName: invite.institutionName } : empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useRegisterMember();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const bind = (key: Key) => ({ value: values[key], onChange: (e: { target: { value: string } }) => setValues({ ...values, [key]: e.target.value }) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(MemberRegisterSchema, values);
    setErrors(found);
    if (!output) return;
    register.mutate(
      { body: invite ? { ...output, inviteToken: invite.token } : output },
      {
        onSuccess: (session) => {
          startMemberSession(queryClient, session);
          if (invite) {
            notify({ title: `Welcome to ${invite.institutionName}!`, description: 'Your account has a seat in its team.', variant: 'success' });
            void navigate({ to: '/profile', search: { tab: 'team' } });
            return;
          }
          notify({ title: 'Account created!', description: 'An admin will verify your account shortly.', variant: 'success' });
          void navigate({ to: '/leads-portal' });
        },
        onError: (error) => notify({ title: 'Registration failed', description: serverMessage(error, 'Registration failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className={formStack} aria-label="Create account">
      <div className={formRow}>
        <Field label="First name" error={errors.firstName} required>
          <input className={input()} autoComplete="given-name" {...bind('firstName')} />
        </Field>
        <Field label="Last name" error={errors.lastName} required>
          <input className={input()} autoComplete="family-name" {...bind('lastName')} />
        </Field>
      </div>
      <Field label="Email" error={errors.email} required>
        <input className={input()} type="email" autoComplete="email" readOnly={Boolean(invite)} {...bind('email')} />
      </Field>
      <Field label="Contact number" error={errors.phone} required>
        <input className={input()} type="tel" autoComplete="tel" placeholder="e.g. 98450 12345" {...bind('phone')} />
      </Field>
      <Field label="Institution name" error={errors.institutionName} required>
        <input className={input()} autoComplete="organization" readOnly={Boolean(invite)} {...bind('institutionName')} />
      </Field>
      <Field label="Password" error={errors.password} hint={PASSWORD_TOO_SHORT.replace('Password must be', 'Must be')} required>
        <input className={input()} type="password" autoComplete="new-password" {...bind('password')} />
      </Field>
      <button type="submit" className={cx(button({ size: 'lg' }), fullWidth)} disabled={register.isPending}>
        {register.isPending ? 'Creating account…' : 'Create Account'}
      </button>
    </form>
  );
}
