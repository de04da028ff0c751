import { Link, useLocation } from '@tanstack/react-router';
import { ArrowRight, Sparkles, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { flex, heading, hint } from 'styled-system/patterns';
import { button } from 'styled-system/recipes';

const DELAY_MS = 10_000;
const SCROLL_THRESHOLD = 50;
const HIDDEN_PREFIXES = ['/system/portal/control-panel', '/profile', '/system/access/secure-auth', '/register', '/leads-portal'];

/** Spec 000 §2: only on /, /services, /assessment and any path mentioning a service. */
export const floatingCtaAllowed = (path: string) =>
  !HIDDEN_PREFIXES.some((prefix) => path.startsWith(prefix)) && (path === '/' || path === '/services' || path === '/assessment' || path.includes('service'));

// Closing the card hides it for the rest of this page session (until a reload), across client navigations.
let dismissed = false;

const isMobile = () => window.matchMedia('(max-width: 768px), (hover: none) and (pointer: coarse)').matches;

export function FloatingCta() {
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(false);
  const [closed, setClosed] = useState(dismissed);
  const allowed = floatingCtaAllowed(pathname);
  useEffect(() => {
    if (!allowed || closed) return;
    const timer = window.setTimeout(() => setVisible(true), DELAY_MS);
    let onScroll: (() => void) | undefined;
    if (isMobile()) {
      setVisible(true);
      onScroll = () => window.scrollY > SCROLL_THRESHOLD && setVisible(true);
      window.addEventListener('scroll', onScroll, { passive: true });
    }
    return () => {
      window.clearTimeout(timer);
      if (onScroll) window.removeEventListener('scroll', onScroll);
    };
  }, [allowed, closed]);
  if (!allowed || closed || !visible) return null;
  const close = () => {
    dismissed = true;
    setClosed(true);
  };
  return (
    <aside
      aria-labelledby="floating-cta-title"
      className={css({
        position: 'fixed',
        zIndex: 'docked',
        bottom: { base: '0', md: '6' },
        right: { base: '0', md: '6' },
        left: { base: '0', md: 'auto' },
        w: { base: 'full', md: '96' },
        bg: 'bg.canvas',
        borderRadius: { base: '0', md: 'xl' },
        borderTopRadius: 'xl',
        boxShadow: '0 -4px 30px rgba(15,23,42,0.18)',
        borderWidth: '1px',
        borderColor: 'primary.muted',
        p: '5',
        animation: 'fadeUp 400ms ease-out',
      })}
    >
      <button
        type="button"
        aria-label="Close"
        onClick={close}
        className={css({
          position: 'absolute',
          top: '3',
          right: '3',
          p: '1',
          borderRadius: 'md',
          color: 'fg.subtle',
          cursor: 'pointer',
          _hover: { bg: 'bg.muted', color: 'fg.default' },
        })}
      >
        <X size={18} aria-hidden />
      </button>
      <div className={flex({ gap: '3', align: 'flex-start', pr: '6' })}>
        <span
          className={css({
            display: 'grid',
            placeItems: 'center',
            w: '10',
            h: '10',
            flexShrink: 0,
            borderRadius: 'lg',
            bg: 'highlight.subtle',
            color: 'highlight.text',
          })}
        >
          <Sparkles size={20} aria-hidden />
        </span>
        <div>
          <h2 id="floating-cta-title" className={heading({ size: 'lg', color: 'fg.default', lineHeight: '1.3' })}>
            Ready to 10x Your Admissions?
          </h2>
          <p className={hint({ mt: '1' })}>Take our 3-minute assessment and get a personalized strategy.</p>
        </div>
      </div>
      <Link to="/assessment" className={`${button({ size: 'lg' })} ${css({ w: 'full', mt: '4' })}`}>
        Get My Free Assessment <ArrowRight size={18} aria-hidden />
      </Link>
      <p className={css({ fontSize: 'xs', color: 'fg.subtle', textAlign: 'center', mt: '2' })}>No commitment, instant results</p>
    </aside>
  );
}
