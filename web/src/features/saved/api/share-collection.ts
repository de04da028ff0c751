import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTeamOptions, shareCollectionMutation } from '@/api/@tanstack/react-query.gen';
import { notify } from '@/components/ui/toaster';
import { failureMessage } from '@/lib/api-error';
import { refreshSavedState } from '@/lib/saved-state';
import type { Collection } from './collections';

/** ADR 0021: share a collection with every seat of the institution, or stop sharing it. */
export const useShareCollection = () => {
  const queryClient = useQueryClient();
  return useMutation({ ...shareCollectionMutation(), onSuccess: () => refreshSavedState(queryClient) });
};

/** The caller's seat role (the team's answer, the same query as the Team tab's); undefined while it loads. */
export const useSeatRole = ({ enabled }: { enabled: boolean }) => {
  const team = useQuery({ ...getTeamOptions(), enabled, retry: false });
  return team.data?.role;
};

/**
 * Who may share or unshare (ADR 0021): the collection's owner, a manager or the institution's owner; never the
 * default collection. An unshared collection in the list is always the caller's (`ownedByYou` is only on shared ones).
 */
export const canShare = (collection: Collection, role: 'owner' | 'manager' | 'member' | undefined) =>
  !collection.isDefault && !collection.isArchived && (collection.ownedByYou !== false || role === 'owner' || role === 'manager');

/** Shares or stops sharing a collection, and says so in a toast. */
export const useShareToggle = () => {
  const share = useShareCollection();
  return (collection: Collection) => {
    const shared = !collection.shared;
    share.mutate(
      { path: { id: collection.id }, body: { shared } },
      {
        onSuccess: () =>
          notify({
            title: shared ? `“${collection.name}” is shared with your team` : `“${collection.name}” is no longer shared`,
            description: shared ? 'Every seat of your institution sees it and can save into it.' : 'Only its owner sees it now.',
            variant: 'success',
          }),
        onError: (error) => notify({ title: 'Sharing failed', description: failureMessage(error), variant: 'destructive' }),
      },
    );
  };
};
