import { css } from 'styled-system/css';

/** The EduReach mark: a mortarboard over a rising arrow, drawn inline so it never waits on a request. */
export function BrandLogo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <span className={css({ display: 'inline-flex', alignItems: 'center', gap: '2.5' })}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden focusable="false">
        <rect width="36" height="36" rx="9" className={css({ fill: 'primary.default' })} />
        <path d="M6 14.5 18 9l12 5.5-12 5.5z" className={css({ fill: 'fg.inverted' })} />
        <path d="M11 17.2v5.3c2 1.8 4.4 2.7 7 2.7s5-.9 7-2.7v-5.3l-7 3.2z" className={css({ fill: 'primary.emphasized' })} />
        <path d="M28.5 15.5v6.5" className={css({ stroke: 'highlight.default' })} strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span
        className={
          tone === 'dark'
            ? css({ fontSize: 'xl', fontWeight: 'extrabold', letterSpacing: 'tight', color: 'fg.default' })
            : css({ fontSize: 'xl', fontWeight: 'extrabold', letterSpacing: 'tight', color: 'fg.inverted' })
        }
      >
        Edu<span className={css({ color: 'primary.bright' })}>Reach</span>
      </span>
    </span>
  );
}
