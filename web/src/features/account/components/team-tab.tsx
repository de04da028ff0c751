import { flex, heading, hint } from 'styled-system/patterns';
import { Badge } from '@/components/ui/badge';
import { ErrorState, LoadingState } from '@/components/ui/states';
import { failureMessage } from '@/lib/api-error';
import { ROLE_LABEL, runsSeats, type Team, useTeam } from '../api/team';
import { TeamInviteForm } from './team-invite-form';
import { InvitesTable } from './team-invites-table';
import { SeatsTable } from './team-seats-table';
import { ROLE_TONE } from './team-table-styles';

/** Profile › Team (ADR 0021): the institution, its seats and their limits, open invitations, and what the caller's role allows. */
export function TeamTab({ myId }: { myId: string }) {
  const team = useTeam();
  if (team.isPending) return <LoadingState label="Loading your team…" />;
  if (team.isError) return <ErrorState title="Failed to load your team" description={failureMessage(team.error)} onRetry={() => void team.refetch()} />;
  return <TeamView team={team.data} myId={myId} />;
}

function TeamView({ team, myId }: { team: Team; myId: string }) {
  const { institution, role, seats, invites } = team;
  const alone = seats.length === 1;
  return (
    <div className={flex({ direction: 'column', gap: '8' })}>
      <header className={flex({ direction: 'column', gap: '2' })}>
        <h2 className={heading({ size: 'xl' })}>{institution.name}</h2>
        <div className={flex({ gap: '2', wrap: 'wrap', align: 'center' })}>
          <Badge tone={ROLE_TONE[role]}>You: {ROLE_LABEL[role]}</Badge>
          {institution.isVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Pending Admin Approval</Badge>}
          {institution.membershipType === 'premium' ? <Badge tone="premium">Premium</Badge> : <Badge tone="neutral">Free</Badge>}
          <span className={hint()}>
            {seats.length} {seats.length === 1 ? 'seat' : 'seats'} sharing one credit pool
          </span>
        </div>
      </header>

      {runsSeats(role) ? (
        <section aria-labelledby="team-invite-heading" className={flex({ direction: 'column', gap: '3' })}>
          <h3 id="team-invite-heading" className={heading({ size: 'md' })}>
            Invite a colleague
          </h3>
          {alone && invites.length === 0 ? (
            <p className={hint()}>
              You're the only seat in {institution.name}. Invite your colleagues: each gets their own sign-in, and everyone shares your credits, unlocks and
              shared collections.
            </p>
          ) : null}
          <TeamInviteForm myRole={role} />
        </section>
      ) : (
        <p className={hint()}>Only your institution's owner or a manager can invite colleagues, change roles or set limits.</p>
      )}

      <SeatsTable team={team} myId={myId} />

      {runsSeats(role) && invites.length > 0 ? <InvitesTable invites={invites} myRole={role} /> : null}
    </div>
  );
}
