import { useNavigate } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';
import { ShieldAlert, Users } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { useMemberSession } from '@/lib/member-session';
import { ROLE_LABEL, useAcceptTeamInvite, useInviteLookup } from '../api/team';
import { AuthLayout, formStack, fullWidth, textLink } from './auth-layout';
import { RegisterForm } from './register-form';

const STATE_WORDS = {
  expired: 'This invitation has expired. Ask whoever invited you for a new one.',
  used: 'This invitation has already been used. If it was you, sign in.',
  revoked: 'This invitation was withdrawn. Ask whoever invited you for a new one.',
} as const;

/** A link the page cannot use: unknown, expired, used or withdrawn (ADR 0021). */
function UnusableLink({ reason }: { reason: string }) {
  return (
    <AuthLayout title="Join your team">
      <div role="alert" className={css({ textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' })}>
        <ShieldAlert size={44} aria-hidden className={css({ color: 'error.default' })} />
        <p className={css({ fontWeight: 'semibold' })}>This invitation link can't be used</p>
        <p className={hint()}>{reason}</p>
        <Link to="/login" className={cx(button({ variant: 'outline' }), fullWidth)}>
          Go to Login
        </Link>
      </div>
    </AuthLayout>
  );
}

/** /join?token=…: an invitation to an institution's team. Register with it, or sign in and accept it. */
export function JoinPage({ token }: { token?: string }) {
  const lookup = useInviteLookup(token);
  const session = useMemberSession();
  const accept = useAcceptTeamInvite();
  const navigate = useNavigate();

  if (!token) return <UnusableLink reason="The link is incomplete. Open it again from your invitation e-mail." />;
  if (lookup.isPending) return <LoadingState label="Checking your invitation…" />;
  if (lookup.isError) return <UnusableLink reason={failureMessage(lookup.error, 'This invitation link is not valid.')} />;
  const invite = lookup.data;
  if (invite.status !== 'open') return <UnusableLink reason={STATE_WORDS[invite.status]} />;

  const role = ROLE_LABEL[invite.role].toLowerCase();
  const summary = (
    <div className={flex({ gap: '3', align: 'flex-start', bg: 'primary.subtle', borderRadius: 'lg', p: '4', mb: '6' })}>
      <Users size={24} aria-hidden className={css({ color: 'primary.default', flexShrink: '0', mt: '0.5' })} />
      <div>
        <p className={css({ fontWeight: 'semibold' })}>
          {invite.institutionName} invites you to its team as a {role}.
        </p>
        <p className={hint({ mt: '1' })}>
          For {invite.email} · the link works until {formatDay(invite.expiresAt)}. You'll share the institution's credits, unlocks and shared collections.
        </p>
      </div>
    </div>
  );

  const join = () =>
    accept.mutate(
      { body: { token } },
      {
        onSuccess: (answer) => {
          notify({
            title: answer.message,
            description: answer.creditsMoved > 0 ? `Your ${answer.creditsMoved} remaining credits moved into its pool.` : `You're a ${role} of its team.`,
            variant: 'success',
          });
          void navigate({ to: '/profile', search: { tab: 'team' } });
        },
        onError: (error) => notify({ title: 'Could not join', description: failureMessage(error), variant: 'destructive' }),
      },
    );

  if (session.status === 'loading') return <LoadingState label="Checking your invitation…" />;

  if (session.status === 'signed-in' && session.user) {
    const other = session.user.email.trim().toLowerCase() !== invite.email.trim().toLowerCase();
    return (
      <AuthLayout title={`Join ${invite.institutionName}`} subtitle={`Signed in as ${session.user.email}.`}>
        {summary}
        <div className={formStack}>
          {other ? (
            <p role="alert" className={css({ bg: 'warning.subtle', color: 'warning.default', borderRadius: 'md', px: '4', py: '3', fontSize: 'sm' })}>
              This invitation is for {invite.email}. Sign out, then sign in or register with that address to accept it.
            </p>
          ) : (
            <p className={hint()}>
              If you're the only seat of your own institution, your remaining credits move into {invite.institutionName}'s pool. Your unlocks stay with your old
              institution.
            </p>
          )}
          <button type="button" className={cx(button({ size: 'lg' }), fullWidth)} onClick={join} disabled={accept.isPending || other}>
            {accept.isPending ? 'Joining…' : 'Accept invitation'}
          </button>
          <Link to="/profile" className={cx(textLink, css({ textAlign: 'center' }))}>
            Not now: back to my profile
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={`Join ${invite.institutionName}`} subtitle="Create your account to take your seat in the team.">
      {summary}
      <RegisterForm invite={{ token, email: invite.email, institutionName: invite.institutionName }} />
      <p className={hint({ mt: '4', textAlign: 'center' })}>
        Already have an account with {invite.email}?{' '}
        <Link to="/login" search={{ returnTo: `/join?token=${encodeURIComponent(token)}` }} className={textLink}>
          Sign in to accept
        </Link>
      </p>
    </AuthLayout>
  );
}
