import { useEffect, useRef, useState } from 'react';
import type { StudentLead } from '../api/students';
import { toggledSelection } from './row-range';

/**
 * The rows ticked; spec 001 §4: cleared whenever `scope` (filters, search, page, page size) changes. Issue 25 §6: a
 * shift-click ticks a range, and "select all matching" adds the filter's other rows (`extra`, fetched by the caller).
 */
export function useRowSelection<T extends { id: string }>(rows: T[], scope: string) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [extra, setExtra] = useState<T[]>([]);
  const anchor = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: clears the selection when the scope changes; the scope is the trigger, not an input
  useEffect(() => {
    setSelected(new Set());
    setExtra([]);
    anchor.current = null;
  }, [scope]);
  const pageIds = new Set(rows.map((row) => row.id));
  const all = [...rows, ...extra.filter((row) => !pageIds.has(row.id))];
  return {
    selected,
    selectedRows: all.filter((row) => selected.has(row.id)),
    /** how many of the selected rows lie beyond this page (selected with "select all matching") */
    beyondPage: extra.filter((row) => !pageIds.has(row.id) && selected.has(row.id)).length,
    toggle: (id: string, shift = false) => {
      // read now: the updater runs at the next render, after the anchor has moved to this row
      const from = anchor.current;
      const order = rows.map((row) => row.id);
      setSelected((current) => toggledSelection(order, current, { id, shift, anchor: from }));
      anchor.current = id;
    },
    toggleAll: () => {
      setExtra([]);
      setSelected((current) => (rows.every((row) => current.has(row.id)) ? new Set() : new Set(rows.map((row) => row.id))));
    },
    selectAllMatching: (matching: T[]) => {
      setExtra(matching);
      setSelected(new Set([...rows, ...matching].map((row) => row.id)));
    },
    clear: () => {
      setExtra([]);
      setSelected(new Set());
    },
  };
}

export type RowSelection = ReturnType<typeof useRowSelection<StudentLead>>;
