import { useQuery } from '@tanstack/react-query';
import { listSavedStudentsOptions } from '@/api/@tanstack/react-query.gen';
import type { ListSavedStudentsResponse } from '@/api/types.gen';

export type SavedStudent = ListSavedStudentsResponse['savedStudents'][number];

/**
 * Spec 001 §9: the page loads up to 1000 saved students and filters them in the browser. Fresh on arrival (the route
 * asks for it as the page opens; the portal may have saved students a moment ago).
 */
export const savedStudentsOptions = () => ({ ...listSavedStudentsOptions({ query: { limit: 1000 } }), staleTime: 5_000, retry: false });

/** Only verified members may read them (spec 001 §2), so the call waits until the member is known to be verified. */
export const useSavedStudents = ({ enabled }: { enabled: boolean }) => useQuery({ ...savedStudentsOptions(), enabled });
