import type { QueryClient } from '@tanstack/react-query';
import { listCollectionsQueryKey, listSavedStudentsQueryKey } from '@/api/@tanstack/react-query.gen';
import { memberKeys } from './member-session';

/**
 * Answers about which students a member has saved and what saving more would cost (the portal's saved marks and
 * quotes): kept under one key, so that the portal and the saved page refresh them alike.
 */
export const savedStateKey = ['api', 'website', 'saved-students'] as const;

/**
 * After any save, move or removal, from the portal or the saved page: both lists (counts move with students), the
 * saved marks and quotes, and the credits (saving spends them).
 */
export function refreshSavedState(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [listCollectionsQueryKey()[0]] });
  void queryClient.invalidateQueries({ queryKey: [listSavedStudentsQueryKey()[0]] });
  void queryClient.invalidateQueries({ queryKey: savedStateKey });
  void queryClient.invalidateQueries({ queryKey: memberKeys.credits });
}
