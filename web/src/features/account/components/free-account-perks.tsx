import { CheckCircle2 } from 'lucide-react';
import { css } from 'styled-system/css';
import { flex, heading } from 'styled-system/patterns';

const perks = [
  '100 free credits to unlock student contacts',
  'Browse the 10M+ student leads database',
  'Search and filter by stream, state, city and exam',
  'Save students into colour-coded collections',
  'Export your saved students to CSV',
];

/** What a free account includes (spec 001 §2), beside the Register tab. */
export function FreeAccountPerks() {
  return (
    <aside
      className={css({ bg: 'primary.default', color: 'fg.inverted', borderRadius: 'xl', p: { base: '6', md: '8' }, boxShadow: 'card' })}
      aria-labelledby="free-account-title"
    >
      <h2 id="free-account-title" className={heading({ size: 'lg' })}>
        Free Account Includes
      </h2>
      <ul className={flex({ mt: '4', direction: 'column', gap: '3', listStyle: 'none' })}>
        {perks.map((perk) => (
          <li key={perk} className={css({ display: 'flex', gap: '2.5', alignItems: 'flex-start', fontSize: 'sm', lineHeight: '1.5' })}>
            <CheckCircle2 size={18} aria-hidden className={css({ flexShrink: 0, color: 'highlight.muted', mt: '0.5' })} />
            {perk}
          </li>
        ))}
      </ul>
      <p className={css({ mt: '6', fontSize: 'xs', color: 'fg.inverted.primary' })}>
        New accounts are reviewed by our team before the portal opens. Premium members see full contact details without unlocking.
      </p>
    </aside>
  );
}
