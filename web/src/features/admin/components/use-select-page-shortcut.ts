import { useEffect, useRef } from 'react';

/** Where Ctrl+A keeps its usual meaning: text being typed, and anything inside an open dialog. */
const isTextEntry = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type)) ||
    target.closest('[role="dialog"], [role="alertdialog"]') !== null);

/** Spec 001: Ctrl+A (⌘A) selects the page whenever the tab is shown, wherever focus is, except in a text field or a dialog. */
export function useSelectPageShortcut(pageIds: string[], select: (ids: Set<string>) => void) {
  const latest = useRef(pageIds);
  latest.current = pageIds;
  useEffect(() => {
    const selectPage = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'a' || isTextEntry(event.target)) return;
      event.preventDefault();
      select(new Set(latest.current));
    };
    document.addEventListener('keydown', selectPage);
    return () => document.removeEventListener('keydown', selectPage);
  }, [select]);
}
