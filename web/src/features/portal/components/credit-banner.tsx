import { AlertTriangle, Info } from 'lucide-react';
import { css } from 'styled-system/css';

type Props = { isPremium: boolean; credits: number | undefined; prices: { unlock: number; save: number; export: number }; lowCreditThreshold: number };

/** How credits work, priced from the server's table; premium members are told they pay nothing. */
export function CreditBanner({ isPremium, credits, prices, lowCreditThreshold }: Props) {
  const low = !isPremium && credits !== undefined && credits < lowCreditThreshold;
  return (
    <section
      aria-label="Credit system"
      className={css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '4', borderRadius: 'lg', bg: isPremium ? 'accent.100' : 'brand.50', borderWidth: '1px', borderColor: isPremium ? 'accent.300' : 'brand.200' })}
    >
      <Info size={20} aria-hidden className={css({ color: isPremium ? 'accent.700' : 'primary.default', flexShrink: 0, mt: '0.5' })} />
      <div className={css({ fontSize: 'sm' })}>
        <p className={css({ fontWeight: 'semibold' })}>Credit System</p>
        {isPremium ? (
          <p className={css({ color: 'fg.muted' })}>Premium membership: every contact detail is visible, and saving and exporting use no credits.</p>
        ) : (
          <p className={css({ color: 'fg.muted' })}>
            Contact details are masked until you unlock a student ({prices.unlock} credit each; unlocking again is free). Saving a student to a
            collection costs {prices.save} credit and exporting {prices.export} credit per student.
          </p>
        )}
        {low ? (
          <p role="alert" className={css({ display: 'flex', alignItems: 'center', gap: '1.5', mt: '2', color: 'danger.700', fontWeight: 'semibold' })}>
            <AlertTriangle size={16} aria-hidden /> Low credits - Contact admin for more
          </p>
        ) : null}
      </div>
    </section>
  );
}
