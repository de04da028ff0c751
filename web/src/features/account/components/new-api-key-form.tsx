import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { flex, grid } from 'styled-system/patterns';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { ShownOnce } from './shown-once';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/dates';
import { expiryAfter, lifetimeError, SCOPES, useCreateApiKey, type ApiKeyScope } from '../api/api-keys';

/**
 * Name, scopes, lifetime (90 days unless changed) and the member's password (issue 26 §4: a session alone cannot
 * mint a key); the new key is shown here once, with a copy button and the day it expires.
 */
export function NewApiKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [days, setDays] = useState('90');
  const [password, setPassword] = useState('');
  const [created, setCreated] = useState<{ name: string; key: string; expiresAt: string } | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();

  const toggle = (scope: ApiKeyScope) => setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]));
  const daysError = lifetimeError(days);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPasswordError(undefined);
    if (!name.trim()) return setError('A name is required');
    if (scopes.length === 0) return setError('Choose at least one scope');
    if (daysError) return setError(undefined);
    if (!password) return setPasswordError('Your password is required');
    setError(undefined);
    try {
      const answer = await create.mutateAsync({ body: { name: name.trim(), scopes, password, expiresInDays: Number(days) } });
      setCreated({ name: answer.apiKey.name, key: answer.key, expiresAt: answer.apiKey.expiresAt });
      setName('');
      setPassword('');
      notify({ title: 'API key created', description: answer.message, variant: 'success' });
    } catch (failure) {
      const message = failureMessage(failure, 'Failed to create the API key');
      if (/password/i.test(message)) setPasswordError(message);
      else setError(message);
    }
  };

  return (
    <div className={flex({ direction: 'column', gap: '4' })}>
      {created ? (
        <ShownOnce
          warning={
            <>
              Copy “{created.name}” now: it will not be shown again. It works until {formatDay(created.expiresAt)}.
            </>
          }
          value={created.key}
          testId="new-api-key"
        />
      ) : null}
      <form
        method="post"
        aria-label="New API key"
        onSubmit={(event) => void submit(event)}
        className={grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      >
        <Field label="Key name" required error={error}>
          <input className={input()} value={name} maxLength={100} placeholder="e.g. LeadSquared sync" onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field
          label="Expires after (days)"
          error={daysError}
          hint={daysError ? undefined : `1 to 365. This key would stop working on ${formatDay(expiryAfter(Number(days)))}; renew it here before then.`}
        >
          <input className={input()} type="number" min={1} max={365} step={1} value={days} onChange={(event) => setDays(event.target.value)} />
        </Field>
        <fieldset className={css({ gridColumn: { md: 'span 2' }, display: 'flex', flexDirection: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>Scopes</legend>
          {(Object.keys(SCOPES) as ApiKeyScope[]).map((scope) => (
            <label key={scope} className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {SCOPES[scope]}
            </label>
          ))}
        </fieldset>
        <Field label="Your password" required error={passwordError} hint="A key acts as you: confirm it is you. We e-mail you about every new key.">
          <input className={input()} type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
        </Field>
        <div className={css({ gridColumn: { md: 'span 2' } })}>
          <button type="submit" className={button()} disabled={create.isPending}>
            <KeyRound size={16} aria-hidden /> Create API key
          </button>
        </div>
      </form>
    </div>
  );
}
