import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AdminLoginSchema, VerifyOtpSchema } from '@domain/identity/domain/admin-auth.schema';
import { css, cx } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { startAdminSession, useAdminSession, type AdminUser } from '@/lib/admin-session';
import { useAdminLogin } from '../api/admin-login';
import { useVerifyAdminOtp } from '../api/verify-admin-otp';
import { AuthLayout, formStack, fullWidth } from './auth-layout';
import { fieldErrors, type FieldErrors } from './form-errors';

const DASHBOARD = '/system/dashboard/management';
const DIRECT_SIGN_IN_REDIRECT_MS = 1000;

/** Admin sign-in: username and password, then the e-mailed 6-digit code (spec 001 §2, §4). */
export function AdminSignInPage() {
  const session = useAdminSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [userId, setUserId] = useState<string>();
  // kept in memory only, for "Resend code": a new sign-in with them sends a new code and retires the old one
  const [credentials, setCredentials] = useState<{ username: string; password: string }>();
  const [redirecting, setRedirecting] = useState(false);

  // an already signed-in admin goes straight to the dashboard
  useEffect(() => {
    if (session.status === 'signed-in' && !redirecting) void navigate({ to: DASHBOARD });
  }, [session.status, redirecting, navigate]);

  const signedIn = (result: { token: string; user: AdminUser }, delayMs: number) => {
    setRedirecting(true);
    startAdminSession(queryClient, result);
    notify({ title: 'Login successful', description: 'Welcome to the admin portal!', variant: 'success' });
    setTimeout(() => void navigate({ to: DASHBOARD }), delayMs);
  };

  if (session.status === 'loading' || redirecting) {
    return (
      <AuthLayout title="Admin Portal">
        <LoadingState label="Opening the admin portal…" />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={userId ? 'Enter verification code' : 'Admin Portal'}
      subtitle={userId ? 'We sent a 6-digit code to your email. It expires in 10 minutes.' : 'Sign in with your staff username and password.'}
    >
      {userId ? (
        <CodeStep userId={userId} credentials={credentials} onBack={() => setUserId(undefined)} onSignedIn={(result) => signedIn(result, 0)} />
      ) : (
        <CredentialsStep
          onCodeSent={(id, sentFor) => {
            setCredentials(sentFor);
            setUserId(id);
          }}
          onSignedIn={(result) => signedIn(result, DIRECT_SIGN_IN_REDIRECT_MS)}
        />
      )}
    </AuthLayout>
  );
}

function CredentialsStep({
  onCodeSent,
  onSignedIn,
}: {
  onCodeSent: (userId: string, credentials: { username: string; password: string }) => void;
  onSignedIn: (result: { token: string; user: AdminUser }) => void;
}) {
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const login = useAdminLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(AdminLoginSchema, values);
    setErrors(found);
    if (!output) return;
    login.mutate(
      { body: output },
      {
        onSuccess: (answer) => (answer.requiresOtp ? onCodeSent(answer.userId, output) : onSignedIn(answer)),
        onError: (error) => notify({ title: 'Login failed', description: serverMessage(error, 'Login failed'), variant: 'destructive' }),
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className={formStack} aria-label="Admin sign-in">
      <Field label="Username" error={errors.username} required>
        <input className={input()} autoComplete="username" value={values.username} onChange={(e) => setValues({ ...values, username: e.target.value })} />
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
      <button type="submit" className={cx(button({ size: 'lg' }), fullWidth)} disabled={login.isPending}>
        {login.isPending ? 'Checking…' : 'Continue'}
      </button>
    </form>
  );
}

type CodeStepProps = {
  userId: string;
  credentials: { username: string; password: string } | undefined;
  onBack: () => void;
  onSignedIn: (result: { token: string; user: AdminUser }) => void;
};

function CodeStep({ userId, credentials, onBack, onSignedIn }: CodeStepProps) {
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const verify = useVerifyAdminOtp();
  const resend = useAdminLogin();
  const sendAgain = () => {
    if (!credentials) return;
    resend.mutate(
      { body: credentials },
      {
        onSuccess: () => {
          setOtp('');
          notify({ title: 'New code sent', description: 'Check your email: only the newest code works.', variant: 'success' });
        },
        onError: (error) => notify({ title: 'Could not send a new code', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  };
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { output, errors: found } = fieldErrors(VerifyOtpSchema, { userId, otp });
    setErrors(found);
    if (!output) return;
    verify.mutate(
      { body: output },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          setOtp('');
          notify({ title: 'Verification failed', description: serverMessage(error, 'Invalid or expired OTP. Please try again.'), variant: 'destructive' });
        },
      },
    );
  };

  return (
    <form method="post" onSubmit={submit} noValidate className={formStack} aria-label="Admin verification">
      <div className={css({ display: 'flex', justifyContent: 'center', color: 'primary.default' })}>
        <ShieldCheck size={40} aria-hidden />
      </div>
      <Field label="Verification code" error={errors.otp} required>
        <input
          ref={field}
          className={cx(input(), css({ textAlign: 'center', fontSize: '2xl', letterSpacing: '0.5em', h: '14', fontFamily: 'mono' }))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder="000000"
          value={otp}
          onChange={(e) => setOtp(e.target.value.trim())}
        />
      </Field>
      <button type="submit" className={cx(button({ size: 'lg' }), fullWidth)} disabled={verify.isPending}>
        {verify.isPending ? 'Verifying…' : 'Verify & Sign In'}
      </button>
      {credentials ? (
        <button type="button" className={cx(button({ variant: 'outline' }), fullWidth)} onClick={sendAgain} disabled={resend.isPending}>
          {resend.isPending ? 'Sending…' : 'Resend code'}
        </button>
      ) : null}
      <button type="button" className={cx(button({ variant: 'ghost' }), fullWidth)} onClick={onBack}>
        Back to Login
      </button>
    </form>
  );
}
