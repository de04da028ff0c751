import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { BelowFold } from '../shared/below-fold';
import { FloatingCta } from './floating-cta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The frame of every public marketing page: navigation, the page, footer and the floating call to action. */
export function MarketingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'clip' })}>
      <a
        href="#main"
        className={css({
          position: 'absolute',
          left: '-9999px',
          _focus: { left: '4', top: '4', zIndex: 'skipLink', bg: 'bg.canvas', p: '3', borderRadius: 'md', boxShadow: 'raised' },
        })}
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={css({ flex: '1' })}>
        {children}
      </main>
      <BelowFold estimatedHeight={1300}>
        <SiteFooter />
      </BelowFold>
      <FloatingCta />
    </div>
  );
}
