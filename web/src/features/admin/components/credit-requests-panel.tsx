import { css } from 'styled-system/css';
import { flex, grid, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useCreditRequests, useResolveCreditRequest } from '../api/credit-requests';
import { formatNumber } from './list-parts';
import { formatDayTime } from '@/lib/dates';
import { plural } from '@/lib/plural';

const when = formatDayTime;

/**
 * Issue 25 §3: members who asked for credits, above the members list. "Find" filters the list to the member (assign
 * credits from their row); "Mark done" closes the request. Nothing shows while none is open.
 */
export function CreditRequestsPanel({ onFind }: { onFind: (email: string) => void }) {
  const requests = useCreditRequests();
  const resolve = useResolveCreditRequest();
  const open = requests.data?.requests ?? [];
  if (open.length === 0) return null;
  const done = async (id: string) => {
    try {
      await resolve.mutateAsync({ path: { id } });
      notify({ title: 'Request marked done', variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to update the request'), variant: 'destructive' });
    }
  };
  return (
    <section
      aria-labelledby="credit-requests-heading"
      className={css({ mb: '4', p: '4', borderRadius: 'lg', borderWidth: '1px', borderColor: 'border.default', bg: 'warning.subtle' })}
    >
      <h3 id="credit-requests-heading" className={css({ fontWeight: 'semibold', mb: '2' })}>
        Credit requests ({formatNumber(open.length)})
      </h3>
      <ul className={grid({ gap: '2' })}>
        {open.map((request) => (
          <li key={request.id} className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', fontSize: 'sm' })}>
            <span className={css({ fontWeight: 'medium' })}>
              {request.memberName || request.memberEmail} &lt;{request.memberEmail}&gt;
            </span>
            <span>{request.creditsWanted ? `asks for ${plural(request.creditsWanted, 'credit')}` : 'asks for credits'}</span>
            <span className={hint({ size: 'inherit' })}>
              balance {formatNumber(request.balance)} · {when(request.createdAt)}
            </span>
            {request.message ? <q className={hint({ size: 'inherit', flexBasis: 'full' })}>{request.message}</q> : null}
            <span className={flex({ gap: '2', ml: 'auto' })}>
              <button type="button" className={button({ variant: 'outline', size: 'sm' })} onClick={() => onFind(request.memberEmail)}>
                Find {request.memberName || 'member'}
              </button>
              <button type="button" className={button({ size: 'sm' })} onClick={() => void done(request.id)} disabled={resolve.isPending}>
                Mark done
              </button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
