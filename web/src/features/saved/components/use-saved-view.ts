import { useNavigate, useSearch } from '@tanstack/react-router';
import { useSearchBox } from '@/lib/use-search-box';
import { savedFiltersOf, type SavedSearch } from '../saved-search';
import type { FilterKey } from './saved-filtering';

/**
 * The view of the saved page, read from and written to the address bar (routes/saved-students.tsx validates it).
 * The list is filtered in the browser, so typed words filter at once; the address follows once typing pauses.
 */
export function useSavedView() {
  const search = useSearch({ from: '/saved-students' });
  const navigate = useNavigate({ from: '/saved-students' });
  const go = (change: (current: SavedSearch) => SavedSearch, replace = false) => void navigate({ search: change, replace, resetScroll: false });
  // a filter, search, collection or page-size change starts again from page 1
  const box = useSearchBox(search.search ?? '', (text) => go((current) => ({ ...current, search: text || undefined, page: 1 }), true), 300);
  const typing = box.text.trim() !== (search.search ?? '');

  return {
    collectionId: search.collection ?? null,
    searchText: box.text,
    filters: savedFiltersOf(search),
    page: typing ? 1 : search.page,
    limit: search.limit,
    setSearchText: box.setText,
    /** `replace` when the view falls back by itself (the collection is gone), so Back does not return to it */
    selectCollection: (id: string | null, replace = false) => go((current) => ({ ...current, collection: id ?? undefined, page: 1 }), replace),
    setFilter: (key: FilterKey | 'dnd', value: string) => go((current) => ({ ...current, [key]: value === 'all' ? undefined : value, page: 1 })),
    setPage: (page: number) => go((current) => ({ ...current, page })),
    setLimit: (limit: SavedSearch['limit']) => go((current) => ({ ...current, limit, page: 1 })),
    clearAll: () => {
      box.setText('');
      go(({ collection, limit }) => ({ collection, limit, page: 1 }));
    },
  };
}

export type SavedView = ReturnType<typeof useSavedView>;
