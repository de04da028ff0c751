/**
 * Moves focus to `element` (so a screen reader reads it) and brings `view` (the element, or a block around it) to the
 * top of the screen, below the fixed header: `view` carries a scroll-margin-top taller than the header. With
 * `onlyIfHidden`, a `view` already wholly on screen below the header stays where it is.
 */
export function focusIntoView(element: HTMLElement | null | undefined, view: HTMLElement | null = element ?? null, onlyIfHidden = false) {
  if (!element || !view) return;
  element.focus({ preventScroll: true });
  const box = view.getBoundingClientRect();
  const margin = parseFloat(getComputedStyle(view).scrollMarginTop) || 0;
  if (onlyIfHidden && box.top >= margin && box.bottom <= window.innerHeight) return;
  view.scrollIntoView({ block: 'start' });
}

/** After a submit with errors: focus the first field marked invalid, with its label in view below the fixed header. */
export function focusFirstInvalid(form: HTMLElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  focusIntoView(field, field?.parentElement ?? null, true);
}
