import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

const nothingToWatch = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the page's scripts handle it. A page that the
 * client renders itself is true from its first render.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );

/**
 * What a visitor typed into a prerendered form before the scripts ran. React hydrates a controlled field with its
 * state (empty) and the next render writes that state back over the text, so the form takes the typed values into
 * its state as it comes alive, before any such render. Reports the named, non-empty fields (none on a client render).
 */
export function useValuesTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once after hydration on purpose
  useLayoutEffect(() => {
    const typed: Record<string, string> = {};
    for (const element of Array.from(form.current?.elements ?? [])) {
      const field = element as HTMLInputElement;
      if (field.name && typeof field.value === 'string' && field.value !== '' && field.type !== 'submit' && field.type !== 'hidden')
        typed[field.name] = field.value;
    }
    if (Object.keys(typed).length) adopt(typed);
    // once, as the form mounts: later values are React's own
  }, []);
}
