import { AlertTriangle, Info } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, hint } from 'styled-system/patterns';
import { failureMessage } from '@/lib/api-error';
import { creditsText } from '@/components/credits/balance-after';
import { RequestCreditsAction } from '@/components/credits/request-credits';
import { useUnlockedStudents } from '../api/unlocked-students';

type Props = {
  isPremium: boolean;
  credits: number | undefined;
  prices: { unlock: number; save: number; export: number };
  lowCreditThreshold: number;
  enabled: boolean;
};

/**
 * How credits work, priced from the server's table. Saving costs every member, premium included (spec 001 §9);
 * premium members need no unlock and export for free (§6).
 */
export function CreditBanner({ isPremium, credits, prices, lowCreditThreshold, enabled }: Props) {
  const low = credits !== undefined && credits < lowCreditThreshold;
  const unlocked = useUnlockedStudents(enabled && !isPremium);
  return (
    <section
      aria-label="Credit system"
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        px: '4',
        py: '3',
        borderRadius: 'lg',
        bg: isPremium ? 'highlight.subtle' : 'primary.subtle',
        borderWidth: '1px',
        borderColor: isPremium ? 'highlight.muted' : 'primary.emphasized',
      })}
    >
      <Info size={20} aria-hidden className={css({ color: isPremium ? 'highlight.text' : 'primary.default', flexShrink: 0, mt: '0.5' })} />
      <div className={css({ fontSize: 'sm' })}>
        {isPremium ? (
          <p className={hint({ size: 'inherit' })} data-testid="credit-rules">
            <strong className={css({ color: 'fg.default' })}>Credit System:</strong> Premium membership: every contact detail is visible without unlocking, and
            exporting uses no credits. Saving a student to a collection costs {creditsText(prices.save)}.
          </p>
        ) : (
          <p className={hint({ size: 'inherit' })} data-testid="credit-rules">
            <strong className={css({ color: 'fg.default' })}>Credit System:</strong> unlocking a student costs {creditsText(prices.unlock)} (again: free).
            Saving a student to a collection costs {creditsText(prices.save)}, exporting {creditsText(prices.export)} per student.
            {unlocked.data ? ` Unlocked so far: ${unlocked.data.length}.` : null}
          </p>
        )}
        {unlocked.isError ? (
          <p role="alert" className={css({ mt: '1', color: 'error.default' })}>
            {failureMessage(unlocked.error, 'Failed to fetch unlocked students')}
          </p>
        ) : null}
        {low ? (
          <div className={flex({ wrap: 'wrap', align: 'center', gap: '3', mt: '2' })}>
            <p role="alert" className={css({ display: 'flex', alignItems: 'center', gap: '1.5', color: 'error.text', fontWeight: 'semibold' })}>
              <AlertTriangle size={16} aria-hidden />
              {credits === 0 ? 'No credits left: unlocking, saving and exporting need credits.' : 'Low credits - Contact admin for more'}
            </p>
            <RequestCreditsAction enabled={enabled} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
