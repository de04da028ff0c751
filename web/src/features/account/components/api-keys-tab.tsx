import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, hint, visuallyHidden } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState, LoadingState } from '@/components/ui/states';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { useRunsIntegrations } from '../api/team';
import { NewApiKeyForm } from './new-api-key-form';
import { RenewApiKeyDialog } from './renew-api-key-dialog';
import { formatDayTime } from '@/lib/dates';

const when = (iso: string | null, never: string) => (iso ? formatDayTime(iso) : never);
const hasExpired = (iso: string) => new Date(iso).getTime() <= Date.now();
const cell = css({ px: '3', py: '2', textAlign: 'left', borderBottomWidth: '1px', borderColor: 'border.default', fontSize: 'sm', verticalAlign: 'top' });

/** Profile › API keys (issue 17 §1): create named, scoped keys for a CRM, see their last use, revoke them. */
export function ApiKeysTab({ verified }: { verified: boolean }) {
  const keys = useApiKeys({ enabled: verified });
  const manages = useRunsIntegrations(verified);
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const [renewing, setRenewing] = useState<{ id: string; name: string } | null>(null);

  if (!verified) return <p className={hint()}>API keys are available once an admin has verified your account.</p>;

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync({ path: { id: revoking.id } });
      notify({ title: 'API key revoked', description: `“${revoking.name}” no longer works.`, variant: 'success' });
    } catch (error) {
      notify({ title: 'Revoke failed', description: failureMessage(error), variant: 'destructive' });
    }
    setRevoking(null);
  };

  const list = keys.data?.apiKeys ?? [];
  // a team's owner and managers see every seat's keys: who made each is then worth a column
  const someoneElses = list.some((key) => key.createdBy);
  return (
    <div className={flex({ direction: 'column', gap: '6' })}>
      <p className={hint()}>
        Send a key as <code>Authorization: Bearer &lt;key&gt;</code> from your CRM. It acts as you, within its scopes, and spends your credits. Keys expire
        (renew them here), and a password reset revokes them all.
      </p>
      {manages ? (
        <NewApiKeyForm />
      ) : (
        <p className={hint()} data-testid="keys-managed-by-team">
          API keys belong to your institution: its owner or a manager creates them. Keys you made yourself are listed here.
        </p>
      )}
      {keys.isPending ? (
        <LoadingState label="Loading your API keys…" />
      ) : keys.isError ? (
        <p role="alert">{failureMessage(keys.error, 'Failed to load your API keys')}</p>
      ) : list.length === 0 ? (
        <EmptyState title="No API keys yet" description="Keys you create appear here with their last use." />
      ) : (
        <div className={css({ overflowX: 'auto' })}>
          <table className={css({ w: 'full', borderCollapse: 'collapse', minW: '640px' })}>
            <caption className={visuallyHidden()}>Your API keys</caption>
            <thead>
              <tr>
                {['Name', 'Key', 'Scopes', 'Expires', 'Last used', ...(someoneElses ? ['Made by'] : []), ''].map((header) => (
                  <th key={header} scope="col" className={cell}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.map((key) => (
                <tr key={key.id} data-testid="api-key-row">
                  <td className={cx(cell, css({ fontWeight: 'medium' }))}>{key.name}</td>
                  <td className={cx(cell, css({ fontFamily: 'mono' }))}>{key.prefix}…</td>
                  <td className={cell}>
                    <span className={css({ display: 'inline-flex', gap: '1', flexWrap: 'wrap' })}>
                      {key.scopes.map((scope) => (
                        <Badge key={scope} tone="brand">
                          {scope}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td className={cell}>
                    {hasExpired(key.expiresAt) ? <Badge tone="danger">Expired</Badge> : null} {when(key.expiresAt, 'Never')}
                  </td>
                  <td className={cell}>{when(key.lastUsedAt, 'Never used')}</td>
                  {someoneElses ? <td className={cell}>{key.createdBy?.name ?? 'You'}</td> : null}
                  <td className={cell}>
                    <span className={css({ display: 'inline-flex', gap: '2' })}>
                      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setRenewing({ id: key.id, name: key.name })}>
                        Renew
                      </button>
                      <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => setRevoking({ id: key.id, name: key.name })}>
                        Revoke
                      </button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RenewApiKeyDialog apiKey={renewing} onClose={() => setRenewing(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={() => setRevoking(null)}
        destructive
        title="Revoke API key"
        confirmLabel="Revoke"
        onConfirm={() => void confirmRevoke()}
        pending={revoke.isPending}
        description={revoking ? `“${revoking.name}” stops working at once. Anything using it will be refused.` : ''}
      />
    </div>
  );
}
