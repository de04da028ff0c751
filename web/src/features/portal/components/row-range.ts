/**
 * Issue 25 §6: a shift-click ticks (or unticks) every row from the last one clicked to this one, as a file manager
 * does; a plain click toggles one row. The clicked row's new state applies to the whole range.
 */
export function toggledSelection(order: readonly string[], selected: ReadonlySet<string>, click: { id: string; shift: boolean; anchor: string | null }) {
  const next = new Set(selected);
  const on = !selected.has(click.id);
  const from = click.anchor === null ? -1 : order.indexOf(click.anchor);
  const to = order.indexOf(click.id);
  const range = click.shift && from >= 0 && to >= 0 ? order.slice(Math.min(from, to), Math.max(from, to) + 1) : [click.id];
  for (const id of range) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
