import { useQuery } from '@tanstack/react-query';
import { listCollectionsOptions } from '@/api/@tanstack/react-query.gen';
import type { ListCollectionsResponse } from '@/api/types.gen';

export type Collection = ListCollectionsResponse['collections'][number];

/** Always fresh on arrival: the portal may have saved students a moment ago. */
export const useCollections = () => useQuery({ ...listCollectionsOptions(), refetchOnMount: 'always', select: (data) => data.collections });
