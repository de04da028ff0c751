import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSavedStudentsOptions } from '@/api/@tanstack/react-query.gen';
import type { ListSavedStudentsResponse } from '@/api/types.gen';

export type SavedStudent = ListSavedStudentsResponse['savedStudents'][number];

/**
 * Spec 001 §9: the page loads up to 1000 saved students and filters them in the browser. Fresh on arrival (the route
 * asks for it as the page opens; the portal may have saved students a moment ago).
 */
export const savedStudentsOptions = (sharedCollectionId?: string | null) => ({
  ...listSavedStudentsOptions({ query: { limit: 1000, ...(sharedCollectionId ? { collectionId: sharedCollectionId } : {}) } }),
  staleTime: 5_000,
  retry: false,
});

/**
 * Only verified members may read them (spec 001 §2), so the call waits until the member is known to be verified.
 * A shared collection (ADR 0021) is asked for by its id: the server then answers every seat's students in it, which
 * the seat's own list does not hold.
 */
export const useSavedStudents = ({ enabled, sharedCollectionId }: { enabled: boolean; sharedCollectionId?: string | null }) =>
  // the rows already shown stay while a shared collection's are read (no blank list in between)
  useQuery({ ...savedStudentsOptions(sharedCollectionId), enabled, placeholderData: keepPreviousData });
