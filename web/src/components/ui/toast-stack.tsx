import { Toast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { hint } from 'styled-system/patterns';
import { token } from 'styled-system/tokens';

import type { Notice } from './toaster';
import { useSwipeDismiss } from './use-swipe-dismiss';

/** Spec 000 §9: 5 s by default, one toast at a time (the newest replaces the older). */
const toaster = createToaster({ placement: 'bottom-end', duration: 5000, max: 1, overlap: false, gap: 12 });

export function show({ title, description, variant = 'default' }: Notice) {
  toaster.dismiss();
  const type = variant === 'destructive' ? 'error' : variant === 'default' ? 'info' : variant;
  toaster.create({ title, description, type });
}

const root = css({
  bg: 'bg.canvas',
  borderRadius: 'lg',
  boxShadow: 'raised',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderLeftWidth: '4px',
  p: '4',
  pr: '10',
  w: { base: 'calc(100vw - 2rem)', md: '96' },
  position: 'relative',
  translate: 'var(--x) var(--y)',
  scale: 'var(--scale)',
  zIndex: 'var(--z-index)',
  height: 'var(--height)',
  opacity: 'var(--opacity)',
  willChange: 'translate, opacity, scale',
  transition: 'translate 300ms, scale 300ms, opacity 300ms, height 300ms, transform 200ms',
  '&[data-type=error]': { borderLeftColor: 'error.default' },
  '&[data-type=success]': { borderLeftColor: 'ok.default' },
  '&[data-type=info]': { borderLeftColor: 'primary.default' },
  '&[data-type=warning]': { borderLeftColor: 'warning.default' },
});

/** One toast: swiped 50 px sideways it goes (spec 000 §9), as it does with its close button or after 5 s. */
function SwipeableToast({ toast }: { toast: { id?: string; title?: ReactNode; description?: ReactNode } }) {
  const swipe = useSwipeDismiss(() => toaster.dismiss(toast.id));
  return (
    <Toast.Root className={root} style={swipe.style} {...swipe.handlers}>
      <Toast.Title className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{toast.title}</Toast.Title>
      {toast.description ? <Toast.Description className={hint({ mt: '1' })}>{toast.description}</Toast.Description> : null}
      <Toast.CloseTrigger
        aria-label="Dismiss notification"
        className={cx(css({ position: 'absolute', top: '3', right: '3', cursor: 'pointer', color: 'fg.subtle', _hover: { color: 'fg.default' } }))}
      >
        <X size={16} />
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/** Ark's toast machinery: loaded by ./toaster.tsx with the first notice, never part of a page's first download. */
export function ToastStack() {
  return (
    // Ark puts the group at the highest z-index there is; ours keeps it on the one ladder (theme/tokens.ts), above dialogs
    <ArkToaster toaster={toaster} style={{ zIndex: token.var('zIndex.toast') }}>
      {(toast) => <SwipeableToast toast={toast} />}
    </ArkToaster>
  );
}
