import { UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { grid } from 'styled-system/patterns';
import { button, input, nativeSelect } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { invitableRoles, ROLE_LABEL, useInviteToTeam, type InvitableRole, type SeatRole } from '../api/team';

const looksLikeEmail = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

/** Profile › Team: invite a colleague by e-mail, with the roles the caller may hand out (ADR 0021). */
export function TeamInviteForm({ myRole }: { myRole: SeatRole }) {
  const roles = invitableRoles(myRole);
  const invite = useInviteToTeam();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('member');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) return setError('Enter a valid e-mail address');
    setError(undefined);
    try {
      const answer = await invite.mutateAsync({ body: { email: address, role } });
      notify({ title: answer.message, description: 'The link in it works for 7 days.', variant: 'success' });
      setEmail('');
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to send the invitation'));
    }
  };

  return (
    <form
      method="post"
      aria-label="Invite a colleague"
      noValidate
      onSubmit={(event) => void submit(event)}
      className={grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '2fr 1fr auto' }, alignItems: 'start' })}
    >
      <Field label="Colleague's e-mail" required error={error} hint="They get a link to join, valid for 7 days.">
        <input
          className={input()}
          type="email"
          autoComplete="off"
          placeholder="e.g. admissions@college.edu.in"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </Field>
      <Field label="Role" hint={roles.length === 1 ? 'Managers invite members only.' : 'Managers invite and manage members.'}>
        <select className={nativeSelect()} value={role} onChange={(event) => setRole(event.target.value as InvitableRole)}>
          {roles.map((option) => (
            <option key={option} value={option}>
              {ROLE_LABEL[option]}
            </option>
          ))}
        </select>
      </Field>
      <button type="submit" className={cx(button(), css({ mt: { md: '6.5' } }))} disabled={invite.isPending}>
        <UserPlus size={16} aria-hidden /> {invite.isPending ? 'Inviting…' : 'Invite'}
      </button>
    </form>
  );
}
