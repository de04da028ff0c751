import { useEffect, useState, type ComponentType } from 'react';

export type Notice = { title: string; description?: string; variant?: 'default' | 'destructive' | 'success' | 'warning' };

// The toast stack (Ark UI and its state machines) is a sizeable download that most visits never need:
// it is fetched with the first notice, which shows as soon as it has arrived.
let stack: Promise<typeof import('./toast-stack')> | undefined;
const loadStack = () => (stack ??= import('./toast-stack'));
const mountListeners = new Set<() => void>();

export function notify(notice: Notice) {
  void loadStack().then((module) => {
    for (const mount of mountListeners) mount();
    module.show(notice);
  });
}

/** Where the toasts appear: renders nothing until the first notice. */
export function Toaster() {
  const [Stack, setStack] = useState<ComponentType | null>(null);
  useEffect(() => {
    const mount = () => void loadStack().then((module) => setStack(() => module.ToastStack));
    mountListeners.add(mount);
    // fetched once the page is idle all the same: a notice that the network is gone must not need the network
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2_000));
    idle(() => void loadStack().catch(() => (stack = undefined)), { timeout: 5_000 });
    return () => void mountListeners.delete(mount);
  }, []);
  return Stack ? <Stack /> : null;
}
