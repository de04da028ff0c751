import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every route change starts at the top, except a link to an anchor (such as /#clients), which scrolls there. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      document.getElementById(hash)?.scrollIntoView({ behavior: 'smooth' });
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
