import type { QueryClient } from '@tanstack/react-query';
import { listCollectionsQueryKey, listSavedStudentsQueryKey } from '@/api/@tanstack/react-query.gen';
import { memberKeys } from '@/lib/member-session';

/**
 * After any change to collections or saved students: refetch both lists (counts move with students),
 * the credits (export and save spend them) and the portal's raw keys (its saved marks and pickers).
 */
export function refreshSaved(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [listCollectionsQueryKey()[0]] });
  void queryClient.invalidateQueries({ queryKey: [listSavedStudentsQueryKey()[0]] });
  void queryClient.invalidateQueries({ queryKey: ['api', 'website', 'collections'] });
  void queryClient.invalidateQueries({ queryKey: ['api', 'website', 'saved-students'] });
  void queryClient.invalidateQueries({ queryKey: memberKeys.credits });
}
