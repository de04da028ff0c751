import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { Badge } from '@/components/ui/badge';
import { notify } from '@/components/ui/toaster';
import { serverMessage } from '@/lib/api-error';
import { useClearDoNotContact, useSetDoNotContact } from '../api/student-consent';

const REASONS = { dnd_registry: 'DND/NCPR registry', objection: 'Objected to contact' } as const;
type Reason = keyof typeof REASONS;

/** Issue 16 §3: the admin marks a student "Do not contact" (registry or objection) or clears it; audited by the server. */
export function DoNotContactSection({ studentId, current }: { studentId: string; current: Reason | null }) {
  const set = useSetDoNotContact();
  const clear = useClearDoNotContact();
  const busy = set.isPending || clear.isPending;
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notify({ title: done, variant: 'success' });
    } catch (error) {
      notify({ title: 'Error', description: serverMessage(error, 'Failed to change the do-not-contact flag'), variant: 'destructive' });
    }
  };
  return (
    <section aria-labelledby="dnc-title" className={css({ mt: '5', pt: '4', borderTopWidth: '1px', borderColor: 'border.default' })}>
      <h3 id="dnc-title" className={heading({ size: 'sm', fontWeight: 'semibold', display: 'flex', gap: '2', alignItems: 'center' })}>
        Do not contact {current ? <Badge tone="danger">{REASONS[current]}</Badge> : <Badge>Not marked</Badge>}
      </h3>
      <p className={hint({ mt: '1', mb: '3' })}>A marked student cannot be unlocked by any member; those who unlocked them before keep their unlock.</p>
      <div className={flex({ gap: '2', wrap: 'wrap' })}>
        {(Object.keys(REASONS) as Reason[])
          .filter((reason) => reason !== current)
          .map((reason) => (
            <button
              key={reason}
              type="button"
              className={button({ variant: 'outline', size: 'sm' })}
              disabled={busy}
              onClick={() => run(() => set.mutateAsync({ path: { id: studentId }, body: { reason } }), 'Marked "Do not contact"')}
            >
              Mark: {REASONS[reason]}
            </button>
          ))}
        {current ? (
          <button
            type="button"
            className={button({ variant: 'ghost', size: 'sm' })}
            disabled={busy}
            onClick={() => run(() => clear.mutateAsync({ path: { id: studentId } }), 'Do-not-contact flag cleared')}
          >
            Clear flag
          </button>
        ) : null}
      </div>
    </section>
  );
}
