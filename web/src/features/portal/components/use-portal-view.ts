import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { SortField } from '@domain/leads/domain/student-query.schema';
import { rememberPortalView } from '@/lib/last-portal-view';
import { useSearchBox } from '@/lib/use-search-box';
import { filtersOf, studentsQueryOf, type PortalFilterKey, type PortalSearch } from '../portal-search';
import type { Sort } from './students-table';

/**
 * The view the portal shows, read from and written to the address bar (routes/leads-portal.tsx validates it): each
 * filter, sort, page or page-size change is a history entry that Back walks; typed search replaces its entry.
 */
export function usePortalView() {
  const search = useSearch({ from: '/leads-portal' });
  useEffect(() => rememberPortalView(search), [search]);
  const navigate = useNavigate({ from: '/leads-portal' });
  const go = (change: (current: PortalSearch) => PortalSearch, replace = false) => void navigate({ search: change, replace, resetScroll: false });
  // a new search starts from the first page
  const box = useSearchBox(search.search ?? '', (text) => go((current) => ({ ...current, search: text || undefined, page: 1 }), true));
  const setSort = (sort: Sort) => go((current) => ({ ...current, ...sort, page: 1 }));

  return {
    search,
    filters: filtersOf(search),
    sort: { sortBy: search.sortBy, sortOrder: search.sortOrder } as Sort,
    query: studentsQueryOf(search),
    searchText: box.text,
    setSearchText: box.setText,
    setSort,
    toggleSort: (field: SortField) =>
      setSort(search.sortBy === field ? { sortBy: field, sortOrder: search.sortOrder === 'asc' ? 'desc' : 'asc' } : { sortBy: field, sortOrder: 'asc' }),
    setFilter: (key: PortalFilterKey, value: string) =>
      go((current) => ({
        ...current,
        [key]: value === 'all' ? undefined : value,
        // a city belongs to a state: changing the state drops a city that may not be in it
        ...(key === 'state' ? { city: undefined } : {}),
        page: 1,
      })),
    setPage: (page: number) => go((current) => ({ ...current, page })),
    setLimit: (limit: PortalSearch['limit']) => go((current) => ({ ...current, limit, page: 1 })),
    /** a saved search: its filters and search, newest first (its new students on top), the page size kept */
    openSaved: (query: Record<string, string>) => {
      box.setText(query.search ?? '');
      go(({ limit }) => ({ ...(query as Partial<PortalSearch>), sortBy: 'createdAt', sortOrder: 'desc', limit, page: 1 }));
    },
    /** filters and search go; the sort and page size stay */
    clearAll: () => {
      box.setText('');
      go(({ sortBy, sortOrder, limit }) => ({ sortBy, sortOrder, limit, page: 1 }));
    },
  };
}
