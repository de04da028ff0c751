import { useEffect, useState } from 'react';

/** The rows ticked on the page; spec 001 §4: cleared whenever `scope` (filters, search, page, page size) changes. */
export function useRowSelection<T extends { id: string }>(rows: T[], scope: string) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the selection when the scope changes; the scope is the trigger, not an input
  useEffect(() => setSelected(new Set()), [scope]);
  return {
    selected,
    selectedRows: rows.filter((row) => selected.has(row.id)),
    toggle: (id: string) =>
      setSelected((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    toggleAll: () => setSelected((current) => (rows.every((row) => current.has(row.id)) ? new Set() : new Set(rows.map((row) => row.id)))),
    clear: () => setSelected(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
