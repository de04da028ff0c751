import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { registerLazySection } from './lazy-sections';

/** Opens once: a promise React can wait on, and whether it has resolved. */
function createGate() {
  let open = () => {};
  const gate = { opened: false, promise: new Promise<void>((resolve) => (open = resolve)), open: () => {} };
  gate.open = () => {
    gate.opened = true;
    open();
  };
  return gate;
}
type Gate = ReturnType<typeof createGate>;

const never = () => () => {};

/** While React hydrates, holds its children back (their server HTML stays on screen) until the gate opens. */
function HydrationGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  // true only while hydrating: a client-side navigation renders at once
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  if (hydrating && typeof document !== 'undefined' && !gate.opened) use(gate.promise);
  return children;
}

const skipped = css({ contentVisibility: 'auto' });

/**
 * A part of a prerendered page below the first screen. Until it comes near the screen, the browser skips its
 * layout and paint (content-visibility) and React leaves its server HTML as it is instead of hydrating it: the
 * first load only spends the phone's CPU on what the visitor sees. Its content is in the HTML all along, for
 * crawlers, screen readers and find-in-page alike.
 */
export function BelowFold({ children, estimatedHeight = 1200 }: { children: ReactNode; estimatedHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);
  useEffect(() => {
    const element = ref.current;
    if (gate.opened) return;
    if (!element || typeof IntersectionObserver === 'undefined') return gate.open();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        gate.open();
      },
      // a screen ahead, so it is alive before it scrolls into view
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [gate]);
  return (
    // Until it is first shown, the part counts as `estimatedHeight` tall: at least its height on a phone, so that
    // its content never spills over the next part (where accessibility checks would misjudge its colours).
    <div ref={ref} data-below-fold className={skipped} style={{ containIntrinsicSize: `auto ${estimatedHeight}px` }}>
      <Suspense fallback={null}>
        <HydrationGate gate={gate}>{children}</HydrationGate>
      </Suspense>
    </div>
  );
}

/**
 * A below-the-fold section whose code is fetched only when it is about to be shown, to keep a page's first download
 * small. Inside BelowFold, its server HTML stays on screen until then. The prerender awaits `loadLazySections()`
 * (./lazy-sections.ts) first, so the HTML always holds the section.
 */
export function lazySection(load: () => Promise<ComponentType>) {
  let Section: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((loaded) => {
      Section = loaded;
    }));
  registerLazySection(preload);
  return function LazySection() {
    if (!Section) use(preload());
    return Section ? <Section /> : null;
  };
}
