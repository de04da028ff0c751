import { useQuery } from '@tanstack/react-query';
import { listCollectionsOptions } from '@/api/@tanstack/react-query.gen';
import type { ListCollectionsResponse } from '@/api/types.gen';

export type Collection = ListCollectionsResponse['collections'][number];

/** Fresh on arrival, as the saved students are (./saved-students.ts). */
export const collectionsOptions = () => ({ ...listCollectionsOptions(), staleTime: 5_000 });

export const useCollections = () => useQuery({ ...collectionsOptions(), select: (data) => data.collections });
