const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked for less motion; false during server rendering. */
export const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
