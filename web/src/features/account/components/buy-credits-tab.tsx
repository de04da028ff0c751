import { Lock } from 'lucide-react';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { flex, grid, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { failureMessage } from '@/lib/api-error';
import { type CreditPack, formatPaise, useCreditPacks, useInvoices } from '../api/billing';
import { InvoiceList } from './invoice-list';
import { RequestPackDialog } from './request-pack-dialog';
import { useTeam } from '../api/team-usage';

export const OWNER_ONLY = "Only your institution's owner can buy credits";

/** Profile › Buy credits (ADR 0021): the packs on sale, the owner's request and its GST invoice, the institution's invoices. */
export function BuyCreditsTab({ verified }: { verified: boolean }) {
  const packs = useCreditPacks();
  const team = useTeam();
  const role = team.data?.role;
  const invoices = useInvoices({ enabled: role === 'owner' || role === 'manager' });
  const [chosen, setChosen] = useState<CreditPack | null>(null);

  if (packs.isPending || team.isPending) return <LoadingState label="Loading credit packs…" />;
  if (packs.isError)
    return <ErrorState title="Failed to load the credit packs" description={failureMessage(packs.error)} onRetry={() => void packs.refetch()} />;
  const canBuy = role === 'owner' && verified;

  return (
    <div className={flex({ direction: 'column', gap: '6' })}>
      <section className={flex({ direction: 'column', gap: '3' })}>
        <p className={hint()}>
          Prices are before 18 % GST. Requesting a pack issues its tax invoice at once; pay it by bank transfer or UPI within 15 days and the credits are added
          to your institution&apos;s pool.
        </p>
        {role !== 'owner' ? (
          <p className={cx(hint(), flex({ gap: '2', align: 'center' }))} data-testid="owner-only">
            <Lock size={14} aria-hidden /> {OWNER_ONLY}. Ask them to buy a pack.
          </p>
        ) : !verified ? (
          <p className={hint()}>Credit packs can be bought once an admin has verified your account.</p>
        ) : null}
        {packs.data.packs.length === 0 ? (
          <EmptyState title="No credit packs on sale right now" description="Please check again later, or contact us." />
        ) : (
          <ul className={grid({ gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '3' })}>
            {packs.data.packs.map((pack) => (
              <li
                key={pack.id}
                data-testid="credit-pack"
                className={flex({ direction: 'column', gap: '2', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', p: '4' })}
              >
                <h3 className={heading({ size: 'md' })}>{pack.name}</h3>
                <p className={css({ fontSize: '2xl', fontWeight: 'bold' })}>{pack.credits.toLocaleString('en-IN')} credits</p>
                <p>
                  {formatPaise(pack.pricePaise)} <span className={hint({ size: 'inherit' })}>+ GST</span>
                </p>
                <p className={hint()}>Valid {pack.validityDays} days</p>
                {role === 'owner' ? (
                  <button type="button" className={cx(button({ size: 'sm' }), css({ mt: 'auto' }))} disabled={!canBuy} onClick={() => setChosen(pack)}>
                    Request this pack
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {role === 'owner' || role === 'manager' ? (
        <section className={flex({ direction: 'column', gap: '3' })}>
          <h3 className={heading({ size: 'md' })}>Your institution&apos;s invoices</h3>
          <InvoiceList invoices={invoices} />
        </section>
      ) : null}

      {chosen ? <RequestPackDialog pack={chosen} onClose={() => setChosen(null)} /> : null}
    </div>
  );
}
