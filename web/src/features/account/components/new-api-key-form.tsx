import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { button, input } from 'styled-system/recipes';
import { Field } from '@/components/ui/field';
import { ShownOnce } from './shown-once';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { SCOPES, useCreateApiKey, type ApiKeyScope } from '../api/api-keys';

/** Name, scopes and an optional expiry; the new key is shown here once, with a copy button. */
export function NewApiKeyForm() {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>(['read']);
  const [expires, setExpires] = useState('');
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const [error, setError] = useState<string | undefined>();

  const toggle = (scope: ApiKeyScope) => setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('A name is required');
    if (scopes.length === 0) return setError('Choose at least one scope');
    setError(undefined);
    try {
      const expiresAt = expires ? new Date(`${expires}T23:59:59`).toISOString() : undefined;
      const answer = await create.mutateAsync({ body: { name: name.trim(), scopes, ...(expiresAt ? { expiresAt } : {}) } });
      setCreated({ name: answer.apiKey.name, key: answer.key });
      setName('');
      notify({ title: 'API key created', description: answer.message, variant: 'success' });
    } catch (failure) {
      setError(failureMessage(failure, 'Failed to create the API key'));
    }
  };

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {created ? <ShownOnce warning={<>Copy “{created.name}” now: it will not be shown again.</>} value={created.key} testId="new-api-key" /> : null}
      <form
        method="post"
        aria-label="New API key"
        onSubmit={(event) => void submit(event)}
        className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}
      >
        <Field label="Key name" required error={error}>
          <input className={input()} value={name} maxLength={100} placeholder="e.g. LeadSquared sync" onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Expires on (optional)" hint="Leave empty for a key that works until you revoke it.">
          <input className={input()} type="date" value={expires} onChange={(event) => setExpires(event.target.value)} />
        </Field>
        <fieldset className={css({ gridColumn: { md: 'span 2' }, display: 'flex', flexDirection: 'column', gap: '2' })}>
          <legend className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>Scopes</legend>
          {(Object.keys(SCOPES) as ApiKeyScope[]).map((scope) => (
            <label key={scope} className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} /> {SCOPES[scope]}
            </label>
          ))}
        </fieldset>
        <div>
          <button type="submit" className={button()} disabled={create.isPending}>
            <KeyRound size={16} aria-hidden /> Create API key
          </button>
        </div>
      </form>
    </div>
  );
}
