import { useNavigate, useSearch } from '@tanstack/react-router';
import type { AdminSearch } from '../admin-search';

/**
 * The admin portal's view in the address bar. Both admin paths validate it with AdminSearchSchema, so whichever one
 * is open, this is its search. A change is a history entry (Back walks tabs, filters and pages); typed search
 * replaces its entry (lib/use-search-box.ts).
 */
export function useAdminView() {
  const search = useSearch({ strict: false }) as AdminSearch;
  const navigate = useNavigate();
  const set = (patch: Partial<AdminSearch>, replace = false) =>
    void navigate({ to: '.', search: (current: AdminSearch) => ({ ...current, ...patch }), replace, resetScroll: false } as never);
  return { search, set };
}
