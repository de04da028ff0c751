import { createFileRoute, redirect, stripSearchParams } from '@tanstack/react-router';
import { studentsQueryOptions } from '@/features/portal/api/students';
import { LeadsPortalPage } from '@/features/portal/components/leads-portal-page';
import { PORTAL_DEFAULTS, PortalSearchSchema, studentsQueryOf } from '@/features/portal/portal-search';
import { memberToken } from '@/lib/auth-tokens';
import { pageHead } from '@/lib/seo';

export const Route = createFileRoute('/leads-portal')({
  // the loader and the query code it imports load with the page, not in the entry chunk every page downloads
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: PortalSearchSchema,
  search: { middlewares: [stripSearchParams(PORTAL_DEFAULTS)] },
  head: () => pageHead({ title: 'Student Leads Portal', description: 'Browse and unlock verified student leads.', path: '/leads-portal', noindex: true }),
  // Signed-out visitors go to /login (spec 001 §2); the member check itself runs in the page.
  beforeLoad: () => {
    if (typeof window !== 'undefined' && !memberToken()) throw redirect({ to: '/login' });
  },
  loaderDeps: ({ search }) => search,
  // The page starts asking while its code arrives; a refusal (unverified, 429) is the page's to show, not the route's.
  loader: ({ context, deps }) => {
    if (memberToken()) void context.queryClient.ensureQueryData(studentsQueryOptions(studentsQueryOf(deps))).catch(() => undefined);
  },
  component: LeadsPortalPage,
});
