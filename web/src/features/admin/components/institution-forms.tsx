import { useState } from 'react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { button, input, nativeSelect } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useSearchBox } from '@/lib/use-search-box';
import { useGiveInstitutionCredits, useMoveMemberIn } from '../api/institutions';
import { useWebsiteUsers } from '../api/website-users';
import { formatNumber } from './list-parts';

/** Runs an act and says how it went (the members list's habit); true when it went through. */
export async function act(run: () => Promise<unknown>, success: string, failure: string): Promise<boolean> {
  try {
    await run();
    notify({ title: success, variant: 'success' });
    return true;
  } catch (error) {
    notify({ title: 'Error', description: serverMessage(error, failure), variant: 'destructive' });
    return false;
  }
}

const panel = css({ borderWidth: '1px', borderColor: 'border.default', rounded: 'md', p: '4', bg: 'bg.subtle' });

/** Credits to the institution's pool, with the reason written on its ledger row. */
export function GiveCreditsForm({ institutionId, onDone }: { institutionId: string; onDone: () => void }) {
  const [credits, setCredits] = useState('');
  const [reason, setReason] = useState('');
  const give = useGiveInstitutionCredits();
  const amount = Math.floor(Number(credits));
  const valid = Number.isFinite(amount) && amount >= 1 && amount <= 1_000_000 && reason.trim().length > 0;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const given = await act(
      () => give.mutateAsync({ path: { id: institutionId }, body: { credits: amount, reason: reason.trim() } }),
      `${formatNumber(amount)} credits given`,
      'Failed to give credits',
    );
    if (given) onDone();
  };
  return (
    <form method="post" onSubmit={submit} className={panel} aria-label="Give credits">
      <div className={flex({ gap: '3', align: 'flex-end', wrap: 'wrap' })}>
        <div className={css({ w: '40' })}>
          <Field label="Credits to give" required>
            <input className={input()} type="number" min={1} max={1_000_000} step={1} value={credits} onChange={(e) => setCredits(e.target.value)} />
          </Field>
        </div>
        <div className={css({ flex: '1', minW: '60' })}>
          <Field label="Reason" required>
            <input
              className={input()}
              maxLength={200}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              placeholder="e.g. Pilot, goodwill, correction"
            />
          </Field>
        </div>
        <button type="submit" className={button({ size: 'sm' })} disabled={!valid || give.isPending}>
          Add to pool
        </button>
      </div>
      <p className={hint({ size: 'xs', mt: '2' })}>The reason is written on the pool's ledger, with your name.</p>
    </form>
  );
}

/**
 * A member moved in, found by e-mail in the members list: as accepting an invitation would, only a member alone in
 * their institution moves, their remaining credits with them (the server refuses the others and says why).
 */
export function MoveMemberInForm({ institutionId, onDone }: { institutionId: string; onDone: () => void }) {
  const [search, setSearch] = useState('');
  const box = useSearchBox(search, setSearch, 300);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(null);
  const [role, setRole] = useState<'member' | 'manager'>('member');
  const found = useWebsiteUsers({ page: 1, limit: 10, search, membership: 'all', verification: 'all', status: 'all' });
  const move = useMoveMemberIn();
  const users = search.length >= 2 ? (found.data?.users ?? []) : [];
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!picked) return;
    const moved = await act(
      () => move.mutateAsync({ path: { id: institutionId }, body: { memberId: picked.id, role } }),
      `${picked.name} moved in`,
      'Failed to move the member',
    );
    if (moved) onDone();
  };
  return (
    <form method="post" onSubmit={submit} className={panel} aria-label="Move a member in">
      <div className={flex({ gap: '3', align: 'flex-end', wrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '64' })}>
          <Field label="Find the member by e-mail">
            <input
              className={input()}
              type="search"
              value={box.text}
              onChange={(e) => {
                box.setText(e.target.value);
                setPicked(null);
              }}
              placeholder="name@institution.in"
            />
          </Field>
        </div>
        <div className={css({ w: '36' })}>
          <Field label="Role">
            <select className={nativeSelect()} value={role} onChange={(e) => setRole(e.target.value as 'member' | 'manager')}>
              <option value="member">Member</option>
              <option value="manager">Manager</option>
            </select>
          </Field>
        </div>
        <button type="submit" className={button({ size: 'sm' })} disabled={!picked || move.isPending}>
          Move in
        </button>
      </div>
      <p className={hint({ size: 'xs', mt: '2' })}>
        Only a member alone in their own institution can move (as when accepting an invitation); their remaining credits come along.
      </p>
      {search.length >= 2 ? (
        <fieldset className={css({ mt: '3' })}>
          <legend className={hint({ size: 'xs', mb: '1' })}>
            {found.isFetching && users.length === 0 ? 'Searching…' : users.length === 0 ? 'No member matches' : 'Pick the member'}
          </legend>
          <ul className={flex({ direction: 'column', gap: '1' })}>
            {users.map((user) => {
              const name = `${user.firstName} ${user.lastName}`;
              return (
                <li key={user.id}>
                  <label className={flex({ gap: '2', align: 'center', cursor: 'pointer', fontSize: 'sm' })}>
                    <input type="radio" name="move-member" checked={picked?.id === user.id} onChange={() => setPicked({ id: user.id, name })} />
                    <span className={css({ fontWeight: 'medium' })}>{name}</span>
                    <span className={hint({ size: 'xs' })}>
                      {user.email} · {user.institutionName ?? 'no institution name'} · {formatNumber(user.credits)} credits
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </form>
  );
}
