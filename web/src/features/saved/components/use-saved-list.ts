import { useEffect, useMemo, useState } from 'react';
import type { Collection } from '../api/collections';
import type { SavedStudent } from '../api/saved-students';
import { filterOptions, filterSaved } from './saved-filtering';
import type { SavedView } from './use-saved-view';

/** What the saved page lists for its view: the collection's students, searched, filtered and cut into pages, and the ticked ones. */
export function useSavedList(view: SavedView, collections: Collection[], all: SavedStudent[]) {
  const byId = useMemo(() => new Map(collections.map((c) => [c.id, c])), [collections]);
  const { collectionId, searchText, limit } = view;
  const filterKey = JSON.stringify(view.filters);
  const inCollection = useMemo(() => (collectionId ? all.filter((s) => s.collectionId === collectionId) : all), [all, collectionId]);
  const options = useMemo(() => filterOptions(all), [all]);
  // view.filters is a new object each render: its JSON stands for it
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their serialised key so a new object with the same values does not refilter
  const filtered = useMemo(() => filterSaved(inCollection, searchText, view.filters), [inCollection, searchText, filterKey]);
  const pages = Math.max(1, Math.ceil(filtered.length / limit));
  const page = Math.min(view.page, pages);

  // A filter, search, collection or page-size change leaves nothing selected.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const scope = JSON.stringify([collectionId, searchText, filterKey, limit]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filters are compared by their serialised key so a new object with the same values does not refilter
  useEffect(() => setSelected(new Set()), [scope]);

  return {
    byId,
    all,
    options,
    filtered,
    page,
    rows: filtered.slice((page - 1) * limit, page * limit),
    selected,
    setSelected,
    selectedIds: [...selected].filter((id) => all.some((s) => s.id === id)),
    clearSelection: () => setSelected(new Set()),
  };
}

export type SavedList = ReturnType<typeof useSavedList>;
