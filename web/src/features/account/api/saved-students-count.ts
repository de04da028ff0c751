import { useQuery } from '@tanstack/react-query';
import { listSavedStudentsOptions } from '@/api/@tanstack/react-query.gen';

/**
 * How many students the member has saved, for the profile's link. Only verified members may read their saved
 * students (spec 001 §2), so the count waits until the member is known to be verified.
 */
export const useSavedStudentsCount = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...listSavedStudentsOptions({ query: { limit: 1 } }), select: (data) => data.total, retry: false, enabled });
