import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { collectionsOptions } from '@/features/saved/api/collections';
import { savedStudentsOptions } from '@/features/saved/api/saved-students';
import { SavedStudentsPage } from '@/features/saved/components/saved-students-page';
import { SAVED_DEFAULTS, SavedSearchSchema } from '@/features/saved/saved-search';
import { memberToken } from '@/lib/auth-tokens';
import { memberMeQuery } from '@/lib/member-session';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/saved-students')({
  // the loader and the query code it imports load with the page, not in the entry chunk every page downloads
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: SavedSearchSchema,
  search: { middlewares: [stripSearchParams(SAVED_DEFAULTS)] },
  head: () => pageHead({ title: 'My Saved Students', description: 'Your collections of saved student leads.', path: '/saved-students', noindex: true }),
  // Spec 001 §2: requires login; signed-out visitors go to /login.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !memberToken()) throw redirect({ to: '/login' });
  },
  // The lists start arriving with the page's code, fresh on every arrival; the saved list only for a verified
  // member (an unverified one meets the verification dialog and never asks for it). Failures are the page's to show.
  loader: ({ context: { queryClient } }) => {
    if (!memberToken()) return;
    void queryClient.ensureQueryData({ ...collectionsOptions(), revalidateIfStale: true }).catch(() => undefined);
    const savedWhenVerified = async () => {
      if ((await queryClient.ensureQueryData(memberMeQuery())).isVerified)
        await queryClient.ensureQueryData({ ...savedStudentsOptions(), revalidateIfStale: true });
    };
    void savedWhenVerified().catch(() => undefined);
  },
  component: SavedStudentsPage,
});
