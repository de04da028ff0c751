import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitContactMutation } from '@/api/@tanstack/react-query.gen';

const isContactList = (key: readonly unknown[]) => (key[0] as { _id?: string } | undefined)?._id === 'listContactSubmissions';

/** POST /api/contact; on success every cached page of the contact-submissions list is refreshed (spec 000 §4). */
export function useSubmitContact() {
  const queryClient = useQueryClient();
  return useMutation({
    ...submitContactMutation(),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isContactList(query.queryKey) }),
  });
}
