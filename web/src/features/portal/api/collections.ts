import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '@/api/client.gen';

/** The collections issue's API (spec 001 §7); called raw until its routes are in the generated client. */
export type Collection = { id: string; name: string; description?: string | null; color: string; tags: string[]; isArchived: boolean; isDefault: boolean };

const collectionsKey = ['api', 'website', 'collections'] as const;

export const collectionsQuery = () =>
  queryOptions({
    queryKey: collectionsKey,
    queryFn: async () => {
      const { data } = await client.get<{ 200: { collections: Collection[] } }, unknown, true>({ url: '/api/website/collections', throwOnError: true });
      return data.collections;
    },
  });

/** Archived collections are hidden from pickers (spec 001 §4). */
export const useCollections = (enabled: boolean) => useQuery({ ...collectionsQuery(), enabled, select: (all) => all.filter((c) => !c.isArchived) });

export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { name: string; description?: string; color: string; tags?: string[] }) => {
      const { data } = await client.post<{ 200: { collection: Collection }; 201: { collection: Collection } }, unknown, true>({
        url: '/api/website/collections',
        body,
        throwOnError: true,
      });
      return data.collection;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collectionsKey }),
  });
}
