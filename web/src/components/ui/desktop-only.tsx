import { Link } from '@tanstack/react-router';
import { Monitor } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

const query = '(max-width: 767px)';

export function useIsNarrow() {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(query).matches);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setNarrow(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return narrow;
}

/** The portal, profile and admin are desktop only (spec 001 §1): below 768 px a notice replaces them. */
export function DesktopOnly({ title = 'Desktop Access Required', action, children }: { title?: string; action?: ReactNode; children: ReactNode }) {
  const narrow = useIsNarrow();
  if (!narrow) return <>{children}</>;
  return (
    <main className={css({ minH: '100vh', display: 'grid', placeItems: 'center', p: '6', bg: 'bg.subtle', textAlign: 'center' })}>
      <div className={css({ maxW: 'sm' })}>
        <Monitor size={40} className={css({ mx: 'auto', color: 'primary.default' })} aria-hidden />
        <h1 className={heading({ size: '2xl', mt: '4' })}>{title}</h1>
        <p className={hint({ size: 'inherit', mt: '2' })}>This area is designed for larger screens. Please open it on a desktop or laptop (768 px or wider).</p>
        <div className={css({ mt: '6' })}>
          {action ?? (
            <Link to="/" className={button()}>
              Return to Home
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}
